import { fileSchema } from '@ideabazaar/shared/schemas/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { uploadFile } from '@/lib/api-files';
import { itemQueryOptions } from './item';

export type FilePurpose = 'elevator' | 'abstract';
export type FileVisibility = 'public' | 'private';

/** POST /api/items/{id}/files?purpose&visibility, multipart with one field `file`. */
export const uploadItemFile = (input: {
  itemId: string;
  file: File;
  purpose: FilePurpose;
  visibility: FileVisibility;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  handles?: number[];
}) =>
  uploadFile(
    `/items/${encodeURIComponent(input.itemId)}/files?${new URLSearchParams({
      purpose: input.purpose,
      visibility: input.visibility,
    })}`,
    input.file,
    {
      schema: fileSchema,
      onProgress: input.onProgress,
      signal: input.signal,
      handles: input.handles,
    },
  );

/** DELETE /api/items/{id}/files/{fileId}. */
export const deleteItemFile = (input: { itemId: string; fileId: string }) =>
  apiRequest(
    `/items/${encodeURIComponent(input.itemId)}/files/${encodeURIComponent(input.fileId)}`,
    { method: 'DELETE', schema: z.object({ status: z.literal('ok') }) },
  );

export function useDeleteItemFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItemFile,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: itemQueryOptions(input.itemId).queryKey }),
  });
}
