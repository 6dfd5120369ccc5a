import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  type GridColDef,
  type GridLocaleText,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { faIR } from '@mui/x-data-grid/locales';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';

/** A server list's paging by cursor (use-cursor-pages.ts): a page at a time, its size the API's. */
export interface CursorPaging {
  page: number;
  hasNextPage: boolean;
  goTo: (page: number) => void;
  /** The API's page size, for the "1–50 of more than 50" label. */
  pageSize: number;
}

/**
 * Whether a list's grid is veiled as loading: only while its rows are not yet the ones asked for
 * (the first load, or the previous filters' rows kept on screen). A refresh in the background,
 * after an action or on focus, leaves the rows shown clickable: the veil takes no click.
 */
export const awaitsRows = (query: { isPending: boolean; isPlaceholderData: boolean }) =>
  query.isPending || query.isPlaceholderData;

/** What AdminTable takes of a list's query: the veil (`awaitsRows`), its error and a retry. */
export const queryState = (
  query: Parameters<typeof awaitsRows>[0] & { error: Error | null; refetch: () => unknown },
) => ({ loading: awaitsRows(query), error: query.error, onRetry: () => void query.refetch() });

/** A whole list the API answers at once is paged here, this many rows a page. */
const LOCAL_PAGE_SIZE = 25;

/** The grid's texts in the reader's language, its numbers in the reader's digits. */
function useLocaleText(): Partial<GridLocaleText> {
  const { t } = useTranslation('admin');
  const language = useClientState((state) => state.language);
  const format = useFormat();
  return useMemo(
    () => ({
      ...(language === 'fa' ? faIR.components.MuiDataGrid.defaultProps.localeText : {}),
      noRowsLabel: t('table.empty'),
      paginationDisplayedRows: ({ from, to, count }) =>
        count < 0
          ? t('table.rowsOfMore', { from: format.number(from), to: format.number(to) })
          : t('table.rowsOf', {
              from: format.number(from),
              to: format.number(to),
              count: format.number(count),
            }),
    }),
    [language, t, format],
  );
}

/**
 * A console table over MUI X Data Grid: the search and filters above it (`toolbar`), the rows of
 * one page, a click on a row opening its details. A cursor list (`paging`) is paged by the
 * server, a page per cursor; a whole list is paged here. Sorting and filtering are the server's
 * (or the screen's), so the grid's own menus are off.
 */
export function AdminTable<Row extends GridValidRowModel>(props: {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  getRowId?: (row: Row) => string;
  /** See `awaitsRows`. */
  loading?: boolean;
  paging?: CursorPaging;
  onRowClick?: (row: Row) => void;
  toolbar?: ReactNode;
  error?: Error | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('admin');
  const localeText = useLocaleText();
  const format = useFormat();
  const paging = props.paging;
  // The page sizes in the reader's digits, as every other number of the table.
  const sizes = (values: number[]) =>
    values.map((value) => ({ value, label: format.number(value) }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {props.toolbar && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          {props.toolbar}
        </Box>
      )}
      {props.error && (
        <Alert
          severity="error"
          action={
            props.onRetry && (
              <Button color="inherit" onClick={props.onRetry}>
                {t('retry')}
              </Button>
            )
          }
        >
          {t('table.failed')}
        </Alert>
      )}
      <DataGrid<Row>
        aria-label={props.label}
        rows={props.rows}
        columns={props.columns}
        getRowId={props.getRowId}
        loading={props.loading}
        localeText={localeText}
        autoHeight
        density="compact"
        disableColumnMenu
        disableColumnFilter
        disableRowSelectionOnClick
        onRowClick={props.onRowClick && ((params) => props.onRowClick?.(params.row))}
        sx={{ '& .MuiDataGrid-row': { cursor: props.onRowClick ? 'pointer' : undefined } }}
        {...(paging
          ? {
              paginationMode: 'server' as const,
              sortingMode: 'server' as const,
              rowCount: -1,
              paginationMeta: { hasNextPage: paging.hasNextPage },
              paginationModel: { page: paging.page, pageSize: paging.pageSize },
              pageSizeOptions: sizes([paging.pageSize]),
              onPaginationModelChange: (model: { page: number }) => paging.goTo(model.page),
            }
          : {
              initialState: { pagination: { paginationModel: { pageSize: LOCAL_PAGE_SIZE } } },
              pageSizeOptions: sizes([LOCAL_PAGE_SIZE, 50, 100]),
            })}
      />
    </Box>
  );
}
