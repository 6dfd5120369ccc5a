import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useTranslation } from 'react-i18next';

/**
 * Whether publishing this idea gives it away whole: none of its answers is private (issue 31).
 * The owner reads every answer, so their view of the item answers it; the server asks the same
 * (`all_public_confirmed`), so this only spares a refused request.
 */
export const allAnswersPublic = (item: Item) =>
  item.section === 'idea' && !item.answers.some((answer) => answer.is_private);

/**
 * The question put to a creator who publishes an idea with every answer public: publish anyway,
 * or go and choose the answers kept private.
 */
export function ConfirmAllPublic(props: {
  open: boolean;
  busy?: boolean;
  onPublish: () => void;
  onChoose: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('items');
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="all-public-title"
    >
      <DialogTitle id="all-public-title">{t('allPublic.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('allPublic.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onChoose}>{t('allPublic.choose')}</Button>
        <Button
          onClick={props.onPublish}
          disabled={props.busy}
          color="warning"
          variant="contained"
          disableElevation
        >
          {t('allPublic.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
