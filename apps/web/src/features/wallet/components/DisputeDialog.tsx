import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  DISPUTE_REASON_MAX,
  disputeRequestSchema,
  type Purchase,
} from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useOpenDispute } from '../api/purchases';

/** The buyer says what is wrong; an operator then refunds them or releases the sale. */
export function DisputeDialog(props: { purchase: Purchase | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const dispute = useOpenDispute();
  const { purchase } = props;

  const close = () => {
    setReason('');
    setError(undefined);
    props.onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!purchase) return;
    const parsed = disputeRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(schemaFieldErrors(parsed.error).reason);
      return;
    }
    dispute.mutate(
      { purchaseId: purchase.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify(t('purchases.disputed'));
          close();
        },
      },
    );
  };

  return (
    <Dialog open={purchase !== null} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('purchases.disputeTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {t('purchases.disputeText', { title: isolate(purchase?.item_title ?? '') })}
          </DialogContentText>
          <TextField
            label={t('purchases.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={error !== undefined}
            helperText={error ?? ' '}
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: DISPUTE_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('purchases.back')}</Button>
          <Button type="submit" color="error" disabled={dispute.isPending}>
            {t('purchases.sendDispute')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
