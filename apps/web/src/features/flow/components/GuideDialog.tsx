import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Seed section 2: the Guide dialog of a question's help icon. */
export function GuideDialog(props: { open: boolean; guide: string; onClose: () => void }) {
  const { t } = useTranslation('flow');
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="guide-dialog-title">
      <DialogTitle id="guide-dialog-title">{t('guide.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{props.guide || t('guide.none')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('guide.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
