import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  apiParamsOf,
  defaultFilters,
  filtersFromParams,
  paramsOf,
  withoutFilter,
} from './filters';
import { filterErrors } from './filter-errors';

const messages = { priceRange: 'price range', dateRange: 'date range' };

describe('browse filters in the URL', () => {
  it('read every filter and write back only what is on', () => {
    const query =
      'section=need&q=lunch&category=food&min_price=1000&max_price=5000&negotiable=false&from=2024-03-20&to=2024-04-01&sort=price_desc';
    const filters = filtersFromParams(new URLSearchParams(query));
    expect(filters).toEqual({
      section: 'need',
      q: 'lunch',
      category: 'food',
      min_price: '1000',
      max_price: '5000',
      negotiable: 'false',
      from: '2024-03-20',
      to: '2024-04-01',
      sort: 'price_desc',
    });
    expect(paramsOf(filters).toString()).toBe(query);
    expect(paramsOf(defaultFilters).toString()).toBe('');
  });

  it('read a price grouped with either thousands separator', () => {
    const filters = filtersFromParams(
      new URLSearchParams('min_price=۱۰٬۰۰۰٬۰۰۰&max_price=20,000,000'),
    );
    expect(filters).toMatchObject({ min_price: '10000000', max_price: '20000000' });
    expect(filterErrors({ ...defaultFilters, min_price: '۱۰٬۰۰۰٬۰۰۰' }, messages)).toEqual({});
    expect(filterErrors({ ...defaultFilters, min_price: '1.5' }, messages).min_price).toBe(
      'Please enter numbers only!!',
    );
  });

  it('leave what cannot be read at its default, and take Persian digits', () => {
    const filters = filtersFromParams(
      new URLSearchParams('section=x&sort=cheapest&from=20-03-2024&min_price=۱۲۰۰&max_price=ten'),
    );
    expect(filters).toEqual({ ...defaultFilters, min_price: '1200' });
  });

  it('ask the API for the section always, and the next page by its cursor', () => {
    expect(apiParamsOf(defaultFilters).toString()).toBe('section=idea');
    expect(apiParamsOf({ ...defaultFilters, q: 'tea' }, 'abc').toString()).toBe(
      'q=tea&section=idea&cursor=abc',
    );
  });

  it('name the filters that are on, and turn one off', () => {
    const filters = {
      ...defaultFilters,
      q: 'tea',
      sort: 'views' as const,
      section: 'need' as const,
    };
    expect(activeFilters(filters)).toEqual(['q', 'sort']);
    expect(withoutFilter(filters, 'sort')).toEqual({ ...filters, sort: 'newest' });
  });

  it('check prices with the server’s schema and refuse ranges that end before they start', () => {
    expect(filterErrors({ ...defaultFilters, min_price: '12x' }, messages)).toEqual({
      min_price: 'Please enter numbers only!!',
    });
    expect(
      filterErrors({ ...defaultFilters, min_price: '500', max_price: '100' }, messages),
    ).toEqual({ max_price: 'price range' });
    expect(
      filterErrors({ ...defaultFilters, from: '2024-05-01', to: '2024-04-01' }, messages),
    ).toEqual({ to: 'date range' });
    expect(
      filterErrors({ ...defaultFilters, min_price: '100', max_price: '100' }, messages),
    ).toEqual({});
  });
});
