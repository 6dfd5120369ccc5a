import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { itemMatches, notifications } from '../../db/schema';
import { createProcessDatabase, type ProcessDatabase } from '../../../test/helpers/database';
import { createItem, createMember } from '../../../test/helpers/factories';
import { freePort, startTs, type Running } from '../../../test/helpers/processes';

// Two server processes run the matching job on one PostgreSQL database; on the embedded database
// one process owns the folder, so this runs in the PostgreSQL suite.
const onPostgres = Boolean(process.env.DATABASE_URL);
const IDEAS = 12;

let database: ProcessDatabase;
let handle: DatabaseHandle;
const servers: Running[] = [];

async function startServer() {
  const server = startTs('src/server.ts', {
    ...database.env,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'info',
    MATCHING_INTERVAL_MS: '20',
  });
  servers.push(server);
  await server.waitFor('IdeaBazaar is running');
}

async function queueEmptied() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from match_queue`),
    );
    if (row?.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${row?.n} items still queued`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createProcessDatabase();
  handle = await database.open();
  await Promise.all([startServer(), startServer()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await handle?.close();
  await database?.dispose();
});

describe.skipIf(!onPostgres)('the matching job in two server processes', () => {
  it('notifies each new pair once while both take the queue', async () => {
    const db = handle.db;
    const needOwner = await createMember(db);
    const ideaOwner = await createMember(db);
    const need = await createItem(db, {
      ownerId: needOwner.id,
      section: 'need',
      title: 'Drip irrigation for my pistachio orchard',
      summary: 'Our pistachio trees need a cheap drip irrigation system.',
    });
    await queueEmptied();
    const ideas = await Promise.all(
      Array.from({ length: IDEAS }, (_, index) =>
        createItem(db, {
          ownerId: ideaOwner.id,
          title: `Drip irrigation kit ${index}`,
          summary: 'A solar drip irrigation kit for pistachio orchards.',
          negotiable: true,
        }),
      ),
    );
    await queueEmptied();
    // Every idea queued again at once, as edits would: matched again, nobody told twice.
    await db.execute(
      sql`insert into match_queue (item_id) select id from items where section = 'idea'`,
    );
    await queueEmptied();
    const made = await db
      .select({ itemId: notifications.itemId, eventKey: notifications.eventKey })
      .from(notifications)
      .where(and(eq(notifications.userId, needOwner.id), eq(notifications.kind, 'need_match')));
    expect(made.map((row) => row.itemId).sort()).toEqual(ideas.map((idea) => idea.id).sort());
    expect(new Set(made.map((row) => row.eventKey)).size).toBe(IDEAS);
    const pairs = await db.select().from(itemMatches).where(eq(itemMatches.needId, need.id));
    expect(pairs).toHaveLength(IDEAS);
  }, 90_000);
});
