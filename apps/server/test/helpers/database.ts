import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { adminQuery, withDatabase } from './postgres';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the database and deletes it (folder or PostgreSQL database). */
  dispose(): Promise<void>;
}

/**
 * A folder holding a copy of the prepared PGlite database (`<folder>/pglite`), not opened, for
 * tests of how the folder is opened; undefined when the suite runs on PostgreSQL.
 */
export async function copyPgliteFolder(): Promise<string | undefined> {
  const source = inject('testDatabase');
  if (source.kind !== 'pglite') return undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-folder-'));
  cpSync(source.templateDir, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * A migrated database of its own: a copy of the prepared PGlite folder (about 0.3 s), or on
 * PostgreSQL a database created from the migrated template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-test-'));
    // The synchronous copy: fs.promises.cp takes about eight times as long on PGlite's
    // thousand small files.
    cpSync(source.templateDir, path.join(dataDir, 'pglite'), { recursive: true });
    const handle = await openDatabase({ dataDir });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `ideabazaar_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(source.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
  const handle = await openDatabase({
    databaseUrl: withDatabase(source.adminUrl, name),
    dataDir: '',
  });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export interface ProcessDatabase {
  /** What a server process is started with to open this database (DATA_DIR, DATABASE_URL). */
  env: Record<string, string>;
  /** Opens it in this process; only while no server process holds an embedded folder. */
  open(): Promise<DatabaseHandle>;
  /** Deletes it; every handle and process on it must be closed first. */
  dispose(): Promise<void>;
}

/**
 * A migrated database for a server started as a child process, which this process opens too
 * before and after it: a copy of the prepared PGlite folder, or on PostgreSQL a database cloned
 * from the template (with a data folder of its own for the server's files).
 */
export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const source = inject('testDatabase');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-process-'));
  if (source.kind === 'pglite') {
    cpSync(source.templateDir, path.join(dataDir, 'pglite'), { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `ideabazaar_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(source.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
  const databaseUrl = withDatabase(source.adminUrl, name);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl, dataDir }),
    dispose: async () => {
      await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
