import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { adminVoucherSchema } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useAdminVouchers, useDisableVoucher } from '../api/vouchers';
import { AdminTable, queryState } from '../components/AdminTable';
import { Detail, DetailDrawer } from '../components/DetailDrawer';
import { FilterSelect, SearchField } from '../components/TableFilters';
import { VoucherForm } from '../components/VoucherForm';

type Row = z.infer<typeof adminVoucherSchema>;
type State = 'active' | 'disabled';

/** The vouchers: created here, listed with their uses and the discount granted, disabled. */
export default function VouchersScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<State | ''>('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useAdminVouchers();
  const disable = useDisableVoucher();
  const rows = (list.data?.vouchers ?? []).filter(
    (row) =>
      row.code.includes(search.toUpperCase()) &&
      (!state || row.disabled === (state === 'disabled')),
  );
  const open = list.data?.vouchers.find((row) => row.id === openId);
  const value = (row: Row) =>
    row.kind === 'percent'
      ? t('vouchers.percentValue', { value: format.number(row.value) })
      : format.money(row.value);
  const limit = (count: number | null) =>
    count === null ? t('vouchers.unlimited') : format.grouped(count);
  const stateLabel = (row: Row) => t(`vouchers.states.${row.disabled ? 'disabled' : 'active'}`);

  const columns: GridColDef<Row>[] = [
    { field: 'code', headerName: t('vouchers.code'), width: 140 },
    {
      field: 'value',
      headerName: t('vouchers.value'),
      width: 130,
      valueGetter: (_value, row) => value(row),
    },
    {
      field: 'uses',
      headerName: t('vouchers.uses'),
      width: 110,
      valueFormatter: (count: number) => format.grouped(count),
    },
    {
      field: 'granted',
      headerName: t('vouchers.granted'),
      width: 150,
      valueFormatter: (amount: number) => format.money(amount),
    },
    {
      field: 'budget',
      headerName: t('vouchers.budget'),
      width: 150,
      valueFormatter: (amount: number) => format.money(amount),
    },
    {
      field: 'expires_at',
      headerName: t('vouchers.expires'),
      width: 150,
      valueFormatter: (at: string | null) =>
        at ? format.dateTime(new Date(at)) : t('vouchers.never'),
    },
    {
      field: 'disabled',
      headerName: t('vouchers.state'),
      width: 110,
      renderCell: ({ row }) => (
        <Chip size="small" color={row.disabled ? 'default' : 'success'} label={stateLabel(row)} />
      ),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('nav.vouchers')}
      </Typography>
      <AdminTable<Row>
        label={t('vouchers.table')}
        rows={rows}
        columns={columns}
        {...queryState(list)}
        onRowClick={(row) => setOpenId(row.id)}
        toolbar={
          <>
            <SearchField label={t('vouchers.search')} value={search} onChange={setSearch} />
            <FilterSelect<State>
              label={t('vouchers.state')}
              value={state}
              onChange={setState}
              options={[
                { value: '', label: t('all') },
                { value: 'active', label: t('vouchers.states.active') },
                { value: 'disabled', label: t('vouchers.states.disabled') },
              ]}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('vouchers.create')}
            </Button>
          </>
        }
      />
      <DetailDrawer open={creating} onClose={() => setCreating(false)} title={t('vouchers.create')}>
        {creating && <VoucherForm onCreated={() => setCreating(false)} />}
      </DetailDrawer>
      <DetailDrawer
        open={open !== undefined}
        onClose={() => setOpenId(null)}
        title={open ? t('vouchers.details', { code: open.code }) : ''}
      >
        {open && (
          <>
            <Detail label={t('vouchers.state')}>{stateLabel(open)}</Detail>
            <Detail label={t('vouchers.kind')}>{t(`vouchers.kinds.${open.kind}`)}</Detail>
            <Detail label={t('vouchers.value')}>{value(open)}</Detail>
            {open.max_discount !== null && (
              <Detail label={t('vouchers.maxDiscount')}>{format.money(open.max_discount)}</Detail>
            )}
            <Detail label={t('vouchers.budget')}>{format.money(open.budget)}</Detail>
            <Detail label={t('vouchers.granted')}>{format.money(open.granted)}</Detail>
            <Detail label={t('vouchers.uses')}>{format.grouped(open.uses)}</Detail>
            <Detail label={t('vouchers.minPrice')}>{format.money(open.min_price)}</Detail>
            <Detail label={t('vouchers.maxUses')}>{limit(open.max_uses)}</Detail>
            <Detail label={t('vouchers.maxUsesPerMember')}>
              {limit(open.max_uses_per_member)}
            </Detail>
            <Detail label={t('vouchers.expires')}>
              {open.expires_at ? format.dateTime(new Date(open.expires_at)) : t('vouchers.never')}
            </Detail>
            <Detail label={t('vouchers.createdAt')}>
              {format.dateTime(new Date(open.created_at))}
            </Detail>
            {!open.disabled && (
              <>
                <Divider />
                <Button
                  variant="contained"
                  color="error"
                  loading={disable.isPending}
                  onClick={() =>
                    disable.mutate(open.id, {
                      onSuccess: (voucher) =>
                        notify(t('vouchers.disabled', { code: voucher.code })),
                    })
                  }
                >
                  {t('vouchers.disable')}
                </Button>
              </>
            )}
          </>
        )}
      </DetailDrawer>
    </Box>
  );
}
