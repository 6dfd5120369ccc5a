import { ReferralFriends } from '@/features/referral/components/ReferralFriends';

export default function ReferralScreen() {
  return <ReferralFriends />;
}
