import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';

const REASON_MAX = 500;

/**
 * Asks an operator why before an action (block a member, hide an item, dismiss a report): a
 * reason that is `required` or not, sent with `onConfirm`, or only a confirmation
 * (`reasonField` false); a refusal stays in the dialog.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  text?: string;
  label: string;
  confirm: string;
  required: boolean;
  /** False for an action that takes no reason (a confirmation only). */
  reasonField?: boolean;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setError(undefined);
    props.onClose();
  };
  const confirm = () => {
    if (props.required && !reason.trim()) {
      setError(translateError('required'));
      return;
    }
    setBusy(true);
    props
      .onConfirm(reason.trim())
      .then(close)
      .catch((failure: unknown) => {
        if (failure instanceof ApiError) setError(failure.text());
      })
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open={props.open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {props.text && <DialogContentText>{props.text}</DialogContentText>}
        {error && <Alert severity="error">{error}</Alert>}
        {props.reasonField !== false && (
          <CountedTextField
            multiline
            minRows={2}
            label={props.label}
            value={reason}
            max={REASON_MAX}
            onValueChange={setReason}
            sx={{ mt: 1 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('moderation.cancel')}</Button>
        <Button onClick={confirm} disabled={busy} color={props.danger ? 'error' : 'primary'}>
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
