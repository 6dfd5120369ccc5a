import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { adminQuery, withDatabase } from './helpers/postgres';

/** How test files get a fresh database: a folder to copy, or a template to clone. */
export type TestDatabaseSource =
  | { kind: 'pglite'; templateDir: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
    /** A folder of this run under which every test app gets a data folder of its own. */
    testDataRoot: string;
  }
}

// Creating and migrating a database is the slow part (PGlite's first start takes seconds and
// hundreds of MB); it happens once here, and each test file copies or clones the result.
export default async function setup(project: TestProject) {
  // Uploaded bytes land in the app's data folder: one per test app under this root, never the
  // repository's data/ (a developer's own), and never one that files running side by side share.
  const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-test-data-'));
  project.provide('testDataRoot', dataRoot);
  const removeDataRoot = () => rm(dataRoot, { recursive: true, force: true });

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const root = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-template-'));
    const database = await openDatabase({ dataDir: root });
    await database.close();
    project.provide('testDatabase', { kind: 'pglite', templateDir: path.join(root, 'pglite') });
    return async () => {
      await rm(root, { recursive: true, force: true });
      await removeDataRoot();
    };
  }

  const template = `ideabazaar_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  const database = await openDatabase({
    databaseUrl: withDatabase(adminUrl, template),
    dataDir: '',
  });
  await database.close();
  project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await removeDataRoot();
  };
}
