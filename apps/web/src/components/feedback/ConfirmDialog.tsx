import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Seed section 8: the confirmation dialog, with its Persian yes and no labels in every language. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{props.title}</DialogTitle>
      {props.text && (
        <DialogContent>
          <DialogContentText>{props.text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={props.onClose} lang="fa">
          {t('confirm.no')}
        </Button>
        <Button onClick={props.onConfirm} disabled={props.busy} color="error" lang="fa">
          {t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
