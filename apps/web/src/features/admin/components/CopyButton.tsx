import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';

/** Copies a value (a Sheba, a holder's name) for pasting into the bank's site. */
export function CopyButton(props: { value: string; what: string }) {
  const { t } = useTranslation('admin');
  const label = t('copy', { what: props.what });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={() => void copyText(props.value, t('copied'), t('copyFailed'))}
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
