import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys, type Query } from '../api/admin-api';
import { queryState } from './AdminTable';

/** The rows of a page of every cursor-paged console list (the server's page size). */
export const CURSOR_PAGE_SIZE = 50;

/** One page of a cursor-paged console list, as the API answers it. */
export interface CursorPage<Row> {
  rows: Row[];
  next_cursor: string | null;
}

/**
 * A cursor-paged server list shown a page at a time: the cursor of every page reached is kept, so
 * the grid's "previous" goes back without asking again, and a change of the filters starts over
 * at the first page.
 */
export function useCursorPages<Row>(
  section: string,
  query: Query,
  fetchPage: (query: Query, signal: AbortSignal) => Promise<CursorPage<Row>>,
) {
  const filters = JSON.stringify(query);
  const [state, setState] = useState({
    filters,
    page: 0,
    cursors: [undefined] as (string | undefined)[],
  });
  const current = state.filters === filters ? state : { filters, page: 0, cursors: [undefined] };
  if (current !== state) setState(current);
  const cursor = current.cursors[current.page];
  const result = useQuery({
    queryKey: adminKeys.list(section, { ...query, cursor }),
    queryFn: ({ signal }) => fetchPage({ ...query, cursor }, signal),
    placeholderData: keepPreviousData,
  });
  const next = result.isPlaceholderData ? null : (result.data?.next_cursor ?? null);

  const goTo = (page: number) => {
    if (page === current.page) return;
    if (page > current.page) {
      if (page !== current.page + 1 || !next) return;
      setState({ ...current, page, cursors: [...current.cursors.slice(0, page), next] });
    } else setState({ ...current, page });
  };

  const rows = result.data?.rows ?? [];
  return {
    rows,
    /** What AdminTable takes of this list: its rows, state and paging, spread into it. */
    table: {
      rows,
      ...queryState(result),
      paging: {
        page: current.page,
        hasNextPage: next !== null,
        goTo,
        pageSize: CURSOR_PAGE_SIZE,
      },
    },
  };
}
