import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config/storage-env';
import { privateFolder } from '../lib/private-folder';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The store the configuration names; uploads in progress stay under DATA_DIR/files/tmp. */
export function createStorage(config: { storage: StorageConfig; dataDir: string }): Storage {
  const root = path.join(config.dataDir, 'files');
  return config.storage.kind === 's3'
    ? createS3Storage({ ...config.storage, tempDir: path.join(root, 'tmp') })
    : createLocalStorage(root);
}

export const storagePlugin = fp(
  async (app) => {
    await privateFolder(app.config.dataDir);
    const storage = createStorage(app.config);
    await mkdir(storage.tempDir, { recursive: true });
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage', dependencies: ['config'] },
);
