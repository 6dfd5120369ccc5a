import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, type TestApp } from '../../../test/helpers/app';
import { createProcessDatabase, type ProcessDatabase } from '../../../test/helpers/database';
import { createItem } from '../../../test/helpers/factories';
import { httpClient, type HttpAnswer } from '../../../test/helpers/http-client';
import { seeded } from '../../../test/helpers/money-burst/world';
import { freePort, startTs, type Running } from '../../../test/helpers/processes';
import { bearer, signIn } from '../../../test/helpers/sign-in';
import { expectLedgerSound, fund } from '../../../test/helpers/wallet';
import { createMemoryRateLimiter } from '../../plugins/rate-limit/memory-rate-limiter';

const BUYERS = 20;
const FUNDS = 200_000;
const random = seeded(Date.now());

/** This process's app on the database, while no server process holds it. */
async function inProcess(database: ProcessDatabase): Promise<TestApp> {
  const db = await database.open();
  const rateLimiter = createMemoryRateLimiter();
  const config = testConfig({ dataDir: database.env.DATA_DIR! });
  const app = await buildApp({ config, db, rateLimiter, devConsole: { write: () => {} } });
  return {
    app,
    db,
    config,
    rateLimiter,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** The built-in server as it runs in production (src/server.ts), in a process of its own. */
async function startServer(database: ProcessDatabase) {
  const port = await freePort();
  const server = startTs('src/server.ts', {
    ...database.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
  });
  await server.waitFor('IdeaBazaar is running').catch(async (error: unknown) => {
    await server.stop('SIGKILL');
    throw error;
  });
  return { server, http: httpClient(`http://127.0.0.1:${port}`, { maxSockets: 32 }) };
}

interface Plan {
  buyer: { id: number; token: string };
  idea: { id: string; sellerId: number; price: number };
  key: string;
}
const send = (http: ReturnType<typeof httpClient>, plan: Plan) =>
  http.post(
    `/api/items/${plan.idea.id}/purchase`,
    { expected_price: plan.idea.price },
    {
      ...bearer(plan.buyer.token),
      'idempotency-key': plan.key,
    },
  );

let database: ProcessDatabase;
let running: Running | undefined;
let plans: Plan[] = [];
let sellers: Plan['buyer'][] = [];

// Members, ideas and money are made here, through the app's own deposit flow (the dev gateway),
// before the server process opens the database.
beforeAll(async () => {
  database = await createProcessDatabase();
  const t = await inProcess(database);
  try {
    const member = async () => {
      const token = await signIn(t, `crash.${randomUUID().slice(0, 8)}@example.com`);
      const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
      return { id: Number(me.json().id), token };
    };
    sellers = [await member(), await member(), await member()];
    const ideas = [];
    for (const seller of sellers) {
      for (let index = 0; index < 8; index += 1) {
        const price = random.int(3, 9) * 10_000;
        const row = await createItem(t.db.db, { ownerId: seller.id, price });
        ideas.push({ id: row.id, sellerId: seller.id, price });
      }
    }
    for (let index = 0; index < BUYERS; index += 1) {
      const buyer = await member();
      await fund(t, buyer.token, FUNDS);
      for (const idea of random.shuffle(ideas).slice(0, 6)) {
        plans.push({ buyer, idea, key: randomUUID() });
      }
    }
    plans = random.shuffle(plans);
  } finally {
    await t.close();
  }
}, 120_000);

afterAll(async () => {
  await running?.stop('SIGKILL');
  await database.dispose();
});

describe('a server killed in the middle of a burst of purchases', () => {
  it('loses no purchase it answered 2xx for, and its ledger is sound after the restart', async () => {
    const first = await startServer(database);
    running = first.server;
    // Killed once a sixth of the burst has been answered, with requests still in flight.
    const killAfter = Math.floor(plans.length / 6);
    let answered = 0;
    let killed: Promise<unknown> | undefined;
    const before = await Promise.all(
      plans.map((plan) =>
        send(first.http, plan).then(
          (answer) => {
            answered += 1;
            if (answered === killAfter) killed = first.server.stop('SIGKILL');
            return answer;
          },
          () => undefined,
        ),
      ),
    );
    await killed;
    first.http.close();
    const unanswered = before.filter((answer) => answer === undefined).length;
    expect(unanswered, 'requests the kill cut off').toBeGreaterThan(0);
    const wins = (answer: HttpAnswer | undefined) => answer?.status === 201;
    expect(before.filter(wins).length).toBeGreaterThan(0);

    const second = await startServer(database);
    running = second.server;
    // Every key again, as a client whose connection broke sends it: a 2xx before the crash is
    // answered the same after it, with the same purchase.
    const after = await Promise.all(plans.map((plan) => send(second.http, plan)));
    const unexpected = after.filter(
      (answer) =>
        answer.status !== 201 &&
        !(
          answer.status === 409 &&
          ['insufficient_funds', 'already_bought'].includes(answer.json().code)
        ),
    );
    expect(unexpected.map((answer) => answer.body)).toEqual([]);
    before.forEach((answer, index) => {
      if (!wins(answer)) return;
      expect(after[index]!.status).toBe(201);
      expect(after[index]!.json().purchase.id).toBe(answer!.json().purchase.id);
    });

    const bought = plans.filter((_, index) => wins(after[index]));
    const expected = new Map<number, { available: number; pending: number }>();
    const at = (id: number) => expected.get(id) ?? { available: 0, pending: 0 };
    for (const plan of plans) expected.set(plan.buyer.id, { available: FUNDS, pending: 0 });
    for (const { buyer, idea } of bought) {
      expected.set(buyer.id, { ...at(buyer.id), available: at(buyer.id).available - idea.price });
      const share = idea.price - Math.floor(idea.price / 10);
      expected.set(idea.sellerId, {
        ...at(idea.sellerId),
        pending: at(idea.sellerId).pending + share,
      });
    }
    for (const seller of sellers) expected.set(seller.id, at(seller.id));
    const tokens = new Map(
      [...sellers, ...plans.map((plan) => plan.buyer)].map((m) => [m.id, m.token]),
    );
    for (const [buyerId, token] of tokens) {
      const wallet = (await second.http.get('/api/wallet', bearer(token))).json();
      expect({ available: wallet.available, pending: wallet.pending }).toEqual(
        expected.get(buyerId),
      );
      const mine = (await second.http.get('/api/my/purchases', bearer(token))).json();
      const ids = bought
        .filter((plan) => plan.buyer.id === buyerId)
        .map((plan) => after[plans.indexOf(plan)]!.json().purchase.id);
      expect(mine.purchases.map((p: { id: string }) => p.id).sort()).toEqual(ids.sort());
    }
    second.http.close();
    expect(await second.server.stop('SIGTERM')).toBe(0);
    running = undefined;

    const t = await inProcess(database);
    try {
      await expectLedgerSound(t);
      for (const [index, plan] of plans.entries()) {
        if (!wins(after[index])) continue;
        const kinds = await t.app.services.ledger.transactionsFor(after[index]!.json().purchase.id);
        expect(kinds.map((row) => row.kind).sort(), plan.key).toEqual(['commission', 'purchase']);
      }
    } finally {
      await t.close();
    }
  }, 180_000);
});
