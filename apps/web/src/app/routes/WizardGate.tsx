import LockIcon from '@mui/icons-material/Lock';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import CircularProgress from '@mui/material/CircularProgress';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useScreenHeader } from '@/components/layout/screen-header';
import { itemQueryOptions, useItem } from '@/features/items/api/item';
import { useClientState } from '@/lib/client-state';
import { nextStep, ownerHref, stepHref, type WizardStep } from '../wizard';

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
 * A wizard step's frame: it loads the item (the id from the path, from ?ideaId= on ElevatorText,
 * or the client state's), shows only the owner its content, and knows where the step leads: the
 * next step, or MyIdea / MyNeed when the step was reopened with ?edit=1.
 */
export function WizardGate(props: {
  step: WizardStep;
  /** Screens with steps of their own set the app bar's back action themselves. */
  ownHeader?: boolean;
  /** Always reopened to edit (compQEdit). */
  editing?: boolean;
  children: (context: StepContext) => ReactNode;
}) {
  const { t } = useTranslation('items');
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

  if (!itemId || item.isError) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('gate.missingTitle')}
        text={t('gate.missingText')}
      />
    );
  }
  if (!item.data)
    return <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('loading')} />;
  if (!item.data.is_owner) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title={t('gate.notOwnerTitle')}
        text={t('gate.notOwnerText')}
      />
    );
  }
  return props.children({
    item: item.data,
    editing,
    nextHref: hrefAfter(item.data),
    onDone: () => {
      // The latest item: the step may have just changed it (a price decides the next step).
      const latest = queryClient.getQueryData(itemQueryOptions(itemId).queryKey) ?? item.data;
      if (latest) void navigate(hrefAfter(latest));
    },
    onLeave: leave,
  });
}
