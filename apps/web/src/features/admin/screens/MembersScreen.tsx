import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminMember } from '@ideabazaar/shared/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '@/lib/format';
import { fetchMembers } from '../api/members';
import { AdminTable } from '../components/AdminTable';
import { FilterSelect, SearchField } from '../components/TableFilters';
import { useCursorPages } from '../components/use-cursor-pages';
import { sectionHref } from '../sections';

/** Members by e-mail, mobile, name or id, blocked or not; a row opens the member's page. */
export default function MembersScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [blocked, setBlocked] = useState<'true' | 'false' | ''>('');
  const list = useCursorPages(
    'members',
    { q: q || undefined, blocked: blocked || undefined },
    fetchMembers,
  );

  const columns: GridColDef<AdminMember>[] = [
    {
      field: 'name',
      headerName: t('members.columns.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <span dir="auto">{format.member(row)}</span>
          {row.blocked && <Chip size="small" color="error" label={t('members.blocked')} />}
          {row.is_operator && <Chip size="small" color="info" label={t('members.operator')} />}
        </Box>
      ),
    },
    { field: 'email', headerName: t('members.columns.email'), flex: 1, minWidth: 180 },
    { field: 'mobile', headerName: t('members.columns.mobile'), width: 140 },
    {
      field: 'created_at',
      headerName: t('members.columns.joined'),
      width: 110,
      valueFormatter: (value: string) => format.date(new Date(value)),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('nav.members')}
      </Typography>
      <AdminTable<AdminMember>
        label={t('nav.members')}
        {...list.table}
        columns={columns}
        onRowClick={(row) => void navigate(sectionHref(`members/${row.id}`))}
        toolbar={
          <>
            <SearchField label={t('members.search')} value={q} onChange={setQ} />
            <FilterSelect
              label={t('members.state')}
              value={blocked}
              options={[
                { value: '', label: t('all') },
                { value: 'false', label: t('members.active') },
                { value: 'true', label: t('members.blocked') },
              ]}
              onChange={setBlocked}
            />
          </>
        }
      />
    </Box>
  );
}
