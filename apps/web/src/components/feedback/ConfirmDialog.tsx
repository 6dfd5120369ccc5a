import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Seed section 8: the confirmation dialog, with its Persian yes and no labels in every language. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text?: string;
  busy?: boolean;
  /** What the person confirms in detail (a price, a voucher field) under the text. */
  children?: ReactNode;
  /** 'primary' for a yes that gets something (buying); red for one that removes. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{props.title}</DialogTitle>
      {(props.text || props.children) && (
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {props.text && <DialogContentText>{props.text}</DialogContentText>}
          {props.children}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={props.onClose} lang="fa">
          {t('confirm.no')}
        </Button>
        <Button
          onClick={props.onConfirm}
          disabled={props.busy}
          color={props.tone === 'primary' ? 'primary' : 'error'}
          variant={props.tone === 'primary' ? 'contained' : 'text'}
          disableElevation
          lang="fa"
        >
          {t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
