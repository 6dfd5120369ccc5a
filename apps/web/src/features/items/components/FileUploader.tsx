import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { translateError } from '@/lib/i18n';
import { userText } from '@/lib/user-text';
import { uploadItemFile, type FilePurpose, type FileVisibility } from '../api/files';
import { itemQueryOptions } from '../api/item';
import { ACCEPTED, FILE_STATUSES, MAX_FILE_BYTES, TOO_BIG, TOO_MANY } from './file-rules';

interface Upload {
  key: number;
  name: string;
  progress: number;
  error: string;
}

let nextKey = 1;

/** Why an upload failed, in the reader's language, beside its file. */
function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && FILE_STATUSES.includes(error.status)) {
    return error.text();
  }
  return fallback;
}

/**
 * Picks files and sends each with its own progress bar. A file too big or past the item's limit
 * is refused before sending; the server's refusal (type, size, count) shows beside the file.
 */
export function FileUploader(props: {
  itemId: string;
  purpose: FilePurpose;
  visibility: FileVisibility;
  multiple: boolean;
  /** How many more files the item can take. */
  room: number;
}) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) =>
      list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const send = (file: File, error: string) => {
    const key = nextKey++;
    setUploads((list) => [...list, { key, name: file.name, progress: 0, error }]);
    if (error) return;
    uploadItemFile({
      itemId: props.itemId,
      file,
      purpose: props.purpose,
      visibility: props.visibility,
      handles: FILE_STATUSES,
      onProgress: (fraction) => update(key, { progress: Math.round(fraction * 100) }),
    })
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: itemQueryOptions(props.itemId).queryKey });
        setUploads((list) => list.filter((upload) => upload.key !== key));
      })
      .catch((failure: unknown) => update(key, { error: reasonOf(failure, t('files.failed')) }));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    let room = props.room;
    for (const file of files) {
      const error = file.size > MAX_FILE_BYTES ? TOO_BIG : room <= 0 ? TOO_MANY : undefined;
      if (!error) room -= 1;
      send(file, error ? translateError(error) : '');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={props.room <= 0}
        sx={{ justifySelf: 'start', borderRadius: 999 }}
      >
        {t(props.multiple ? 'files.chooseMany' : 'files.chooseOne')}
        <input hidden type="file" accept={ACCEPTED} multiple={props.multiple} onChange={choose} />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('files.rules', { count: format.number(props.room) })}
      </Typography>
      {uploads.map((upload) => (
        <Box key={upload.key} data-testid="upload-row" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" noWrap {...userText}>
            {upload.name}
          </Typography>
          {upload.error ? (
            <Typography variant="body2" color="error" role="alert">
              {upload.error}
            </Typography>
          ) : (
            <LinearProgress
              variant="determinate"
              value={upload.progress}
              aria-label={t('files.progress', { name: upload.name })}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
