import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { AdminConsole, type ConsoleAccess } from '@/features/admin/AdminConsole';
import { meQueryOptions } from '@/features/auth/api/me';
import { useClientState } from '@/lib/client-state';

/**
 * /admin and its sections: the operator console, for operators only (`is_operator` of /api/me).
 * Only this route's lazy import names it, so a member's pages never load its chunks.
 */
export default function AdminConsoleScreen() {
  const auth = useClientState((state) => state.auth);
  const me = useQuery({ ...meQueryOptions(), enabled: auth });
  const access: ConsoleAccess = !auth
    ? 'visitor'
    : me.data
      ? me.data.is_operator
        ? 'operator'
        : 'member'
      : me.isError
        ? 'unavailable'
        : 'checking';
  return (
    <AdminConsole
      access={access}
      onSignIn={() => useClientState.getState().promptLogin()}
      exitHref={paths.profile.href()}
    />
  );
}
