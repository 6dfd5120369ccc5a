import type { z } from 'zod';
import { env } from '@/config/env';
import {
  ApiError,
  baseHeaders,
  errorOf,
  NETWORK_ERROR,
  parseBody,
  sharedHandling,
} from './api-client';

export interface UploadOptions<T> {
  /** The response schema from packages/shared. */
  schema: z.ZodType<T>;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Statuses the caller handles itself, skipping the shared handling (seed section 8). */
  handles?: number[];
}

/**
 * Sends one file as multipart/form-data in the field `file`. Fetch cannot report upload progress,
 * so this uses XMLHttpRequest, with the API client's headers and its shared error handling.
 */
export function uploadFile<T>(path: string, file: File, options: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiUrl}/api${path}`);
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    const fail = (error: ApiError) => {
      if (!options.handles?.includes(error.status)) sharedHandling(error);
      reject(error);
    };
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        fail(errorOf(xhr.status, body, xhr.statusText));
        return;
      }
      try {
        options.onProgress?.(1);
        resolve(options.schema.parse(body));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => fail(new ApiError(0, NETWORK_ERROR, undefined, undefined)));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * The bytes of a file behind the API (private files need the bearer token, so a plain link cannot
 * open them), as a Blob a page can offer for download with an object URL.
 */
export async function fetchFileBlob(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, { headers: baseHeaders() });
  } catch {
    const error = new ApiError(0, NETWORK_ERROR, undefined, undefined);
    sharedHandling(error);
    throw error;
  }
  if (!response.ok) {
    const error = errorOf(response.status, parseBody(await response.text()), response.statusText);
    sharedHandling(error);
    throw error;
  }
  return response.blob();
}

/** Saves a Blob as a file through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
