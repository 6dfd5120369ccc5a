import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InitialAvatar } from '@/components/ui/InitialAvatar';
import { translateError } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { avatarSrc, fullName } from './avatar-src';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';
const MAX_BYTES = 5 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable')));
    reader.readAsDataURL(file);
  });
}

/**
 * The profile picture: choose one and see it before saving (the server crops it to a square),
 * with the upload's progress; or remove the current one.
 */
export function AvatarEditor(props: { me: MeResponse; onChange: (me: MeResponse) => void }) {
  const { t } = useTranslation('profile');
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const { me } = props;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    if (file.size > MAX_BYTES) {
      setError(translateError('picture_too_big', { megabytes: MAX_BYTES / (1024 * 1024) }));
      return;
    }
    void readAsDataUrl(file).then((url) => setPreview({ file, url }));
  };
  const save = () => {
    if (!preview) return;
    setProgress(0);
    upload
      .mutateAsync({ file: preview.file, onProgress: (fraction) => setProgress(fraction * 100) })
      .then((updated) => {
        props.onChange(updated);
        setPreview(null);
        notify(t('avatar.saved'));
      })
      .catch(() => undefined)
      .finally(() => setProgress(null));
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
        src={preview?.url ?? avatarSrc(me.avatar_url)}
        size={96}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {preview ? (
          <>
            <Button variant="contained" onClick={save} disabled={upload.isPending}>
              {t('avatar.save')}
            </Button>
            <Button onClick={() => setPreview(null)} disabled={upload.isPending}>
              {t('avatar.cancel')}
            </Button>
          </>
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
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('avatar.uploading')}
          sx={{ width: 200 }}
        />
      )}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}
