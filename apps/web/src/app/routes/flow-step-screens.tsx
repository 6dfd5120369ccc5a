import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AbstractFilesForm } from '@/features/items/components/AbstractFilesForm';
import { ElevatorFileForm } from '@/features/items/components/ElevatorFileForm';
import { HideAnswersForm } from '@/features/items/components/HideAnswersForm';
import { PriceForm } from '@/features/items/components/PriceForm';
import { PublishAndShare } from '@/features/items/components/PublishAndShare';
import { TextStepForm } from '@/features/items/components/TextStepForm';
import { LaterQuestions } from '@/features/questions/components/LaterQuestions';
import { ownerHref } from '../wizard';
import { WizardGate, type StepContext } from './WizardGate';

// The creation wizard's steps after the questions (PRODUCT.md section 3), one lazy module.

const form = ({ item, editing, onDone }: StepContext) => ({ item, editing, onDone });

/** The labels of the chosen options, in the reader's language, to show them again. */
const choiceLabels = ({ item }: StepContext) =>
  Object.fromEntries(item.answers.map((answer) => [answer.questions_id, answer.display]));

/**
 * question-after: the 'after' set. Reopened from MyIdea / MyNeed with ?set= naming the item's
 * own section, it edits the answers of the first questions instead.
 */
export function QuestionAfterScreen() {
  const [search] = useSearchParams();
  return (
    <WizardGate step="questionAfter" ownHeader>
      {(context) => (
        <LaterQuestions
          itemId={context.item.id}
          set={
            context.editing && search.get('set') === context.item.section
              ? context.item.section
              : 'after'
          }
          choiceLabels={choiceLabels(context)}
          onBack={context.onLeave}
          onDone={context.onDone}
        />
      )}
    </WizardGate>
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
        onBack={context.onLeave}
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
  <WizardGate step="comp" ownHeader>
    {(context) => <CompetitorQuestions context={context} />}
  </WizardGate>
);
export const CompEditScreen = () => (
  <WizardGate step="comp" ownHeader editing>
    {(context) => <CompetitorQuestions context={context} />}
  </WizardGate>
);

export const IdeaPriceScreen = () => (
  <WizardGate step="ideaPrice">{(context) => <PriceForm {...form(context)} />}</WizardGate>
);

/** hide-answers is shown only when the item has active_private_responses; otherwise skipped. */
export const HideAnswersScreen = () => (
  <WizardGate step="hideAnswers">
    {(context) =>
      context.item.active_private_responses ? (
        <HideAnswersForm {...form(context)} />
      ) : (
        <Navigate to={context.nextHref} replace />
      )
    }
  </WizardGate>
);

export const ElevatorTextScreen = () => (
  <WizardGate step="elevatorText">
    {(context) => <TextStepForm kind="elevator" {...form(context)} />}
  </WizardGate>
);

export const ElevatorFileScreen = () => (
  <WizardGate step="elevatorFile">
    {(context) => <ElevatorFileForm {...form(context)} />}
  </WizardGate>
);

export const BusinessTextScreen = () => (
  <WizardGate step="businessText">
    {(context) => <TextStepForm kind="business" {...form(context)} />}
  </WizardGate>
);

export const AbstractFilesScreen = () => (
  <WizardGate step="abstractFiles">
    {(context) => <AbstractFilesForm {...form(context)} />}
  </WizardGate>
);

export const IdeaShareScreen = () => (
  <WizardGate step="ideaShare">
    {({ item }) => (
      <PublishAndShare
        item={item}
        ownerHref={ownerHref(item)}
        priceHref={`${paths.ideaPrice.href(item.id)}?edit=1`}
      />
    )}
  </WizardGate>
);
