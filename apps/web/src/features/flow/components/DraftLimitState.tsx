import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/** Starting or claiming a draft was refused: the member already has as many drafts as allowed. */
export const isDraftLimit = (error: unknown) =>
  error instanceof ApiError && error.code === 'draft_limit';

/**
 * Where a new draft was refused because the member has too many unfinished ones: the server's
 * sentence stays on screen (its notification is brief), with the ways to finish or delete one.
 */
export function DraftLimitState(props: { error: unknown }) {
  const { t } = useTranslation('flow');
  const message = props.error instanceof ApiError ? props.error.text() : '';
  return (
    <EmptyState
      title={t('draftLimit.title')}
      text={message}
      action={
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={Link} to={paths.myIdeas.href()} variant="outlined">
            {t('draftLimit.myIdeas')}
          </Button>
          <Button component={Link} to={paths.myNeeds.href()} variant="outlined">
            {t('draftLimit.myNeeds')}
          </Button>
        </Box>
      }
    />
  );
}
