import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ItemCard } from '@ideabazaar/shared/schemas/browse';
import type { ItemStatus } from '@ideabazaar/shared/schemas/items';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { myItemsQueryOptions, useMyItems } from '@/features/browse/api/my-items';
import { MyItemList } from '@/features/browse/components/MyItemList';
import { usePatchItem } from '@/features/items/api/patch-item';
import { notify } from '@/lib/notify';
import { ownerHref } from '../wizard';

/** MyIdeas and MyNeeds: the member's items, drafts included, to edit, archive or republish. */
function MyItems(props: { section: Section }) {
  const { t } = useTranslation('browse');
  const { section } = props;
  const items = useMyItems(section);
  const patch = usePatchItem();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const onStatus = (item: ItemCard, status: ItemStatus) => {
    setPendingId(item.id);
    patch
      .mutateAsync({ itemId: item.id, patch: { status } })
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: myItemsQueryOptions(section).queryKey });
        notify(t(status === 'archived' ? 'my.archived' : 'my.republished'));
      })
      .catch(() => undefined)
      .finally(() => setPendingId(null));
  };

  if (items.isPending) {
    return (
      <Box aria-busy="true" aria-label={t('my.loading')} sx={{ display: 'grid', gap: 2 }}>
        {[0, 1].map((index) => (
          <Skeleton key={index} variant="rounded" height={140} />
        ))}
      </Box>
    );
  }
  const list = items.data?.items ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        title={t(`my.empty.${section}.title`)}
        text={t(`my.empty.${section}.text`)}
        action={<MainButton to={paths.ideaOrNeed.href()}>{t('my.create')}</MainButton>}
      />
    );
  }
  return (
    <MyItemList
      items={list}
      editHref={ownerHref}
      statsHref={(item) =>
        item.section === 'idea' && item.status !== 'draft' ? paths.myIndicators.href(item.id) : null
      }
      pendingId={pendingId}
      onStatus={onStatus}
    />
  );
}

export const MyIdeasScreen = () => <MyItems section="idea" />;
export const MyNeedsScreen = () => <MyItems section="need" />;
