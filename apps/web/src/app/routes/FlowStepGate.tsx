import type { Item } from '@ideabazaar/shared/schemas/items';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useScreenHeader } from '@/components/layout/screen-header';
import { itemQueryOptions, useItem } from '@/features/items/api/item';
import { useClientState } from '@/lib/client-state';
import { nextStep, ownerHref, stepHref, type FlowStep } from '../flow-steps';
import { OwnerOnly } from './OwnerOnly';

export interface StepContext {
  item: Item;
  editing: boolean;
  /** Where the step leads once done. */
  nextHref: string;
  onDone: () => void;
  /** Back to MyIdea / MyNeed. */
  onLeave: () => void;
}

/**
 * A flow step's frame: it loads the item (the id from the path, from ?ideaId= on ElevatorText,
 * or the client state's), shows only the owner its content, and knows where the step leads: the
 * next step, or MyIdea / MyNeed when the step was reopened with ?edit=1.
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

  const hrefAfter = (current: Item) =>
    editing ? ownerHref(current) : stepHref(nextStep(props.step, current), current.id);
  const leave = () => {
    if (item.data) void navigate(ownerHref(item.data));
  };
  useScreenHeader({ onBack: editing && !props.ownHeader && item.data ? leave : undefined });

  return (
    <OwnerOnly item={item} missing={!itemId}>
      {(current) =>
        props.children({
          item: current,
          editing,
          nextHref: hrefAfter(current),
          onDone: () => {
            // The latest item: the step may have just changed it (a price decides the next step).
            const latest = queryClient.getQueryData(itemQueryOptions(itemId).queryKey) ?? current;
            if (latest) void navigate(hrefAfter(latest));
          },
          onLeave: leave,
        })
      }
    </OwnerOnly>
  );
}
