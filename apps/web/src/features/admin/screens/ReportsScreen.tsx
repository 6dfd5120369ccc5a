import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { reportKinds, type AdminReport, type ReportKind } from '@ideabazaar/shared/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { fetchReports } from '../api/reports';
import { AdminTable } from '../components/AdminTable';
import { ReportDrawer } from '../components/moderation/ReportDrawer';
import { FilterSelect } from '../components/TableFilters';
import { useCursorPages } from '../components/use-cursor-pages';

/**
 * The reports members filed on comments, items and conversations, oldest open first: the content
 * and its context in the drawer, with hide, dismiss and block the author.
 */
export default function ReportsScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [kind, setKind] = useState<ReportKind | ''>('');
  const [selected, setSelected] = useState<AdminReport | null>(null);
  const list = useCursorPages('reports', { status, kind: kind || undefined }, fetchReports);
  // The row as the list has it now (a block shows on it), else the one the drawer was given.
  const shown = selected && (list.rows.find((row) => row.id === selected.id) ?? selected);

  const columns: GridColDef<AdminReport>[] = [
    {
      field: 'created_at',
      headerName: t('reports.columns.filed'),
      width: 170,
      valueFormatter: (value: string) => format.dateTime(new Date(value)),
    },
    {
      field: 'kind',
      headerName: t('reports.columns.kind'),
      width: 130,
      valueFormatter: (value: ReportKind) => t(`reports.kinds.${value}`),
    },
    { field: 'reason', headerName: t('reports.columns.reason'), flex: 1, minWidth: 180 },
    {
      field: 'reported',
      headerName: t('reports.columns.reported'),
      width: 160,
      valueGetter: (_value, row) => format.member(row.reported),
    },
    {
      field: 'reporter',
      headerName: t('reports.columns.reporter'),
      width: 160,
      valueGetter: (_value, row) => format.member(row.reporter),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('nav.reports')}
      </Typography>
      <AdminTable<AdminReport>
        label={t('nav.reports')}
        {...list.table}
        columns={columns}
        onRowClick={setSelected}
        toolbar={
          <>
            <FilterSelect
              label={t('reports.columns.status')}
              value={status}
              options={[
                { value: 'open', label: t('reports.status.open') },
                { value: 'closed', label: t('reports.status.closed') },
              ]}
              onChange={(value) => setStatus(value || 'open')}
            />
            <FilterSelect<ReportKind>
              label={t('reports.columns.kind')}
              value={kind}
              options={[
                { value: '', label: t('all') },
                ...reportKinds.map((value) => ({ value, label: t(`reports.kinds.${value}`) })),
              ]}
              onChange={setKind}
            />
          </>
        }
      />
      <ReportDrawer report={shown} onResolved={setSelected} onClose={() => setSelected(null)} />
    </Box>
  );
}
