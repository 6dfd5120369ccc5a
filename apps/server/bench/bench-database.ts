import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';

/**
 * A fresh migrated database for one bench: an embedded folder, or a new database on the
 * PostgreSQL server of DATABASE_URL. `url` is what a server process is started with.
 */
/**
 * The app in a bench sheds no load (plugins/overload): the bare references it is measured
 * against answer every request however late, and a bench drives both past what the machine
 * serves in time. With production's bounds the app answered part of a PGlite purchase run with
 * 503 `overloaded` in a few milliseconds, which is not the throughput being compared.
 */
export const NO_SHEDDING = {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
  OVERLOAD_MAX_POOL_WAITING: '0',
} as const;

export async function openBenchDatabase(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-bench-'));
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir });
    return {
      handle,
      dataDir,
      url: undefined,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.DATABASE_URL!;
  const name = `ideabazaar_bench_${randomBytes(4).toString('hex')}`;
  const adminQuery = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    handle,
    dataDir,
    url: url.toString(),
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
