import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Withdrawal, WithdrawalStatus } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCancelWithdrawal, useWithdrawals } from '../api/withdrawals';

const statusColor: Record<WithdrawalStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  paid: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** The last four digits are enough to tell one's accounts apart on screen. */
const maskedSheba = (sheba: string) => `IR…${sheba.slice(-4)}`;

/** The member's withdrawal requests, newest first; a pending one can be cancelled. */
export function WithdrawalList() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const withdrawals = useWithdrawals();
  const cancel = useCancelWithdrawal();
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);

  const confirm = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => notify(t('withdraw.cancelled')),
      onSettled: () => setCancelling(null),
    });
  };

  if (withdrawals.isPending) {
    return <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('loading')} />;
  }
  const list = withdrawals.data?.withdrawals ?? [];
  return (
    <Box component="section" aria-label={t('withdraw.listTitle')} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6">
        {t('withdraw.listTitle')}
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">{t('withdraw.none')}</Typography>
      ) : (
        <List disablePadding>
          {list.map((withdrawal) => (
            <ListItem
              key={withdrawal.id}
              divider
              data-testid="withdrawal"
              secondaryAction={
                withdrawal.status === 'pending' ? (
                  <Button color="error" size="small" onClick={() => setCancelling(withdrawal)}>
                    {t('withdraw.cancel')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <span>{format.money(withdrawal.amount)}</span>
                    <Chip
                      size="small"
                      label={t(`withdraw.status.${withdrawal.status}`)}
                      color={statusColor[withdrawal.status]}
                    />
                  </Box>
                }
                secondary={[
                  `${maskedSheba(withdrawal.sheba)} · ${withdrawal.holder_name}`,
                  format.date(new Date(withdrawal.created_at)),
                  withdrawal.reference && t('withdraw.reference', { ref: withdrawal.reference }),
                  withdrawal.reason && t('withdraw.reason', { reason: withdrawal.reason }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('withdraw.cancelTitle')}
        text={
          cancelling ? t('withdraw.cancelText', { amount: format.money(cancelling.amount) }) : ''
        }
        busy={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}
