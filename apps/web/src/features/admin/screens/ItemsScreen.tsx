import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminItem } from '@ideabazaar/shared/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { fetchItems } from '../api/items';
import { AdminTable } from '../components/AdminTable';
import { ItemDrawer } from '../components/moderation/ItemDrawer';
import { useEnumLabel } from '../components/moderation/MemberLink';
import { FilterSelect, SearchField } from '../components/TableFilters';
import { useCursorPages } from '../components/use-cursor-pages';

/** Every item, hidden or not: search, the section and hidden filters, hide or restore one. */
export default function ItemsScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const labelOf = useEnumLabel();
  const [q, setQ] = useState('');
  const [section, setSection] = useState<'idea' | 'need' | ''>('');
  const [hidden, setHidden] = useState<'true' | 'false' | ''>('');
  const [selected, setSelected] = useState<AdminItem | null>(null);
  const list = useCursorPages(
    'items',
    { q: q || undefined, section: section || undefined, hidden: hidden || undefined },
    fetchItems,
  );
  const shown = selected && (list.rows.find((row) => row.id === selected.id) ?? selected);

  const columns: GridColDef<AdminItem>[] = [
    {
      field: 'title',
      headerName: t('items.columns.title'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <span dir="auto">{row.title || t('items.untitled')}</span>
          {row.hidden && <Chip size="small" color="error" label={t('items.hiddenChip')} />}
        </Box>
      ),
    },
    {
      field: 'section',
      headerName: t('items.columns.section'),
      width: 90,
      valueFormatter: (value: 'idea' | 'need') => t(`items.sections.${value}`),
    },
    {
      field: 'status',
      headerName: t('items.columns.status'),
      width: 110,
      valueFormatter: (value: string) => labelOf('items.statuses', value),
    },
    {
      field: 'owner',
      headerName: t('items.columns.owner'),
      width: 150,
      valueGetter: (_value, row) => (row.owner ? format.member(row.owner) : ''),
    },
    {
      field: 'sales',
      headerName: t('items.columns.sales'),
      width: 80,
      valueFormatter: (value: number) => format.number(value),
    },
    {
      field: 'open_reports',
      headerName: t('items.columns.reports'),
      width: 90,
      valueFormatter: (value: number) => format.number(value),
    },
    {
      field: 'created_at',
      headerName: t('items.columns.created'),
      width: 110,
      valueFormatter: (value: string) => format.date(new Date(value)),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('nav.items')}
      </Typography>
      <AdminTable<AdminItem>
        label={t('nav.items')}
        {...list.table}
        columns={columns}
        onRowClick={setSelected}
        toolbar={
          <>
            <SearchField label={t('items.search')} value={q} onChange={setQ} />
            <FilterSelect
              label={t('items.columns.section')}
              value={section}
              options={[
                { value: '', label: t('all') },
                { value: 'idea', label: t('items.sections.idea') },
                { value: 'need', label: t('items.sections.need') },
              ]}
              onChange={setSection}
            />
            <FilterSelect
              label={t('items.visibility')}
              value={hidden}
              options={[
                { value: '', label: t('all') },
                { value: 'false', label: t('items.visible') },
                { value: 'true', label: t('items.hiddenChip') },
              ]}
              onChange={setHidden}
            />
          </>
        }
      />
      <ItemDrawer item={shown} onClose={() => setSelected(null)} />
    </Box>
  );
}
