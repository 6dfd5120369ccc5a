import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import { useState } from 'react';
import { translateError } from '@/lib/i18n';
import { useUploadAvatar } from '../api/avatar';

const MAX_BYTES = 5 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable')));
    reader.readAsDataURL(file);
  });
}

export type AvatarChoice = ReturnType<typeof useAvatarChoice>;

/**
 * A profile picture chosen on the edit screen and not yet sent: it is shown at once and goes up
 * with the screen's one Save (`uploadChosen`), so pressing Save never loses it.
 */
export function useAvatarChoice() {
  const upload = useUploadAvatar();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  return {
    chosen,
    progress,
    error,
    uploading: upload.isPending,
    choose(file: File) {
      setError('');
      if (file.size > MAX_BYTES) {
        setError(translateError('picture_too_big', { megabytes: MAX_BYTES / (1024 * 1024) }));
        return;
      }
      void readAsDataUrl(file).then((url) => setChosen({ file, url }));
    },
    clear: () => setChosen(null),
    /** Sends the chosen picture; the member as the server has them then, or null if none. */
    async uploadChosen(): Promise<MeResponse | null> {
      if (!chosen) return null;
      setProgress(0);
      try {
        const updated = await upload.mutateAsync({
          file: chosen.file,
          onProgress: (fraction) => setProgress(fraction * 100),
        });
        setChosen(null);
        return updated;
      } finally {
        setProgress(null);
      }
    },
  };
}
