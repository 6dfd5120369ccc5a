import { useSearchParams } from 'react-router';
import { MobileAuth } from '@/features/auth/components/MobileAuth';
import { DevOutboxLink } from '@/features/dev-outbox/components/DevOutboxLink';

/** The mobile auth page (seed section 2), with the optional ideaId of the idea being saved. */
export default function MobileAuthScreen() {
  const [params] = useSearchParams();
  return <MobileAuth ideaId={params.get('ideaId') ?? undefined} confirmExtra={<DevOutboxLink />} />;
}
