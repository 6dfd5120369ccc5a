import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../../test/helpers/app';
import { chatter, connectLive, type Chatter, type LiveClient } from '../../../test/helpers/chat';
import { createProcessDatabase, type ProcessDatabase } from '../../../test/helpers/database';
import { createItem } from '../../../test/helpers/factories';
import { freePort, startTs, type Running } from '../../../test/helpers/processes';
import { bearer } from '../../../test/helpers/sign-in';
import { createMemoryRateLimiter } from '../../plugins/rate-limit/memory-rate-limiter';

// Two server processes on one PostgreSQL, their hubs joined through Redis: each notification is
// claimed by one of them and reaches each of its member's sockets once, on either process. On
// the embedded database one process owns the folder, so this runs in the PostgreSQL and Redis
// suite (the two dispatchers sharing one database are tested on both in dispatch.test.ts).
const redisUrl = process.env.REDIS_URL;
const shared = Boolean(process.env.DATABASE_URL && redisUrl);

let database: ProcessDatabase;
const servers: Running[] = [];
let bases: string[] = [];
let owner: Chatter;
let commenter: Chatter;
let ideaId: string;

async function startServer(): Promise<string> {
  const port = await freePort();
  const server = startTs('src/server.ts', {
    ...database.env,
    REDIS_URL: redisUrl!,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
  });
  servers.push(server);
  await server.waitFor('IdeaBazaar is running');
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  if (!shared) return;
  database = await createProcessDatabase();
  const db = await database.open();
  const app = await buildApp({
    config: testConfig({ dataDir: database.env.DATA_DIR! }),
    db,
    rateLimiter: createMemoryRateLimiter(),
    devConsole: { write: () => {} },
  });
  try {
    const t = { app, db, config: app.config, rateLimiter: app.rateLimiter, close: async () => {} };
    owner = await chatter(t, `notify.owner.${randomUUID().slice(0, 8)}@example.com`);
    commenter = await chatter(t, `notify.commenter.${randomUUID().slice(0, 8)}@example.com`);
    ideaId = (await createItem(db.db, { ownerId: owner.id })).id;
  } finally {
    await app.close();
    await db.close();
  }
  bases = await Promise.all([startServer(), startServer()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.dispose();
});

describe.skipIf(!shared)('notifications across server processes (PostgreSQL and Redis)', () => {
  it('brings each notification to each socket once, whichever process claimed it', async () => {
    const sockets: LiveClient[] = await Promise.all(
      bases.map((base) => connectLive(base, owner.token)),
    );
    try {
      const made = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const response = await fetch(`${bases[i % 2]}/api/items/${ideaId}/comments`, {
            method: 'POST',
            headers: { ...bearer(commenter.token), 'content-type': 'application/json' },
            body: JSON.stringify({ body: `Comment ${i}` }),
          });
          expect(response.status).toBe(201);
          return ((await response.json()) as { id: string }).id;
        }),
      );
      const frames = (socket: LiveClient) =>
        socket.events.flatMap((e) => (e.type === 'notification.new' ? [e.notification.ref] : []));
      for (const socket of sockets) {
        await expect.poll(() => frames(socket).length, { timeout: 5000 }).toBe(20);
      }
      // A moment more: a second claim of any of them would arrive as a 21st frame.
      await new Promise((resolve) => setTimeout(resolve, 600));
      for (const socket of sockets) expect(frames(socket).sort()).toEqual([...made].sort());
      const unread = sockets[0]!.events.flatMap((e) =>
        e.type === 'notification.new' ? [e.unread] : [],
      );
      expect(Math.max(...unread)).toBe(20);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });
});
