import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { paths } from '@/config/paths';
import { meQueryOptions, useMe } from '@/features/auth/api/me';
import { EmailSettings } from '@/features/auth/components/EmailSettings';
import { DevOutboxLink } from '@/features/dev-outbox/components/DevOutboxLink';
import { AvatarEditor } from '@/features/profile/components/AvatarEditor';
import { EditProfileForm } from '@/features/profile/components/EditProfileForm';
import { useAvatarChoice } from '@/features/profile/hooks/use-avatar-choice';
import { useClientState } from '@/lib/client-state';
import { notify } from '@/lib/notify';

/** The member as the server has them now: in the query cache and the seed's profile fields. */
function useStoreMe() {
  const queryClient = useQueryClient();
  return (me: MeResponse) => {
    queryClient.setQueryData(meQueryOptions().queryKey, me);
    const { profile, set } = useClientState.getState();
    set({
      profile: {
        ...profile,
        first_name: me.first_name,
        last_name: me.last_name,
        city: me.city,
        phone: me.phone ?? '',
        address: me.address,
        avatar_URL: me.avatar_url ?? '',
      },
    });
  };
}

/** editProfile: the picture, the e-mail with its confirmation, every profile field, the language. */
export default function EditProfileScreen() {
  const { t } = useTranslation('profile');
  const me = useMe();
  const store = useStoreMe();
  const navigate = useNavigate();
  // One Save for the whole screen: a chosen picture goes up with the fields.
  const picture = useAvatarChoice();

  if (me.isPending) {
    return <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('loading')} />;
  }
  if (!me.data) return <EmptyState title={t('unavailable')} />;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 500, mx: 'auto' }}>
      <AvatarEditor me={me.data} choice={picture} onChange={store} />
      <Divider />
      <EmailSettings me={me.data} codeExtra={<DevOutboxLink />} />
      <Divider />
      <EditProfileForm
        me={me.data}
        beforeSave={picture.uploadChosen}
        uploading={picture.uploading}
        onSaved={(saved) => {
          store(saved);
          notify(t('saved'));
          void navigate(paths.profile.href());
        }}
      />
    </Box>
  );
}
