import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { FilterForm } from '@/features/browse/components/FilterForm';
import { filtersFromParams, paramsOf } from '@/features/browse/filters';

/**
 * /filter: every filter of the list. It opens with the list's filters (its own query) and applies
 * them by going back to the list with them in the URL.
 */
export default function FilterScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.toString();
  return (
    <FilterForm
      key={query}
      initial={filtersFromParams(params)}
      onApply={(filters) => {
        const next = paramsOf(filters).toString();
        void navigate(`${paths.ideas.href()}${next ? `?${next}` : ''}`);
      }}
    />
  );
}
