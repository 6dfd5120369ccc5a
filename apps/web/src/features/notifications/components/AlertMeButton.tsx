import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SavedSearchRequest } from '@ideabazaar/shared/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useClientState } from '@/lib/client-state';

type Outcome = { kind: 'saved' } | { kind: 'refused'; text: string } | null;

/**
 * "Alert me" above the list: saves its search and filters, so that new items that match notify
 * the member. A visitor is asked to sign in first. It sits on the first screen, so the call and
 * its schema load only when it is pressed.
 */
export function AlertMeButton(props: { search: SavedSearchRequest }) {
  const { t } = useTranslation('notifications');
  const auth = useClientState((state) => state.auth);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const query = JSON.stringify(props.search);
  const [savedFor, setSavedFor] = useState('');
  // What was said is about the search it was said for: another search starts afresh.
  const shown = savedFor === query ? outcome : null;

  const save = async () => {
    if (!auth) return useClientState.getState().promptLogin();
    setPending(true);
    try {
      const { saveSearch, savedSearchesKey } = await import('../api/saved-searches');
      await saveSearch(props.search);
      void queryClient.invalidateQueries({ queryKey: savedSearchesKey });
      setOutcome({ kind: 'saved' });
    } catch (error) {
      // Other failures (offline, a server error) were told by the shared handling.
      setOutcome(
        error instanceof ApiError && (error.status === 409 || error.status === 422)
          ? { kind: 'refused', text: error.text() }
          : null,
      );
    } finally {
      setSavedFor(query);
      setPending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<NotificationsActiveIcon />}
        disabled={pending || shown?.kind === 'saved'}
        onClick={() => void save()}
      >
        {t('alertMe.button')}
      </Button>
      <Typography
        role="status"
        variant="body2"
        color={shown?.kind === 'refused' ? 'error' : 'text.secondary'}
      >
        {shown?.kind === 'saved' ? t('alertMe.saved') : shown?.kind === 'refused' ? shown.text : ''}
      </Typography>
    </Box>
  );
}
