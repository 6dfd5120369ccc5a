import { LoginDialog } from '@/features/auth/components/LoginDialog';
import { DevOutboxLink } from '@/features/dev-outbox/components/DevOutboxLink';

/** The login dialog of the route guard, in a module of its own: loaded the first time it opens. */
export default function LoginPrompt(props: { open: boolean; onClose: () => void }) {
  return <LoginDialog open={props.open} onClose={props.onClose} confirmExtra={<DevOutboxLink />} />;
}
