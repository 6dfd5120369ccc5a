import { randomUUID } from 'node:crypto';
import { SESSION_ENDED_CLOSE } from '@ideabazaar/shared/schemas/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { testConfig } from '../../../../test/helpers/app';
import { chatter, connectLive, type Chatter } from '../../../../test/helpers/chat';
import { createProcessDatabase, type ProcessDatabase } from '../../../../test/helpers/database';
import { createItem } from '../../../../test/helpers/factories';
import { freePort, startTs, type Running } from '../../../../test/helpers/processes';
import { bearer, signIn } from '../../../../test/helpers/sign-in';
import { createMemoryRateLimiter } from '../../../plugins/rate-limit/memory-rate-limiter';

// Several server processes share one PostgreSQL and fan chat out through Redis (PRODUCT.md
// section 7); on the embedded database one process owns the folder, so this runs in CI's
// PostgreSQL and Redis suite.
const redisUrl = process.env.REDIS_URL;
const shared = Boolean(process.env.DATABASE_URL && redisUrl);

let database: ProcessDatabase;
const servers: Running[] = [];
let bases: string[] = [];
let creator: Chatter;
let member: Chatter;
let needId: string;
let leaver: { phone: string; laptop: string };

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
    creator = await chatter(t, `cross.creator.${randomUUID().slice(0, 8)}@example.com`);
    member = await chatter(t, `cross.member.${randomUUID().slice(0, 8)}@example.com`);
    needId = (await createItem(db.db, { ownerId: creator.id, section: 'need' })).id;
    const email = `cross.leaver.${randomUUID().slice(0, 8)}@example.com`;
    leaver = { phone: await signIn(t, email), laptop: await signIn(t, email) };
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

describe.skipIf(!shared)('chat across server processes (PostgreSQL and Redis)', () => {
  it('brings a message posted on one process to a socket held by another', async () => {
    const [a, b] = bases as [string, string];
    const onB = await connectLive(b, creator.token);
    const senderOnA = await connectLive(a, member.token);
    // How fast is the chat benchmark's to measure (apps/server/bench/chat.bench.ts, across 2
    // processes); here, only that everything arrives where it should.
    try {
      const sent = await fetch(`${a}/api/chat/${creator.id}/messages`, {
        method: 'POST',
        headers: { ...bearer(member.token), 'content-type': 'application/json' },
        body: JSON.stringify({
          body: 'Across processes',
          client_id: randomUUID(),
          item_id: needId,
        }),
      });
      expect(sent.status).toBe(201);
      const { id } = (await sent.json()) as { id: number };
      const arrived = await onB.next('message.new', (event) => event.message.id === id);
      expect(arrived.message.body).toBe('Across processes');
      expect((await onB.next('unread.total')).total).toBe(1);
      // The receipt of the socket on B reaches the sender's socket on A.
      await senderOnA.next('message.delivered', (event) => event.up_to === id);
      const unread = await Promise.all(
        [a, b].map(async (base) => {
          const response = await fetch(`${base}/api/chat/unread`, {
            headers: bearer(creator.token),
          });
          return ((await response.json()) as { unread_total: number }).unread_total;
        }),
      );
      expect(unread).toEqual([1, 1]);

      // Presence is shared too: the creator's socket on B makes them online for a watcher on A.
      senderOnA.send({ type: 'presence.watch', user_id: creator.id });
      expect(await senderOnA.next('presence')).toMatchObject({
        user_id: creator.id,
        online: true,
      });
    } finally {
      await Promise.all([onB.close(), senderOnA.close()]);
    }
  });

  it('closes a socket held by another process on logout-all, within a second', async () => {
    const [a, b] = bases as [string, string];
    const onB = await connectLive(b, leaver.phone);
    try {
      const closed = new Promise<{ code: number; at: number }>((resolve) =>
        onB.socket.once('close', (code) => resolve({ code, at: Date.now() })),
      );
      const asked = Date.now();
      const out = await fetch(`${a}/api/auth/logout-all`, {
        method: 'POST',
        headers: bearer(leaver.laptop),
      });
      expect(out.status).toBe(200);
      const { code, at } = await closed;
      expect(code).toBe(SESSION_ENDED_CLOSE.code);
      expect(at - asked).toBeLessThan(1000);
    } finally {
      await onB.close();
    }
  });
});
