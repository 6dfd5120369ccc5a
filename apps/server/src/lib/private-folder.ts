import { chmod, mkdir } from 'node:fs/promises';

/**
 * Makes `dir` (and what it lacks above it) and closes it to other users of the machine: the
 * data folder holds the database's pages (codes, tokens, private answers) and private uploads,
 * which PGlite and the file system otherwise create readable by everyone.
 */
export async function privateFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}
