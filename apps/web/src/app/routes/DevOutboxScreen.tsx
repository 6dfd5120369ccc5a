import { DevOutbox } from '@/features/dev-outbox/components/DevOutbox';

export default function DevOutboxScreen() {
  return <DevOutbox />;
}
