import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CHAT_REPORT_MAX } from '@ideabazaar/shared/schemas/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSetBlocked } from '../api/block';
import { useReportConversation } from '../api/report';

/** Block or unblock the member, and report the conversation to the operators. */
export function ChatMenu(props: { peer: number; blocked: boolean; started: boolean }) {
  const { t } = useTranslation('chat');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const block = useSetBlocked(props.peer);
  const report = useReportConversation(props.peer);

  const submitReport = () =>
    report.mutate(reason, {
      onSuccess: () => {
        setReporting(false);
        setReason('');
        notify(t('reported'), 'success');
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.text() : String(failure)),
    });

  return (
    <>
      <IconButton aria-label={t('menu')} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            block.mutate(!props.blocked, {
              onSuccess: () => notify(t(props.blocked ? 'unblocked' : 'blocked'), 'success'),
            });
          }}
        >
          {t(props.blocked ? 'unblock' : 'block')}
        </MenuItem>
        {props.started && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setError(undefined);
              setReporting(true);
            }}
          >
            {t('report')}
          </MenuItem>
        )}
      </Menu>
      <Dialog open={reporting} onClose={() => setReporting(false)} fullWidth>
        <DialogTitle>{t('reportTitle')}</DialogTitle>
        <DialogContent>
          <CountedTextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={t('reportReason')}
            value={reason}
            max={CHAT_REPORT_MAX}
            error={error}
            onValueChange={setReason}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReporting(false)}>{t('cancel')}</Button>
          <Button onClick={submitReport} disabled={report.isPending} variant="contained">
            {t('sendReport')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
