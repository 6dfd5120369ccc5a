import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClientState } from '@/lib/client-state';
import { meQueryOptions } from '../api/me';

/** Keeps the member's seed fields (section 3) in the client state. */
export function storeMember(me: MeResponse) {
  const { user, profile, set } = useClientState.getState();
  set({
    userId: me.id,
    user: { ...user, email: me.email ?? '', mobile: me.mobile ?? '' },
    profile: { ...profile, first_name: me.first_name, last_name: me.last_name },
  });
}

/**
 * Seed section 4: on success the auth flag is set and the token stored (which closes the login
 * dialog); every answer is read again as the member's, and the member from GET /api/me. The flag
 * is set before the first await, so a navigation right after the call already passes the guard.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      useClientState.getState().signedIn(token);
      // What the server answered a visitor (an item's can_buy, its private parts) is asked again;
      // the sign-in's own calls are not (Google's code trades for a token once).
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      // A failed read was already reported by the shared handling; the sign-in itself stands.
      const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => null);
      if (me) storeMember(me);
    },
    [queryClient],
  );
}
