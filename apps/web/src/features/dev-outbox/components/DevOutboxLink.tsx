import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { outboxQueryOptions } from '../api/outbox';

/**
 * Shown where a code is awaited, only when the server keeps codes in the dev outbox: it opens the
 * outbox in a new tab, so the code being awaited stays on screen.
 */
export function DevOutboxLink() {
  const { t } = useTranslation('outbox');
  const outbox = useQuery(outboxQueryOptions());
  if (!outbox.isSuccess) return null;
  return (
    <Button
      variant="text"
      size="small"
      href={paths.devOutbox.href()}
      target="_blank"
      rel="noopener"
      endIcon={<OpenInNewIcon />}
    >
      {t('open')}
    </Button>
  );
}
