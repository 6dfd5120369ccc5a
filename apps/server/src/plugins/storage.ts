import { createReadStream } from 'node:fs';
import { access, constants, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { privateFolder } from '../lib/private-folder';

/**
 * Where uploaded bytes live. The local disk under DATA_DIR/files by default; an S3-compatible
 * store can implement the same four calls (PRODUCT.md section 9).
 */
export interface Storage {
  /** Moves a finished temporary file in under `key`. */
  put(key: string, tempFile: string): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
  /** A folder for uploads in progress, on the same disk so `put` is a rename. */
  readonly tempDir: string;
  /** Resolves when the store can be written and read now; rejects with why not (readiness). */
  check(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const KEY = /^[a-z0-9-]{8,64}$/;

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    // Keys are made by the server; the check keeps a bad one from ever naming another path.
    if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    tempDir: path.join(root, 'tmp'),
    async put(key, tempFile) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempFile, target);
    },
    read: (key) => createReadStream(fileOf(key)),
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

export const storagePlugin = fp(
  async (app) => {
    await privateFolder(app.config.dataDir);
    const storage = createLocalStorage(path.join(app.config.dataDir, 'files'));
    await mkdir(storage.tempDir, { recursive: true });
    app.decorate('storage', storage);
  },
  { name: 'storage', dependencies: ['config'] },
);
