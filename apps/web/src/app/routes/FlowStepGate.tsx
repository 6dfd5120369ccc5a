import type { Item } from '@ideabazaar/shared/schemas/items';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useScreenHeader } from '@/components/layout/screen-header';
import { CreationProgress } from '@/features/flow/components/CreationProgress';
import { itemQueryOptions, useItem } from '@/features/items/api/item';
import { useClientState } from '@/lib/client-state';
import {
  creationHref,
  creationSteps,
  nextStep,
  ownerHref,
  previousStep,
  stepHref,
  type CreationStep,
  type FlowStep,
} from '../flow-steps';
import { OwnerOnly } from './OwnerOnly';

export interface StepContext {
  item: Item;
  editing: boolean;
  /** question-after asking the item's own first questions rather than the 'after' set. */
  ownQuestions: boolean;
  /** Where the step leads once done. */
  nextHref: string;
  onDone: () => void;
  /** The previous step of the creation, or MyIdea / MyNeed when the step was reopened to edit. */
  onBack: () => void;
}

/** The app bar's back action while the step is shown, and its title where the step renames it. */
function HeaderBack(props: { onBack: () => void; title?: string }) {
  useScreenHeader({ onBack: props.onBack, title: props.title });
  return null;
}

/** A step's name in the creation: the finishing screen and IdeaShare say what they are there. */
function useStepName() {
  const { t } = useTranslation(['flow', 'screens']);
  return (step: CreationStep) =>
    step === 'ideaPrice' || step === 'ideaShare'
      ? t(`flow:creation.names.${step}`)
      : t(`screens:${step}`);
}

/**
 * Where this step is in the item's creation, shown while creating (not when reopened to edit),
 * after the questions only: their screens keep the seed's own stepper, and a step off the path
 * (question-after, comp...) is not in the creation.
 */
function Position(props: { item: Item; at: CreationStep }) {
  const name = useStepName();
  const steps = creationSteps(props.item);
  const index = steps.indexOf(props.at);
  if (index < 1) return null;
  const next = steps[index + 1];
  return (
    <CreationProgress
      step={index + 1}
      count={steps.length}
      name={name(props.at)}
      nextName={next && name(next)}
    />
  );
}

/**
 * A flow step's frame: it loads the item (the id from the path, from ?ideaId= on ElevatorText,
 * or the client state's), shows only the owner its content with where the step is in the
 * creation, and knows where the step leads and where back goes: the next and previous steps, or
 * MyIdea / MyNeed when the step was reopened with ?edit=1. Until the owner's item is there (and
 * for anyone else's), the app bar's back is the route's own.
 */
export function FlowStepGate(props: {
  step: FlowStep;
  /** Screens with steps of their own set the app bar's back action themselves. */
  ownHeader?: boolean;
  /** Always reopened to edit (compQEdit). */
  editing?: boolean;
  children: (context: StepContext) => ReactNode;
}) {
  const params = useParams();
  const [search] = useSearchParams();
  const stored = useClientState((state) => state.ideaId);
  const itemId = params.ideaId ?? search.get('ideaId') ?? stored;
  const editing = props.editing === true || search.get('edit') === '1';
  const item = useItem(itemId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('flow');

  // question-after with ?set= naming the item's own section asks the first questions again.
  const stepOf = (current: Item): CreationStep =>
    props.step === 'questionAfter' && search.get('set') === current.section
      ? 'questions'
      : props.step;
  const hrefAfter = (current: Item) =>
    editing ? ownerHref(current) : stepHref(nextStep(stepOf(current), current), current.id);
  const hrefBefore = (current: Item) => {
    const previous = editing ? null : previousStep(stepOf(current), current);
    return previous ? creationHref(previous, current) : ownerHref(current);
  };

  return (
    <OwnerOnly item={item} missing={!itemId}>
      {(current) => (
        <>
          {/* Mounted with the owner's step only: screens with their own header set it, and a
              parent's effect would run after theirs and undo it. */}
          {!props.ownHeader && (
            <HeaderBack
              onBack={() => void navigate(hrefBefore(current))}
              // An idea's price screen, while creating, is the finishing screen: price and pitch.
              title={
                !editing && props.step === 'ideaPrice' && current.section === 'idea'
                  ? t('creation.names.ideaPrice')
                  : undefined
              }
            />
          )}
          {!editing && <Position item={current} at={stepOf(current)} />}
          {props.children({
            item: current,
            editing,
            ownQuestions: stepOf(current) === 'questions',
            nextHref: hrefAfter(current),
            onDone: () => {
              // The latest item: the step may have just changed it (a price decides the next step).
              const latest = queryClient.getQueryData(itemQueryOptions(itemId).queryKey) ?? current;
              if (latest) void navigate(hrefAfter(latest));
            },
            onBack: () => void navigate(hrefBefore(current)),
          })}
        </>
      )}
    </OwnerOnly>
  );
}
