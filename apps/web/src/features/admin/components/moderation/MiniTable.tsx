import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A short list on a member's page (their latest purchases, sales, reports): a titled table. */
export function MiniTable<Row>(props: {
  title: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: { label: string; cell: (row: Row) => ReactNode }[];
}) {
  const { t } = useTranslation('admin');
  return (
    <Box component="section" aria-label={props.title} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h3">
        {props.title}
      </Typography>
      {props.rows.length === 0 ? (
        <Typography color="text.secondary">{t('table.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={props.title}>
            <TableHead>
              <TableRow>
                {props.columns.map((column) => (
                  <TableCell key={column.label}>{column.label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {props.rows.map((row) => (
                <TableRow key={props.rowKey(row)}>
                  {props.columns.map((column) => (
                    <TableCell key={column.label}>{column.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
