import { useSearchParams } from 'react-router';
import { BrowseControls } from '@/features/browse/components/BrowseControls';
import { ItemFeed } from '@/features/browse/components/ItemFeed';
import {
  defaultFilters,
  filtersFromParams,
  paramsOf,
  type BrowseFilters,
} from '@/features/browse/filters';
import { useClientState } from '@/lib/client-state';

/** TheIdeas at '/': ideas or needs, searched and filtered by the URL's query, page after page. */
export default function IdeasScreen() {
  const [params, setParams] = useSearchParams();
  const userId = useClientState((state) => state.userId);
  const filters = filtersFromParams(params);
  const change = (next: BrowseFilters, options: { replace?: boolean } = {}) =>
    setParams(paramsOf(next), { replace: options.replace ?? false });

  return (
    <>
      <BrowseControls filters={filters} onChange={change} />
      <ItemFeed
        filters={filters}
        userId={userId}
        onClearFilters={() => change({ ...defaultFilters, section: filters.section })}
      />
    </>
  );
}
