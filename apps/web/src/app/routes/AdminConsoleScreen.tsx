import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { paths } from '@/config/paths';
import { AdminConsole, type ConsoleAccess } from '@/features/admin/AdminConsole';
import {
  QuestionPreviewContext,
  type QuestionPreviewProps,
} from '@/features/admin/components/questions/preview';
import { meQueryOptions } from '@/features/auth/api/me';
import { useClientState } from '@/lib/client-state';

/** The question bank's preview: the question flow's own component, loaded when first drawn. */
const QuestionPreview = lazy(() => import('./admin/QuestionPreview'));
const preview = (props: QuestionPreviewProps) => <QuestionPreview {...props} />;

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
    <QuestionPreviewContext value={preview}>
      <AdminConsole
        access={access}
        onSignIn={() => useClientState.getState().promptLogin()}
        exitHref={paths.profile.href()}
      />
    </QuestionPreviewContext>
  );
}
