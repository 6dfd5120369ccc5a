import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '@ideabazaar/shared/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { getAuditPage } from '../api/audit';
import { AdminTable } from '../components/AdminTable';
import { AuditDiff } from '../components/AuditDiff';
import { Detail, DetailDrawer } from '../components/DetailDrawer';
import { SearchField } from '../components/TableFilters';
import { useCursorPages } from '../components/use-cursor-pages';

/** The audit log's filters, a search field each. */
const FILTERS = ['actor', 'action', 'object_type', 'object_id'] as const;
type Filter = (typeof FILTERS)[number];

/** Every operator action, newest first, filtered by operator, action and object. */
export default function AuditScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [filters, setFilters] = useState<Record<Filter, string>>({
    actor: '',
    action: '',
    object_type: '',
    object_id: '',
  });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const pages = useCursorPages('audit', filters, getAuditPage);
  const labels: Record<Filter, string> = {
    actor: t('audit.actorId'),
    action: t('audit.action'),
    object_type: t('audit.objectType'),
    object_id: t('audit.objectId'),
  };
  const object = (entry: AuditEntry) => `${entry.object_type} ${entry.object_id}`;

  const columns: GridColDef<AuditEntry>[] = [
    {
      field: 'at',
      headerName: t('audit.at'),
      width: 150,
      valueFormatter: (at: string) => format.dateTime(new Date(at)),
    },
    {
      field: 'actor',
      headerName: t('audit.actor'),
      width: 150,
      valueGetter: (_value, row) => format.member(row.actor),
    },
    { field: 'action', headerName: t('audit.action'), width: 180 },
    {
      field: 'object_id',
      headerName: t('audit.object'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => object(row),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('nav.audit')}
      </Typography>
      <AdminTable<AuditEntry>
        label={t('audit.table')}
        {...pages.table}
        columns={columns}
        onRowClick={setOpen}
        toolbar={FILTERS.map((filter) => (
          <SearchField
            key={filter}
            label={labels[filter]}
            value={filters[filter]}
            onChange={(value) => setFilters((current) => ({ ...current, [filter]: value }))}
          />
        ))}
      />
      <DetailDrawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('audit.details', { action: open.action, object: object(open) }) : ''}
      >
        {open && (
          <>
            <Detail label={t('audit.at')}>{format.dateTime(new Date(open.at))}</Detail>
            <Detail label={t('audit.actor')}>
              {format.member(open.actor)} ({format.number(open.actor_id)})
            </Detail>
            <Detail label={t('audit.action')}>{open.action}</Detail>
            <Detail label={t('audit.object')}>{object(open)}</Detail>
            <AuditDiff before={open.before} after={open.after} />
          </>
        )}
      </DetailDrawer>
    </Box>
  );
}
