import LockIcon from '@mui/icons-material/Lock';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import CircularProgress from '@mui/material/CircularProgress';
import type { Item } from '@ideabazaar/shared/schemas/items';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';

/**
 * The owner's screens of an item (MyIdea, MyNeed, the flow's steps): missing, loading, or
 * someone else's item each get their state; the owner gets the children.
 */
export function OwnerOnly(props: {
  item: UseQueryResult<Item>;
  missing?: boolean;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('items');
  const { item } = props;
  if (props.missing || item.isError) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('gate.missingTitle')}
        text={t('gate.missingText')}
      />
    );
  }
  if (!item.data) {
    return <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('loading')} />;
  }
  if (!item.data.is_owner) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title={t('gate.notOwnerTitle')}
        text={t('gate.notOwnerText')}
      />
    );
  }
  return props.children(item.data);
}
