import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { adminDisputeSchema } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '@/lib/format';
import { useTimeLeft } from '@/lib/use-time-left';
import { notify } from '@/lib/notify';
import { useAdminDisputes, useSettleDispute } from '../api/disputes';
import { AdminTable, queryState } from '../components/AdminTable';
import { Detail, DetailDrawer } from '../components/DetailDrawer';
import { SearchField } from '../components/TableFilters';

type Row = z.infer<typeof adminDisputeSchema>;

/** The open disputes: the purchase, both parties, the reason, settled from the drawer. */
export default function DisputesScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const timeLeft = useTimeLeft();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const list = useAdminDisputes();
  const settle = useSettleDispute();
  const needle = search.toLowerCase();
  const rows = (list.data?.disputes ?? []).filter(
    (row) =>
      !needle ||
      [row.item_title, format.member(row.buyer), format.member(row.seller), row.id].some((text) =>
        text.toLowerCase().includes(needle),
      ),
  );
  const open = list.data?.disputes.find((row) => row.id === openId);
  const left = (row: Row) => {
    const time = timeLeft(row.release_at);
    return time === null ? t('disputes.passed') : t('disputes.left', { time });
  };

  const columns: GridColDef<Row>[] = [
    {
      field: 'disputed_at',
      headerName: t('disputes.disputedAt'),
      width: 150,
      valueFormatter: (value: string | null) => (value ? format.dateTime(new Date(value)) : ''),
    },
    { field: 'item_title', headerName: t('disputes.item'), flex: 1, minWidth: 160 },
    {
      field: 'buyer',
      headerName: t('disputes.buyer'),
      width: 140,
      valueGetter: (_value, row) => format.member(row.buyer),
    },
    {
      field: 'seller',
      headerName: t('disputes.seller'),
      width: 140,
      valueGetter: (_value, row) => format.member(row.seller),
    },
    {
      field: 'paid',
      headerName: t('disputes.paid'),
      width: 130,
      valueFormatter: (value: number) => format.money(value),
    },
    {
      field: 'release_at',
      headerName: t('disputes.timeLeft'),
      width: 170,
      valueGetter: (_value, row) => left(row),
    },
  ];

  const decide = (row: Row, outcome: 'refund' | 'release') =>
    settle.mutate(
      { id: row.id, outcome, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          setOpenId(null);
          notify(t(outcome === 'refund' ? 'disputes.refunded' : 'disputes.released'));
        },
      },
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('nav.disputes')}
      </Typography>
      <AdminTable<Row>
        label={t('disputes.table')}
        rows={rows}
        columns={columns}
        {...queryState(list)}
        onRowClick={(row) => {
          setNote('');
          setOpenId(row.id);
        }}
        toolbar={<SearchField label={t('disputes.search')} value={search} onChange={setSearch} />}
      />
      <DetailDrawer
        open={open !== undefined}
        onClose={() => setOpenId(null)}
        title={open ? t('disputes.details', { title: open.item_title }) : ''}
      >
        {open && (
          <>
            <Detail label={t('disputes.item')}>{open.item_title}</Detail>
            <Detail label={t('disputes.buyer')}>{format.member(open.buyer)}</Detail>
            <Detail label={t('disputes.seller')}>{format.member(open.seller)}</Detail>
            <Detail label={t('disputes.price')}>{format.money(open.price)}</Detail>
            {open.discount > 0 && (
              <Detail label={t('disputes.discount')}>{format.money(open.discount)}</Detail>
            )}
            <Detail label={t('disputes.paid')}>{format.money(open.paid)}</Detail>
            <Detail label={t('disputes.purchasedAt')}>
              {format.dateTime(new Date(open.created_at))}
            </Detail>
            {open.disputed_at && (
              <Detail label={t('disputes.disputedAt')}>
                {format.dateTime(new Date(open.disputed_at))}
              </Detail>
            )}
            <Detail label={t('disputes.timeLeft')}>{left(open)}</Detail>
            <Detail label={t('disputes.reason')}>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{open.dispute_reason}</Typography>
            </Detail>
            <Divider />
            <TextField
              size="small"
              multiline
              minRows={2}
              label={t('disputes.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
              <Button
                variant="contained"
                color="warning"
                loading={settle.isPending && settle.variables.outcome === 'refund'}
                disabled={settle.isPending}
                onClick={() => decide(open, 'refund')}
              >
                {t('disputes.refund')}
              </Button>
              <Button
                variant="contained"
                color="success"
                loading={settle.isPending && settle.variables.outcome === 'release'}
                disabled={settle.isPending}
                onClick={() => decide(open, 'release')}
              >
                {t('disputes.release')}
              </Button>
            </Box>
          </>
        )}
      </DetailDrawer>
    </Box>
  );
}
