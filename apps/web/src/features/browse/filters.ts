import { readWholeNumber } from '@ideabazaar/shared/persian/number-input';
import { sorts, type Sort } from '@ideabazaar/shared/browse/sorts';
import type { Section } from '@ideabazaar/shared/schemas/questions';

/**
 * The browse filters as they travel in the URL: the names and values of GET /api/items, so a
 * list's address is its query. Empty text means the filter is off.
 */
export interface BrowseFilters {
  section: Section;
  q: string;
  category: string;
  min_price: string;
  max_price: string;
  /** '' for any, 'true' for negotiable items only, 'false' for priced ones only. */
  negotiable: '' | 'true' | 'false';
  /** Publication days, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  sort: Sort;
}

export type FilterKey = Exclude<keyof BrowseFilters, 'section'>;

export const defaultFilters: BrowseFilters = {
  section: 'idea',
  q: '',
  category: '',
  min_price: '',
  max_price: '',
  negotiable: '',
  from: '',
  to: '',
  sort: 'newest',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const keys = Object.keys(defaultFilters) as (keyof BrowseFilters)[];

/** The filters in a URL's query; anything unreadable is left at its default. */
export function filtersFromParams(params: URLSearchParams): BrowseFilters {
  const text = (key: keyof BrowseFilters) => params.get(key)?.trim() ?? '';
  const negotiable = text('negotiable');
  const sort = text('sort') as Sort;
  const day = (key: 'from' | 'to') => (DAY.test(text(key)) ? text(key) : '');
  const digits = (key: 'min_price' | 'max_price') => {
    const reading = readWholeNumber(text(key));
    return reading.ok && reading.digits.length <= 15 ? reading.digits : '';
  };
  return {
    section: text('section') === 'need' ? 'need' : 'idea',
    q: text('q').slice(0, 100),
    category: text('category').slice(0, 40),
    min_price: digits('min_price'),
    max_price: digits('max_price'),
    negotiable: negotiable === 'true' || negotiable === 'false' ? negotiable : '',
    from: day('from'),
    to: day('to'),
    sort: sorts.includes(sort) ? sort : 'newest',
  };
}

/** The query of a list's URL: only what differs from the defaults. */
export function paramsOf(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key].trim();
    if (value && value !== defaultFilters[key]) params.set(key, value);
  }
  return params;
}

/** The query of GET /api/items for one page. */
export function apiParamsOf(filters: BrowseFilters, cursor?: string): URLSearchParams {
  const params = paramsOf(filters);
  params.set('section', filters.section);
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** The filters that are on, in the order the chips show them (the section is the tab). */
export const activeFilters = (filters: BrowseFilters): FilterKey[] =>
  keys.filter(
    (key): key is FilterKey =>
      key !== 'section' && filters[key] !== '' && filters[key] !== defaultFilters[key],
  );

/** The filters with one turned off. */
export const withoutFilter = (filters: BrowseFilters, key: FilterKey): BrowseFilters => ({
  ...filters,
  [key]: defaultFilters[key],
});
