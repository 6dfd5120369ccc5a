import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ItemCard } from '@ideabazaar/shared/schemas/browse';
import type { ItemStatus } from '@ideabazaar/shared/schemas/items';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { EmptyState } from '@/components/feedback/EmptyState';
import { LoadMore } from '@/components/feedback/LoadMore';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { myItemsQueryOptions, useMyItems } from '@/features/browse/api/my-items';
import { MyItemList } from '@/features/browse/components/MyItemList';
import { useDeleteItem } from '@/features/items/api/delete-item';
import { usePatchItem } from '@/features/items/api/patch-item';
import { ConfirmAllPublic } from '@/features/items/components/ConfirmAllPublic';
import { ApiError, sharedHandling } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { ownerHref } from '../flow-steps';

/** The member's items, page by page, with what changes them: a status, or deleting a draft. */
function useMyItemActions(section: Section) {
  const queryClient = useQueryClient();
  const patch = usePatchItem();
  const remove = useDeleteItem();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: myItemsQueryOptions(section).queryKey });

  const run = (item: ItemCard, action: () => Promise<unknown>, done: string) => {
    setPendingId(item.id);
    return action()
      .then(async () => {
        await refresh();
        notify(done);
      })
      .catch(() => undefined)
      .finally(() => setPendingId(null));
  };
  return { pendingId, run, patch, remove };
}

/** MyIdeas and MyNeeds: the member's items, drafts included, to edit, archive or republish. */
function MyItems(props: { section: Section }) {
  const { t } = useTranslation('browse');
  const { section } = props;
  const items = useMyItems(section);
  const { pendingId, run, patch, remove } = useMyItemActions(section);
  const [toDelete, setToDelete] = useState<ItemCard | null>(null);

  // A card does not list its answers: the server says when an idea would be republished with
  // every answer public, and its owner is asked then (issue 31).
  const [askPublic, setAskPublic] = useState<ItemCard | null>(null);
  const navigate = useNavigate();
  const onStatus = (item: ItemCard, status: ItemStatus, confirmed = false) =>
    void run(
      item,
      () =>
        patch
          .mutateAsync({
            itemId: item.id,
            patch: { status, ...(confirmed ? { all_public_confirmed: true } : {}) },
            handles: [409],
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.code === 'all_answers_public') {
              setAskPublic(item);
            } else if (error instanceof ApiError && error.status === 409) {
              sharedHandling(error);
            }
            throw error;
          }),
      t(status === 'archived' ? 'my.archived' : 'my.republished'),
    );
  const confirmDelete = () => {
    if (!toDelete) return;
    void run(toDelete, () => remove.mutateAsync(toDelete.id), t('my.deleted')).then(() =>
      setToDelete(null),
    );
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
  const list = items.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.isError && list.length === 0) {
    return (
      <EmptyState
        title={t('feed.errorTitle')}
        text={t('feed.errorText')}
        action={<MainButton onClick={() => void items.refetch()}>{t('feed.retry')}</MainButton>}
      />
    );
  }
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
    <>
      <MyItemList
        items={list}
        editHref={ownerHref}
        statsHref={(item) =>
          item.section === 'idea' && item.status !== 'draft'
            ? paths.myIndicators.href(item.id)
            : null
        }
        pendingId={pendingId}
        onStatus={onStatus}
        onDelete={setToDelete}
      />
      <ConfirmAllPublic
        open={askPublic !== null}
        busy={pendingId !== null}
        onPublish={() => {
          if (askPublic) onStatus(askPublic, 'published', true);
          setAskPublic(null);
        }}
        onChoose={() =>
          askPublic && void navigate(`${paths.hideAnswers.href(askPublic.id)}?edit=1`)
        }
        onClose={() => setAskPublic(null)}
      />
      <LoadMore
        hasMore={items.hasNextPage}
        loading={items.isFetchingNextPage}
        onMore={() => void items.fetchNextPage()}
        moreLabel={t('feed.more')}
        loadingLabel={t('feed.loadingMore')}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('my.deleteTitle', { title: toDelete?.title || t('my.untitled') })}
        text={t('my.deleteText')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

export const MyIdeasScreen = () => <MyItems section="idea" />;
export const MyNeedsScreen = () => <MyItems section="need" />;
