import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { EmailStep } from './EmailStep';

/**
 * Seed section 2: the login dialog, persistent (a click beside it or Escape does not close it) and
 * closable with its close button, at most 500 wide.
 */
export function LoginDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={props.open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') props.onClose();
      }}
      aria-labelledby="login-dialog-title"
      slotProps={{ paper: { sx: { maxWidth: 500, width: '100%', m: 2 } } }}
    >
      <DialogTitle id="login-dialog-title" sx={{ pe: 6 }}>
        {t('dialog.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('dialog.close')}
        onClick={props.onClose}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <EmailStep />
      </DialogContent>
    </Dialog>
  );
}
