import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commentReportSchema } from '@ideabazaar/shared/schemas/comments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { notify } from '@/lib/notify';
import { useReportComment } from '../api/report-comment';

const REASON_MAX = 500;

/** Reports a comment to the operators, with an optional reason. */
export function ReportDialog(props: { commentId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('comments');
  const report = useReportComment();
  const [reason, setReason] = useState('');

  const send = () => {
    const { reason: text } = commentReportSchema.parse({ reason });
    report
      .mutateAsync({ commentId: props.commentId, reason: text })
      .then(() => {
        notify(t('report.sent'));
        setReason('');
        props.onClose();
      })
      .catch(() => undefined);
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('report.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('report.intro')}</DialogContentText>
        <CountedTextField
          multiline
          minRows={2}
          label={t('report.reason')}
          value={reason}
          max={REASON_MAX}
          onValueChange={setReason}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('cancel')}</Button>
        <Button onClick={send} disabled={report.isPending} color="error">
          {t('report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
