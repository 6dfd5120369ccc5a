import { access, constants, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included (the numbers of a `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What `read` opens: the bytes asked for, and the size of the whole object. */
export interface StoredBytes {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded bytes live: the local disk under DATA_DIR/files by default, or an S3-compatible
 * store (s3-storage.ts) chosen by the configuration (PRODUCT.md section 9).
 */
export interface Storage {
  /** Moves a finished temporary file in under `key`; the temporary file is gone afterwards. */
  put(key: string, tempFile: string): Promise<void>;
  /**
   * Opens the object, or the range of it (which must start inside it; its end is cut to the
   * object's). Rejects with `MissingObjectError` when there is no such object.
   */
  read(key: string, range?: ByteRange): Promise<StoredBytes>;
  /** The object's size; rejects with `MissingObjectError` when there is none. */
  size(key: string): Promise<number>;
  /** Deletes the object; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** A local folder for uploads in progress, whichever store keeps the finished ones. */
  readonly tempDir: string;
  /** Resolves when the store can be written and read now; rejects with why not (readiness). */
  check(): Promise<void>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): void;
}

/** No object under this key: the routes answer their 404 for it, never a 500. */
export class MissingObjectError extends Error {
  constructor(key: string, options?: { cause?: unknown }) {
    super(`no stored object ${key}`, options);
    this.name = 'MissingObjectError';
  }
}

const KEY = /^[a-z0-9-]{8,64}$/;

/**
 * Where a key's bytes are, relative to the store's root: `<first two characters>/<key>`, on disk
 * and in a bucket alike, so a folder can be copied to a bucket as it is. Keys are made by the
 * server; the check keeps a bad one from ever naming another path.
 */
export function storagePathOf(key: string): string {
  if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
  return `${key.slice(0, 2)}/${key}`;
}

const missing = (key: string, error: unknown): unknown =>
  (error as { code?: string }).code === 'ENOENT'
    ? new MissingObjectError(key, { cause: error })
    : error;

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, storagePathOf(key));
  return {
    tempDir: path.join(root, 'tmp'),
    async put(key, tempFile) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempFile, target);
    },
    async read(key, range) {
      const handle = await open(fileOf(key), 'r').catch((error: unknown) => {
        throw missing(key, error);
      });
      try {
        const { size } = await handle.stat();
        const stream = handle.createReadStream(range ?? {});
        return { stream, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async size(key) {
      const handle = await open(fileOf(key), 'r').catch((error: unknown) => {
        throw missing(key, error);
      });
      try {
        return (await handle.stat()).size;
      } finally {
        await handle.close();
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await access(root, constants.R_OK | constants.W_OK);
    },
    close() {},
  };
}
