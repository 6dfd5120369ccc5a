import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../config/paths';
import { applyDefinitions, readDefinitions } from './definitions';
import { privateFolder } from '../lib/private-folder';
import { acquireDataLock, DataFolderNotEmptyError } from './data-lock';
import { rowsOf } from './rows';

/**
 * One type for both drivers, so repositories never care which one runs. Without the schema:
 * nothing uses drizzle's relational queries, and with it every transaction built a query
 * builder per table on opening (a profile of posting a comment, docs/performance.md).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** A PostgreSQL pool's connections now: open, idle among them, and queries waiting for one. */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** True when the database answers `select 1` within a few seconds. */
  ping(): Promise<boolean>;
  /**
   * What autovacuum does on PostgreSQL, for PGlite, which has none: analyses and vacuums the
   * tables that changed enough since their last time, then checkpoints. The tables done.
   */
  upkeep(): Promise<string[]>;
  /**
   * PGlite only: a gzipped tarball of the data folder as of one instant between transactions,
   * taken while the database keeps serving (backup.ts). Held in memory whole.
   */
  dumpDataDir?: () => Promise<Blob>;
  /** Idempotent. */
  close(): Promise<void>;
  /** The pool's state on PostgreSQL (metrics, load shedding); PGlite has no pool. */
  pool?: () => PoolStats;
}

export interface OpenDatabaseOptions {
  /** Unset: embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Errors of idle pooled connections, which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
  /** Each step of opening (folder, migrations, ready), for the start-up log. */
  onProgress?: (step: string) => void;
  /** PGlite only: makes the folder from this tarball (dumpDataDir's); it must be empty. */
  restoreFrom?: Blob;
  /** PostgreSQL: the pool's size (pg's default: 10) and its wait for a connection (5 s). */
  poolMax?: number;
  poolTimeoutMs?: number;
}

const PING_TIMEOUT_MS = 3000;
// The advisory lock the migrations run under on PostgreSQL (definitions.ts's is another).
const MIGRATION_LOCK = 0x1dea_0033;
const PGLITE_SETTINGS = ['-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'];

/**
 * Opens PGlite or PostgreSQL and applies the migrations in `drizzle/` before returning. The
 * embedded folder is locked for this process (data-lock.ts) until `close`: a second opener,
 * here or in another process, gets a DataFolderInUseError and touches nothing.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const progress = options.onProgress ?? (() => {});
  const started = Date.now();
  const { db, driver, end, pool, dumpDataDir } = options.databaseUrl
    ? await openPostgres(options.databaseUrl, progress, options)
    : await openPglite(path.join(options.dataDir, 'pglite'), progress, options.restoreFrom);
  progress(`database ready in ${Date.now() - started} ms`);
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
    ping: () => answers(db),
    upkeep: driver === 'pglite' ? () => upkeep(db) : async () => [],
    ...(dumpDataDir ? { dumpDataDir } : {}),
    close: () => (closing ??= end()),
    ...(pool ? { pool } : {}),
  };
}

/**
 * Applies the migrations, then analyses every table when one was new, so the planner knows the
 * tables' sizes from the first query on (PGlite would never learn them otherwise).
 */
async function migrateAndAnalyse(db: Database, migrate: () => Promise<void>) {
  const applied = async () => {
    try {
      const result = await db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    } catch {
      return 0;
    }
  };
  const before = await applied();
  await migrate();
  await applyDefinitions(db, await readDefinitions());
  if ((await applied()) !== before) await db.execute(sql`analyze`);
}

// autovacuum's own thresholds: a table is analysed once a tenth of it changed, vacuumed once a
// fifth of it is dead rows, with 50 rows' grace for small tables.
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;

async function upkeep(db: Database): Promise<string[]> {
  const tables = rowsOf<{ name: string; live: number; dead: number; changed: number }>(
    await db.execute(sql`
      select quote_ident(schemaname) || '.' || quote_ident(relname) as name,
        n_live_tup::float8 as live, n_dead_tup::float8 as dead,
        n_mod_since_analyze::float8 as changed
      from pg_stat_user_tables`),
  );
  const done: string[] = [];
  let vacuumed = false;
  for (const table of tables) {
    const vacuum = table.dead > VACUUM_BASE + VACUUM_SCALE * table.live;
    const analyse = table.changed > ANALYZE_BASE + ANALYZE_SCALE * table.live;
    if (!vacuum && !analyse) continue;
    await db.execute(sql.raw(`${vacuum ? 'vacuum (analyze)' : 'analyze'} ${table.name}`));
    vacuumed ||= vacuum;
    done.push(table.name);
  }
  // PGlite has no checkpointer: the write-ahead log is recycled only at a checkpoint.
  if (done.length > 0) await db.execute(sql`checkpoint`);
  return done;
}

async function openPglite(
  dataDir: string,
  progress: (step: string) => void,
  restoreFrom: Blob | undefined,
) {
  await privateFolder(path.dirname(dataDir));
  const lock = await acquireDataLock(`${dataDir}.lock`);
  let restoring = false;
  try {
    if (restoreFrom && (await readdir(dataDir).catch(() => [])).length > 0) {
      throw new DataFolderNotEmptyError(dataDir);
    }
    restoring = Boolean(restoreFrom);
    // Imported on demand: the PostgreSQL path never loads the WebAssembly build, and vice versa.
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await mkdir(dataDir, { recursive: true });
    progress(`opening the embedded database in ${dataDir}`);
    // pg_trgm serves the item search (a migration creates the extension), as on PostgreSQL.
    // With no checkpointer, the write-ahead log grows to max_wal_size (1 GB by default) before
    // a checkpoint recycles it: kept near what a burst of writes needs.
    const client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      ...(restoreFrom ? { loadDataDir: restoreFrom } : {}),
    });
    const db = drizzle({ client });
    try {
      progress('applying migrations');
      await migrateAndAnalyse(db, () => migrate(db, { migrationsFolder }));
    } catch (error) {
      await client.close();
      throw error;
    }
    const end = async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    };
    // Inside a transaction of its own: the image waits for the transactions under way to end,
    // so it holds none half-done (PGlite runs one at a time), and no write starts while it is
    // read. After a checkpoint, so opening the image has little write-ahead log to replay.
    const dumpDataDir = async () => {
      await client.exec('checkpoint');
      return client.transaction(() => client.dumpDataDir('gzip'));
    };
    return { db, driver: 'pglite' as const, end, dumpDataDir, pool: undefined };
  } catch (error) {
    // A restore that failed leaves no half-made folder behind to be taken for a database.
    if (restoring) await rm(dataDir, { recursive: true, force: true });
    lock.release();
    throw error;
  }
}

async function openPostgres(
  connectionString: string,
  progress: (step: string) => void,
  options: Pick<OpenDatabaseOptions, 'onPoolError' | 'poolMax' | 'poolTimeoutMs'>,
) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const max = options.poolMax ?? 10;
  // A query that waits longer for a connection fails with pg-pool's timeout, which the errors
  // plugin answers 503 with Retry-After (plugins/overload/pool-timeout.ts).
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: options.poolTimeoutMs ?? 5000,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  const stats = (): PoolStats => ({
    max,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  const db = drizzle({ client: pool });
  try {
    progress('applying migrations on PostgreSQL');
    // Several processes may start at once on one database (docs/deploy.md): the first to take
    // this lock migrates, the others wait for it and then find nothing left to do.
    const holder = await pool.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateAndAnalyse(db, () => migrate(db, { migrationsFolder }));
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      holder.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    driver: 'postgres' as const,
    end: () => pool.end(),
    pool: stats,
    dumpDataDir: undefined,
  };
}

async function answers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
