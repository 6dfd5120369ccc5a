import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { link, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from './client';

/** Thrown when the backup's file is there already: a backup never replaces another. */
export class BackupExistsError extends Error {
  override name = 'BackupExistsError';
  constructor(readonly file: string) {
    super(`${file} exists already; a backup never replaces one. Choose another name.`);
  }
}

/**
 * Writes `image` to `file` whole or not at all, readable by this user only: into a temporary
 * file beside it, flushed to disk, then linked in under its name, which fails if the name is
 * taken. A crash half-way leaves at most a `.partial` file, never a short backup under the name.
 * Written as it is read, so the image is not copied once more in memory.
 */
async function writeWhole(file: string, image: Blob) {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`,
  );
  const handle = await open(temp, 'wx', 0o600);
  try {
    for await (const chunk of image.stream()) await handle.write(chunk);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupExistsError(file);
    throw error;
  } finally {
    await unlink(temp);
  }
}

/**
 * Backs up the embedded database while it serves: PGlite's image of its folder between two
 * transactions (client.ts dumpDataDir), gzipped, in `file` (an absolute path). Returns its size.
 * PGlite makes the image in memory, whole (its API has no stream): the live server holds one
 * gzipped copy of the database while the backup runs (docs/deploy.md, "Backups").
 */
export async function backupEmbedded(database: DatabaseHandle, file: string): Promise<number> {
  if (!database.dumpDataDir) throw new Error('only the embedded database is backed up this way');
  const tarball = await database.dumpDataDir();
  await writeWhole(file, tarball);
  return tarball.size;
}

/**
 * Makes the embedded database of `dataDir` from a backup, with no server on it (the folder's
 * lock says if one is), refusing a folder that holds a database already; the migrations of
 * this version run on it as at every start.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  // Backed by the file, not read into memory here.
  const tarball = await openAsBlob(file);
  const database = await openDatabase({ dataDir, restoreFrom: tarball });
  await database.close();
}
