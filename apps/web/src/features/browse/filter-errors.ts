import { browseQuerySchema } from '@ideabazaar/shared/schemas/browse';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { paramsOf, type BrowseFilters, type FilterKey } from './filters';

// Apart from filters.ts: the list screen reads its filters from the URL without the schemas
// (and zod), which only the filter screen needs.
/**
 * Checks filters typed on the filter screen with the server's own schema (and its texts), plus
 * the two ranges: a minimum above the maximum finds nothing, so it is refused here.
 */
export function filterErrors(
  filters: BrowseFilters,
  messages: { priceRange: string; dateRange: string },
): Partial<Record<FilterKey, string>> {
  const query = Object.fromEntries(paramsOf(filters));
  const parsed = browseQuerySchema.safeParse(query);
  const errors: Partial<Record<FilterKey, string>> = parsed.success
    ? {}
    : schemaFieldErrors(parsed.error);
  if (parsed.success) {
    const { min_price: min, max_price: max } = parsed.data;
    if (min !== undefined && max !== undefined && min > max) errors.max_price = messages.priceRange;
  }
  if (filters.from && filters.to && filters.from > filters.to) errors.to = messages.dateRange;
  return errors;
}
