import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';
import { notify } from '@/lib/notify';
import { logout } from '../api/logout';
import { logoutAll } from '../api/logout-all';

/**
 * Signs out on this device, or everywhere. The local session ends even when the call fails (the
 * shared handling reports why): a member who asked to leave is not kept signed in.
 */
export function useSignOut() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (everywhere: boolean) => (everywhere ? logoutAll() : logout()),
    onSettled: async (_result, _error, everywhere) => {
      // Leave the member's screen first: it would otherwise show its signed-out panel.
      await navigate(paths.ideas.href());
      useClientState.getState().signOut();
      queryClient.removeQueries();
      notify(t(everywhere ? 'account.signedOutEverywhere' : 'account.signedOut'));
    },
  });
}
