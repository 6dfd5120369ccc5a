import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { AbstractFilesForm } from '@/features/items/components/AbstractFilesForm';
import { ElevatorFileForm } from '@/features/items/components/ElevatorFileForm';
import { FinishForm } from '@/features/items/components/FinishForm';
import { HideAnswersForm } from '@/features/items/components/HideAnswersForm';
import { PriceForm } from '@/features/items/components/PriceForm';
import { PublishAndShare } from '@/features/items/components/PublishAndShare';
import { TextStepForm } from '@/features/items/components/TextStepForm';
import { LaterQuestions } from '@/features/flow/components/LaterQuestions';
import { ownerHref } from '../flow-steps';
import { FlowStepGate, type StepContext } from './FlowStepGate';
import { IdeaStrengthen } from './IdeaStrengthen';

// The creation flow's steps after the questions (PRODUCT.md section 3), one lazy module.

const form = ({ item, editing, onDone }: StepContext) => ({ item, editing, onDone });

/** The labels of the chosen options, in the reader's language, to show them again. */
const choiceLabels = ({ item }: StepContext) =>
  Object.fromEntries(item.answers.map((answer) => [answer.questions_id, answer.display]));

/**
 * question-after: the 'after' set. With ?set= naming the item's own section it asks the first
 * questions again: back from the creation's first step, or reopened from MyIdea / MyNeed.
 */
export function QuestionAfterScreen() {
  const { t } = useTranslation('screens');
  return (
    <FlowStepGate step="questionAfter" ownHeader>
      {(context) => (
        <LaterQuestions
          itemId={context.item.id}
          set={context.ownQuestions ? context.item.section : 'after'}
          title={context.ownQuestions ? t('questions') : undefined}
          choiceLabels={choiceLabels(context)}
          onBack={context.onBack}
          onDone={context.onDone}
        />
      )}
    </FlowStepGate>
  );
}

function CompetitorQuestions(props: { context: StepContext }) {
  const { t } = useTranslation('items');
  const { context } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LaterQuestions
        itemId={context.item.id}
        set="competitor"
        choiceLabels={choiceLabels(context)}
        onBack={context.onBack}
        onDone={context.onDone}
      />
      {!context.editing && (
        <Button variant="text" onClick={context.onDone} sx={{ justifySelf: 'center' }}>
          {t('skip')}
        </Button>
      )}
    </Box>
  );
}

/** comp, and compQEdit: the same questions, reopened to edit. */
export const CompScreen = () => (
  <FlowStepGate step="comp" ownHeader>
    {(context) => <CompetitorQuestions context={context} />}
  </FlowStepGate>
);
export const CompEditScreen = () => (
  <FlowStepGate step="comp" ownHeader editing>
    {(context) => <CompetitorQuestions context={context} />}
  </FlowStepGate>
);

/**
 * IdeaPrice: while an idea is created, its finishing screen (price, pitch and private answers,
 * then Publish); reopened to edit, the price alone.
 */
export const IdeaPriceScreen = () => (
  <FlowStepGate step="ideaPrice">
    {(context) =>
      context.editing || context.item.section !== 'idea' ? (
        <PriceForm {...form(context)} />
      ) : (
        <FinishForm {...form(context)} hideHref={paths.hideAnswers.href(context.item.id)} />
      )
    }
  </FlowStepGate>
);

/** hide-answers is shown only when the item has active_private_responses; otherwise skipped. */
export const HideAnswersScreen = () => (
  <FlowStepGate step="hideAnswers">
    {(context) =>
      context.item.active_private_responses ? (
        <HideAnswersForm {...form(context)} />
      ) : (
        <Navigate to={context.nextHref} replace />
      )
    }
  </FlowStepGate>
);

export const ElevatorTextScreen = () => (
  <FlowStepGate step="elevatorText">
    {(context) => <TextStepForm kind="elevator" {...form(context)} />}
  </FlowStepGate>
);

export const ElevatorFileScreen = () => (
  <FlowStepGate step="elevatorFile">
    {(context) => <ElevatorFileForm {...form(context)} />}
  </FlowStepGate>
);

export const BusinessTextScreen = () => (
  <FlowStepGate step="businessText">
    {(context) => <TextStepForm kind="business" {...form(context)} />}
  </FlowStepGate>
);

export const AbstractFilesScreen = () => (
  <FlowStepGate step="abstractFiles">
    {(context) => <AbstractFilesForm {...form(context)} />}
  </FlowStepGate>
);

export const IdeaShareScreen = () => (
  <FlowStepGate step="ideaShare">
    {({ item }) => (
      <PublishAndShare
        item={item}
        ownerHref={ownerHref(item)}
        priceHref={`${paths.ideaPrice.href(item.id)}?edit=1`}
        hideHref={paths.hideAnswers.href(item.id)}
        more={<IdeaStrengthen item={item} />}
      />
    )}
  </FlowStepGate>
);
