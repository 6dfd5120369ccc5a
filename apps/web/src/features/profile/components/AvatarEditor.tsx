import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InitialAvatar } from '@/components/ui/InitialAvatar';
import { notify } from '@/lib/notify';
import { useRemoveAvatar } from '../api/avatar';
import type { AvatarChoice } from '../hooks/use-avatar-choice';
import { avatarSrc, fullName } from './avatar-src';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The profile picture: a chosen one is shown at once and saved with the screen's one Save (the
 * server crops it to a square), with the upload's progress; or the current one removed.
 */
export function AvatarEditor(props: {
  me: MeResponse;
  choice: AvatarChoice;
  onChange: (me: MeResponse) => void;
}) {
  const { t } = useTranslation('profile');
  const remove = useRemoveAvatar();
  const { me, choice } = props;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) choice.choose(file);
  };
  const drop = () =>
    remove
      .mutateAsync()
      .then((updated) => {
        props.onChange(updated);
        notify(t('avatar.removed'));
      })
      .catch(() => undefined);

  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
      <InitialAvatar
        name={fullName(me) || me.email || '?'}
        src={choice.chosen?.url ?? avatarSrc(me.avatar_url)}
        size={96}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {choice.chosen ? (
          <Button onClick={choice.clear} disabled={choice.uploading}>
            {t('avatar.cancel')}
          </Button>
        ) : (
          <>
            <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
              {t('avatar.choose')}
              <input hidden type="file" accept={ACCEPTED} onChange={choose} />
            </Button>
            {me.avatar_url && (
              <Button color="error" onClick={() => void drop()} disabled={remove.isPending}>
                {t('avatar.remove')}
              </Button>
            )}
          </>
        )}
      </Box>
      {choice.chosen && !choice.uploading && (
        <Typography variant="body2" color="text.secondary">
          {t('avatar.withSave')}
        </Typography>
      )}
      {choice.progress !== null && (
        <LinearProgress
          variant="determinate"
          value={choice.progress}
          aria-label={t('avatar.uploading')}
          sx={{ width: 200 }}
        />
      )}
      {choice.error && (
        <Typography role="alert" color="error" variant="body2">
          {choice.error}
        </Typography>
      )}
    </Box>
  );
}
