import { meResponseSchema } from '@ideabazaar/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadFile } from '@/lib/api-files';

/** POST /api/me/avatar (multipart field `file`): the server makes it a square; returns the member. */
export const uploadAvatar = (input: { file: File; onProgress?: (fraction: number) => void }) =>
  uploadFile('/me/avatar', input.file, { schema: meResponseSchema, onProgress: input.onProgress });

/** DELETE /api/me/avatar. */
export const removeAvatar = () =>
  apiRequest('/me/avatar', { method: 'DELETE', schema: meResponseSchema });

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });
export const useRemoveAvatar = () => useMutation({ mutationFn: removeAvatar });
