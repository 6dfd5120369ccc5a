import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { itemReportRequestSchema } from '@ideabazaar/shared/schemas/console';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useReportItem } from '../api/report-item';

const REASON_MAX = 500;

/**
 * The report's dialog (ReportItem): the member's reason, sent to the operators. A refusal
 * (reported before, their own) stays in the dialog in the reader's language.
 */
export function ReportDialog(props: {
  itemId: string;
  section: Section;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('items');
  const report = useReportItem();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  const close = () => {
    props.onClose();
    setFieldError(undefined);
    setRefusal(undefined);
  };

  const send = () => {
    const parsed = itemReportRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(schemaFieldErrors(parsed.error).reason);
      return;
    }
    setFieldError(undefined);
    report
      .mutateAsync({ itemId: props.itemId, reason: parsed.data.reason })
      .then(() => {
        notify(t('report.sent'));
        setReason('');
        close();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) setRefusal(error.text());
      });
  };

  return (
    <Dialog open={props.open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{t(`report.title.${props.section}`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('report.intro')}</DialogContentText>
        {refusal && <Alert severity="warning">{refusal}</Alert>}
        <CountedTextField
          multiline
          minRows={2}
          label={t('report.reason')}
          value={reason}
          max={REASON_MAX}
          error={fieldError}
          onValueChange={setReason}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('report.cancel')}</Button>
        <Button onClick={send} disabled={report.isPending} color="error">
          {t('report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
