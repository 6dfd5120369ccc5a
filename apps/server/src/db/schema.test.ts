import { execFile } from 'node:child_process';
import { cpSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import drizzleConfig from '../../drizzle.config';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { createItem, createMember } from '../../test/helpers/factories';
import { createItemsRepository } from '../modules/items/items.repository';
import { users } from './schema';

const serverDir = path.resolve(import.meta.dirname, '../..');
// The package's command, beside its main entry (its exports do not list bin.cjs).
const drizzleKit = path.join(
  path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
  'bin.cjs',
);

/** The SQLSTATE of a failed query, which drizzle wraps in its own error. */
async function sqlStateOf(query: Promise<unknown>): Promise<string | undefined> {
  const error = await query.then(
    () => undefined,
    (thrown: unknown) => thrown as { code?: string; cause?: { code?: string } },
  );
  return error?.cause?.code ?? error?.code;
}

describe('the schema and the migrations', () => {
  it('agree: drizzle-kit generate on the committed migrations writes nothing', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-generate-'));
    try {
      cpSync(path.join(serverDir, 'drizzle'), copy, { recursive: true });
      const before = await readdir(copy, { recursive: true });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          drizzleKit,
          'generate',
          '--dialect',
          drizzleConfig.dialect,
          '--schema',
          String(drizzleConfig.schema),
          // drizzle-kit reads `--out` relative to the working directory.
          '--out',
          path.relative(serverDir, copy),
        ],
        { cwd: serverDir },
      );
      expect(stdout).toContain('No schema changes');
      expect((await readdir(copy, { recursive: true })).sort()).toEqual(before.sort());
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('rules the database keeps', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('never deletes a member, even one with nothing else in the database', async () => {
    const db = database.handle.db;
    const member = await createMember(db);
    expect(await sqlStateOf(db.delete(users).where(sql`${users.id} = ${member.id}`))).toBe('23001');
    expect(
      await db
        .select()
        .from(users)
        .where(sql`${users.id} = ${member.id}`),
    ).toHaveLength(1);
  });

  it('refuses a value outside the shared constants in an enum-like column', async () => {
    const db = database.handle.db;
    const member = await createMember(db);
    const update = sql`update ${users} set language = 'de' where ${users.id} = ${member.id}`;
    expect(await sqlStateOf(db.execute(update))).toBe('23514');
  });

  it("counts a view on Tehran's day whatever the database session's time zone", async () => {
    const db = database.handle.db;
    const item = await createItem(db, { ownerId: (await createMember(db)).id });
    const days = await db.transaction(async (tx) => {
      // A zone whose date differs from Tehran's now: 12 h behind UTC while it is before 14:00 in
      // Tehran, else 14 h ahead.
      const tehranHour = Number(
        new Intl.DateTimeFormat('en', {
          hour: 'numeric',
          hourCycle: 'h23',
          timeZone: 'Asia/Tehran',
        }).format(new Date()),
      );
      const zone = tehranHour < 14 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
      await tx.execute(sql.raw(`set local timezone = '${zone}'`));
      await createItemsRepository(tx).viewParts(item.id, 'viewer-1');
      const result = await tx.execute(sql`
        select day::text as day, (now() at time zone 'Asia/Tehran')::date::text as tehran,
          current_date::text as session from item_views where item_id = ${item.id}`);
      return (result as unknown as { rows: { day: string; tehran: string; session: string }[] })
        .rows[0];
    });
    expect(days?.session).not.toBe(days?.tehran);
    expect(days?.day).toBe(days?.tehran);
  });
});
