import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { controlSocketPath, sendCommand } from '../control/control-client';
import { testConfig, type TestApp } from '../../test/helpers/app';
import {
  appOn,
  burstConfig,
  expectRestored,
  prepareWriters,
  writeUntil,
  type Acknowledged,
} from '../../test/helpers/backup-writes';
import { copyPgliteFolder } from '../../test/helpers/database';
import { adminQuery, withDatabase } from '../../test/helpers/postgres';
import { restoreEmbedded } from './backup';
import { openDatabase } from './client';
import { DataFolderNotEmptyError } from './data-lock';

const run = promisify(execFile);
const source = inject('testDatabase');
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-backup-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/**
 * Writes through the API while `backup` runs, a moment after they began; what was acknowledged
 * and the instants the backup began and ended.
 */
async function backupWhileWriting(t: TestApp, backup: () => Promise<unknown>) {
  const writers = await prepareWriters(t);
  let stopped = false;
  const writing = writeUntil(t, writers, () => stopped);
  // Stops the writers if the backup fails, so the test reports that instead of waiting.
  const done = (async () => {
    try {
      await sleep(300);
      const began = performance.now();
      await backup();
      return { began, ended: performance.now() };
    } finally {
      stopped = true;
    }
  })();
  const [acknowledged, { began, ended }] = await Promise.all([writing, done]);
  const during = (write: Acknowledged) => write.at >= began && write.at <= ended;
  expect(
    acknowledged.filter(during).length,
    'writes answered while the backup ran',
  ).toBeGreaterThan(0);
  return { writers, acknowledged, began };
}

describe.runIf(source.kind === 'pglite')('a backup of the embedded database', () => {
  it('taken through the running server while it writes, restores every acknowledged write', async () => {
    const dataDir = (await copyPgliteFolder())!;
    const config = testConfig({ dataDir, ...burstConfig });
    const socket = controlSocketPath(dataDir);
    const app = await buildApp({ config, controlSocket: socket, devConsole: { write: () => {} } });
    await app.ready();
    const file = path.join(scratch, 'embedded.tar.gz');
    let result: Awaited<ReturnType<typeof backupWhileWriting>>;
    try {
      const t: TestApp = {
        app,
        db: app.database,
        config,
        rateLimiter: app.rateLimiter,
        close: () => app.close(),
      };
      result = await backupWhileWriting(t, async () => {
        const output = await sendCommand(socket, { command: 'backup', args: { file } });
        expect(output).toMatch(/^Backed up the embedded database to .* \(\d+ bytes, \d+ ms\)\.$/);
      });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await expect(sendCommand(socket, { command: 'backup', args: { file } })).rejects.toThrow(
        'exists already; a backup never replaces one',
      );
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }

    const restoredDir = path.join(scratch, 'restored');
    await restoreEmbedded(file, restoredDir);
    await expect(restoreEmbedded(file, restoredDir)).rejects.toBeInstanceOf(
      DataFolderNotEmptyError,
    );
    const database = await openDatabase({ dataDir: restoredDir });
    const restored = await appOn(database, restoredDir);
    try {
      await expectRestored(restored, result.writers, result.acknowledged, result.began);
    } finally {
      await restored.close();
      await database.close();
    }
  }, 180_000);
});

// Needs pg_dump and pg_restore of the server's major version on the PATH.
describe.runIf(source.kind === 'postgres')('a pg_dump of PostgreSQL', () => {
  it('taken while the server writes, restores every acknowledged write', async () => {
    if (source.kind !== 'postgres') return;
    const name = `backup_test_${randomBytes(6).toString('hex')}`;
    const copy = `${name}_restored`;
    const url = withDatabase(source.adminUrl, name);
    const copyUrl = withDatabase(source.adminUrl, copy);
    const file = path.join(scratch, 'postgres.dump');
    await adminQuery(source.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
    try {
      const database = await openDatabase({ databaseUrl: url, dataDir: '' });
      let result: Awaited<ReturnType<typeof backupWhileWriting>>;
      const t = await appOn(database, path.join(scratch, 'files'));
      try {
        result = await backupWhileWriting(t, () =>
          run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`]),
        );
      } finally {
        await t.close();
        await database.close();
      }
      await adminQuery(source.adminUrl, `CREATE DATABASE "${copy}" TEMPLATE template0`);
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copyUrl}`, file]);
      const restoredDatabase = await openDatabase({ databaseUrl: copyUrl, dataDir: '' });
      const restored = await appOn(restoredDatabase, path.join(scratch, 'files'));
      try {
        await expectRestored(restored, result.writers, result.acknowledged, result.began);
      } finally {
        await restored.close();
        await restoredDatabase.close();
      }
    } finally {
      for (const database of [name, copy]) {
        await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      }
    }
  }, 180_000);
});
