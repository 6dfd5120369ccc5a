import { createServer, type Server } from 'node:net';
import { existsSync, writeFileSync } from 'node:fs';
import { chmod, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { controlSocketPath } from '../control/control-client';
import { testConfig } from '../../test/helpers/app';
import { copyPgliteFolder } from '../../test/helpers/database';
import { freePort, runTs, startTs } from '../../test/helpers/processes';
import { openDatabase, type DatabaseHandle } from './client';
import { DataFolderInUseError } from './data-lock';
import { users } from './schema';

// One process owns an embedded data folder. Two PGlite instances writing one folder lose
// acknowledged writes, so a second opener must refuse before it touches anything.
const folders: string[] = [];
async function folder(): Promise<string> {
  const dataDir = await copyPgliteFolder();
  if (!dataDir) throw new Error('PGlite only');
  folders.push(dataDir);
  return dataDir;
}
const lockOf = (dataDir: string) => path.join(dataDir, 'pglite.lock');
const embedded = !process.env.DATABASE_URL;

afterAll(async () => {
  await Promise.all(folders.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
});

describe.runIf(embedded)('the embedded data folder', () => {
  it('is refused to a second opener in this process until the first closes it', async () => {
    const dataDir = await folder();
    const first = await openDatabase({ dataDir });
    try {
      const lock = JSON.parse(await readFile(lockOf(dataDir), 'utf8'));
      expect(lock.pid).toBe(process.pid);
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataFolderInUseError);
    } finally {
      await first.close();
    }
    expect(existsSync(lockOf(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('is closed to other users of the machine once opened', async () => {
    const dataDir = await folder();
    await chmod(dataDir, 0o755);
    const opened = await openDatabase({ dataDir });
    await opened.close();
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });

  it('is refused to another process, which says who holds it', async () => {
    const dataDir = await folder();
    const held = await openDatabase({ dataDir });
    try {
      const second = await runTs('test/scripts/open-database.ts', [dataDir]);
      expect(second.code).toBe(1);
      expect(second.stdout).not.toContain('opened');
      expect(second.stderr).toContain(`is in use by process ${process.pid}`);
    } finally {
      await held.close();
    }
    const after = await runTs('test/scripts/open-database.ts', [dataDir]);
    expect(after.stdout).toContain('opened');
  });

  it('is taken over from a process that died holding it, but not from another machine', async () => {
    const dataDir = await folder();
    // A pid that no longer runs: the lock a crashed server leaves behind.
    const gone = 2 ** 22 + 17;
    const stale = { pid: gone, hostname: os.hostname(), startedAt: 'then', token: 'old' };
    writeFileSync(lockOf(dataDir), JSON.stringify(stale));
    const taken = await openDatabase({ dataDir });
    expect(JSON.parse(await readFile(lockOf(dataDir), 'utf8')).pid).toBe(process.pid);
    await taken.close();

    // The pid was given to another process since (here, this one): the lock is still stale.
    writeFileSync(
      lockOf(dataDir),
      JSON.stringify({ ...stale, pid: process.pid, processStart: 'another-boot:123' }),
    );
    const reused = await openDatabase({ dataDir });
    await reused.close();

    writeFileSync(lockOf(dataDir), JSON.stringify({ ...stale, hostname: 'elsewhere.example' }));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/a process on elsewhere\.example/);
    await rm(lockOf(dataDir));
  });

  it('is held by a running server, which logs each step of opening it, and freed when it stops', async () => {
    const dataDir = await folder();
    const server = startTs('src/server.ts', {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'info',
    });
    try {
      await server.waitFor('IdeaBazaar is running');
      const log = server.output();
      const steps = ['opening the embedded database', 'applying migrations', 'database ready in'];
      for (const step of steps) expect(log).toContain(step);
      expect(JSON.parse(await readFile(lockOf(dataDir), 'utf8')).pid).not.toBe(process.pid);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(lockOf(dataDir))).toBe(false);
  });

  it('is freed at once when the server cannot listen, and refused to a second server', async () => {
    const dataDir = await folder();
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) };
      const failed = await runTs('src/server.ts', [], env);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('EADDRINUSE');
      expect(existsSync(lockOf(dataDir))).toBe(false);

      const held = await openDatabase({ dataDir });
      try {
        const second = await runTs('src/server.ts', [], env);
        expect(second.code).toBe(1);
        expect(second.stderr).toContain(`is in use by process ${process.pid}`);
      } finally {
        await held.close();
      }
    } finally {
      busy.close();
    }
  });
});

describe.runIf(embedded)('the operator tools while the server runs', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    dataDir = await folder();
    database = await openDatabase({ dataDir });
    app = await buildApp({
      config: testConfig({ dataDir }),
      db: database,
      controlSocket: controlSocketPath(dataDir),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('go through the server instead of opening its folder', async () => {
    const result = await runTs('src/cli/operator.ts', ['--email', 'ops.live@example.com'], {
      DATA_DIR: dataDir,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^ops\.live@example\.com \(member \d+\) is now an operator\.$/m);
    const [member] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ops.live@example.com'));
    expect(member?.isOperator).toBe(true);
  });

  it('seed the demo through the server too, once', async () => {
    const first = await runTs('src/cli/seed-demo.ts', [], { DATA_DIR: dataDir });
    expect(first.stdout).toMatch(/^Seeded \d+ members and \d+ ideas and needs\.$/m);
    const again = await runTs('src/cli/seed-demo.ts', [], { DATA_DIR: dataDir });
    expect(again.stdout).toContain('The demo marketplace is there already; nothing to do.');
  });
});
