import type { SavedSearchRequest } from '@ideabazaar/shared/schemas/notifications';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useScreenHeader } from '@/components/layout/screen-header';
import { BrowseControls } from '@/features/browse/components/BrowseControls';
import { ItemFeed } from '@/features/browse/components/ItemFeed';
import {
  defaultFilters,
  filtersFromParams,
  paramsOf,
  type BrowseFilters,
} from '@/features/browse/filters';
import { AlertMeButton } from '@/features/notifications/components/AlertMeButton';
import { useClientState } from '@/lib/client-state';

/** What "Alert me" saves of the list: its search and filters, not its sort or dates. */
const savedSearchOf = (filters: BrowseFilters): SavedSearchRequest => ({
  section: filters.section,
  ...(filters.q && { q: filters.q }),
  ...(filters.category && { category: filters.category }),
  ...(filters.min_price && { min_price: filters.min_price }),
  ...(filters.max_price && { max_price: filters.max_price }),
  ...(filters.negotiable && { negotiable: filters.negotiable }),
});

/**
 * TheIdeas at '/': ideas or needs, searched and filtered by the URL's query, page after page; the
 * app bar names the tab shown.
 */
export default function IdeasScreen() {
  const [params, setParams] = useSearchParams();
  const userId = useClientState((state) => state.userId);
  const filters = filtersFromParams(params);
  const { t } = useTranslation('screens');
  // The route's title is 'Ideas'; the needs' tab names its own list.
  useScreenHeader({ title: filters.section === 'need' ? t('needs') : undefined });
  const change = (next: BrowseFilters, options: { replace?: boolean } = {}) =>
    setParams(paramsOf(next), { replace: options.replace ?? false });

  return (
    <>
      <BrowseControls filters={filters} onChange={change} />
      <AlertMeButton search={savedSearchOf(filters)} />
      <ItemFeed
        filters={filters}
        userId={userId}
        onClearFilters={() => change({ ...defaultFilters, section: filters.section })}
      />
    </>
  );
}
