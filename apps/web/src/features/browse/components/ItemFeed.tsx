import LightbulbIcon from '@mui/icons-material/Lightbulb';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ItemCard as CardData } from '@ideabazaar/shared/schemas/browse';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { LoadMore } from '@/components/feedback/LoadMore';
import { PullToRefresh } from '@/components/layout/PullToRefresh';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { useBrowseItems } from '../api/browse-items';
import { activeFilters, type BrowseFilters } from '../filters';
import { ItemCard, ItemCardSkeletons } from './ItemCard';

/** Where a card leads: the owner's page for one's own item, the public view otherwise. */
export function cardHref(card: CardData, userId: string): string {
  const mine = card.creator !== null && card.creator.id === userId;
  if (card.section === 'need') return (mine ? paths.myNeed : paths.theNeed).href(card.id);
  return (mine ? paths.myIdea : paths.theIdea).href(card.id);
}

/**
 * The published ideas or needs that match the filters: skeletons while the first page loads,
 * the next page when the end scrolls into view, pull down (or the button) to refresh.
 */
export function ItemFeed(props: {
  filters: BrowseFilters;
  userId: string;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation('browse');
  const feed = useBrowseItems(props.filters);
  const section = props.filters.section;
  const refresh = () => feed.refetch();
  const cards = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = activeFilters(props.filters).some((key) => key !== 'sort');

  let body: React.ReactNode;
  if (feed.isPending) {
    body = <ItemCardSkeletons label={t('feed.loading')} />;
  } else if (feed.isError && cards.length === 0) {
    body = (
      <EmptyState
        title={t('feed.errorTitle')}
        text={t('feed.errorText')}
        action={<MainButton onClick={() => void refresh()}>{t('feed.retry')}</MainButton>}
      />
    );
  } else if (cards.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('feed.noMatchTitle')}
        text={t('feed.noMatchText')}
        action={<Button onClick={props.onClearFilters}>{t('feed.clearFilters')}</Button>}
      />
    ) : (
      <EmptyState
        icon={<LightbulbIcon color="secondary" />}
        title={t(`feed.empty.${section}.title`)}
        text={t(`feed.empty.${section}.text`)}
        action={<MainButton to={paths.ideaOrNeed.href()}>{t('feed.start')}</MainButton>}
      />
    );
  } else {
    body = (
      <Box
        component="ul"
        aria-label={t(`feed.list.${section}`)}
        sx={{ display: 'grid', gap: 2, p: 0, m: 0, listStyle: 'none' }}
      >
        {cards.map((card) => (
          <li key={card.id}>
            <ItemCard card={card} href={cardHref(card, props.userId)} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <PullToRefresh onRefresh={refresh} label={t('feed.refreshing')}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <IconButton
          aria-label={t('feed.refresh')}
          disabled={feed.isFetching}
          onClick={() => void refresh()}
          size="small"
        >
          <RefreshIcon />
        </IconButton>
      </Box>
      {body}
      <LoadMore
        hasMore={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        onMore={() => void feed.fetchNextPage()}
        moreLabel={t('feed.more')}
        loadingLabel={t('feed.loadingMore')}
      />
    </PullToRefresh>
  );
}
