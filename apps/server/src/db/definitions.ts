import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { sqlDefinitionsFolder } from '../config/paths';
import type { Database } from './client';
import { rowsOf } from './rows';

/** One file of `sql/`: a function (and the triggers that run it), named after it. */
export interface SqlDefinition {
  name: string;
  text: string;
  hash: string;
}

/**
 * The statements of a definition: each ends with a `;` at the end of a line outside a `$$` body
 * (sql/README.md), since PGlite runs one statement per query.
 */
export function statementsOf(text: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of text.split('\n')) {
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n'));
      current = [];
    }
  }
  if (current.join('').trim() !== '') throw new Error('a definition ends without a semicolon');
  return statements;
}

/** Every definition in `sql/`, in name order. */
export async function readDefinitions(folder = sqlDefinitionsFolder): Promise<SqlDefinition[]> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(folder, file), 'utf8');
      return {
        name: file.slice(0, -'.sql'.length),
        text,
        hash: createHash('sha256').update(text).digest('hex'),
      };
    }),
  );
}

// A fixed key of PostgreSQL's advisory locks: processes starting together apply the files once.
const LOCK_KEY = 0x1dea_ba2a;

/**
 * Applies, after the migrations, each definition whose text changed since it was last applied
 * (`sql/README.md`), all in one transaction under an advisory lock, and records the hashes in
 * `drizzle.sql_definitions` beside the migrations' own table. Returns the names applied. An
 * unchanged start reads one small table and writes nothing.
 */
export async function applyDefinitions(
  db: Database,
  definitions: SqlDefinition[],
): Promise<string[]> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`
    create table if not exists drizzle.sql_definitions (
      name varchar(100) primary key, hash char(64) not null,
      applied_at timestamptz not null default now())`);
  const known = async (executor: Pick<Database, 'execute'>) =>
    new Map(
      rowsOf<{ name: string; hash: string }>(
        await executor.execute(sql`select name, hash from drizzle.sql_definitions`),
      ).map((row) => [row.name, row.hash]),
    );
  const stale = (applied: Map<string, string>) =>
    definitions.filter((definition) => applied.get(definition.name) !== definition.hash);
  if (stale(await known(db)).length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const changed = stale(await known(tx));
    for (const definition of changed) {
      for (const statement of statementsOf(definition.text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`
        insert into drizzle.sql_definitions (name, hash) values (${definition.name}, ${definition.hash})
        on conflict (name) do update set hash = excluded.hash, applied_at = now()`);
    }
    return changed.map((definition) => definition.name);
  });
}
