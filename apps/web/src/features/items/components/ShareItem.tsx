import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { userText } from '@/lib/user-text';
import { QrCode } from './QrCode';

/** IdeaShare's body: the public link, Copy, the browser's share sheet where there is one, a QR code. */
export function ShareItem(props: { item: Item }) {
  const { t } = useTranslation('items');
  const { item } = props;
  const url = item.share_url;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => notify(t('share.copied')))
      .catch(() => notify(t('share.copyFailed'), 'error'));
  const share = () =>
    navigator
      .share({ title: item.title, text: item.elevator_text || item.title, url })
      // Closing the share sheet rejects; nothing went wrong.
      .catch(() => undefined);

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <Typography component="h2" variant="h6" {...userText}>
        {item.title}
      </Typography>
      <TextField
        label={t('share.link')}
        value={url}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        onFocus={(event) => event.target.select()}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
        {canShare && (
          <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
            {t('share.share')}
          </Button>
        )}
      </Box>
      <QrCode text={url} label={t('share.qr')} />
    </Box>
  );
}
