import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  withdrawalStatuses,
  type WithdrawalStatus,
  type adminWithdrawalSchema,
} from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import {
  exportWithdrawals,
  useAdminWithdrawals,
  useMarkPaid,
  useRejectWithdrawal,
} from '../api/withdrawals';
import { AdminTable, queryState } from '../components/AdminTable';
import { CopyButton } from '../components/CopyButton';
import { Detail, DetailDrawer } from '../components/DetailDrawer';
import { FilterSelect, SearchField } from '../components/TableFilters';
import { TextAction } from '../components/TextAction';

type Row = z.infer<typeof adminWithdrawalSchema>;

/** Whether a request matches the quick search: the member, the holder or the Sheba. */
const matches = (row: Row, search: string, memberName: string) =>
  [memberName, row.member.id, row.holder_name, row.sheba, row.reference ?? ''].some((text) =>
    text.toLowerCase().includes(search.toLowerCase()),
  );

/** The withdrawal requests: the pending queue oldest first, paid or rejected from the drawer. */
export default function WithdrawalsScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [status, setStatus] = useState<WithdrawalStatus | ''>('pending');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useAdminWithdrawals(status);
  const pay = useMarkPaid();
  const reject = useRejectWithdrawal();
  const rows = (list.data?.withdrawals ?? []).filter(
    (row) => !search || matches(row, search, format.member(row.member)),
  );
  const open = list.data?.withdrawals.find((row) => row.id === openId);
  const statusLabel = (value: WithdrawalStatus) => t(`withdrawals.statuses.${value}`);

  const columns: GridColDef<Row>[] = [
    {
      field: 'created_at',
      headerName: t('withdrawals.requested'),
      width: 150,
      valueFormatter: (value: string) => format.dateTime(new Date(value)),
    },
    {
      field: 'member',
      headerName: t('withdrawals.member'),
      flex: 1,
      minWidth: 120,
      valueGetter: (_value, row) => format.member(row.member),
    },
    {
      field: 'amount',
      headerName: t('withdrawals.amount'),
      width: 140,
      valueFormatter: (value: number) => format.money(value),
    },
    { field: 'holder_name', headerName: t('withdrawals.holder'), flex: 1, minWidth: 120 },
    { field: 'sheba', headerName: t('withdrawals.sheba'), width: 250 },
    {
      field: 'status',
      headerName: t('withdrawals.status'),
      width: 120,
      renderCell: ({ row }) => <Chip size="small" label={statusLabel(row.status)} />,
    },
  ];

  /** A decided request leaves the queue: its drawer closes. */
  const done = (message: string) => {
    setOpenId(null);
    notify(message);
  };

  const download = async () => {
    const batch = status || 'pending';
    setExporting(true);
    try {
      await exportWithdrawals(batch, t('withdrawals.exportFile', { status: batch }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('nav.withdrawals')}
      </Typography>
      <AdminTable<Row>
        label={t('withdrawals.table')}
        rows={rows}
        columns={columns}
        {...queryState(list)}
        onRowClick={(row) => setOpenId(row.id)}
        toolbar={
          <>
            <SearchField label={t('withdrawals.search')} value={search} onChange={setSearch} />
            <FilterSelect<WithdrawalStatus>
              label={t('withdrawals.status')}
              value={status}
              onChange={setStatus}
              options={[
                { value: '', label: t('all') },
                ...withdrawalStatuses.map((value) => ({ value, label: statusLabel(value) })),
              ]}
            />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              loading={exporting}
              loadingPosition="start"
              onClick={() => void download().catch(() => undefined)}
            >
              {t('withdrawals.export')}
            </Button>
          </>
        }
      />
      <DetailDrawer
        open={open !== undefined}
        onClose={() => setOpenId(null)}
        title={open ? t('withdrawals.details', { amount: format.money(open.amount) }) : ''}
      >
        {open && (
          <>
            <Detail label={t('withdrawals.status')}>{statusLabel(open.status)}</Detail>
            <Detail label={t('withdrawals.member')}>{format.member(open.member)}</Detail>
            <Detail label={t('withdrawals.requested')}>
              {format.dateTime(new Date(open.created_at))}
            </Detail>
            <Detail
              label={t('withdrawals.holder')}
              action={<CopyButton value={open.holder_name} what={t('withdrawals.holder')} />}
            >
              {open.holder_name}
            </Detail>
            <Detail
              label={t('withdrawals.sheba')}
              action={<CopyButton value={open.sheba} what={t('withdrawals.sheba')} />}
            >
              <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                {open.sheba}
              </Box>
            </Detail>
            <Detail label={t('withdrawals.amount')}>{format.money(open.amount)}</Detail>
            {open.reference && <Detail label={t('withdrawals.reference')}>{open.reference}</Detail>}
            {open.reason && <Detail label={t('withdrawals.reason')}>{open.reason}</Detail>}
            {open.decided_at && (
              <Detail label={t('withdrawals.decided')}>
                {format.dateTime(new Date(open.decided_at))}
              </Detail>
            )}
            {open.status === 'pending' && (
              <>
                <Divider />
                <TextAction
                  label={t('withdrawals.reference')}
                  action={t('withdrawals.pay')}
                  required
                  color="success"
                  pending={pay.isPending}
                  onSubmit={(reference) =>
                    pay.mutate(
                      { id: open.id, reference },
                      { onSuccess: () => done(t('withdrawals.paid')) },
                    )
                  }
                />
                <TextAction
                  label={t('withdrawals.rejectReason')}
                  action={t('withdrawals.reject')}
                  required
                  multiline
                  color="error"
                  pending={reject.isPending}
                  onSubmit={(reason) =>
                    reject.mutate(
                      { id: open.id, reason },
                      { onSuccess: () => done(t('withdrawals.rejected')) },
                    )
                  }
                />
              </>
            )}
          </>
        )}
      </DetailDrawer>
    </Box>
  );
}
