import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientKeyOf } from '../../src/plugins/rate-limit/client-key';
import { freePort } from '../helpers/free-port';
import { adminQuery, withDatabase } from '../helpers/postgres';
import {
  createClient,
  fund,
  draft,
  liveMember,
  publish,
  signIn,
  steady,
  type Client,
  type LiveMember,
} from './client';

// The deployment of docs/deploy.md, whole (issue 33): `npm run deploy:local` starts nginx in front
// of three server processes on a fresh PostgreSQL database, Redis and an S3 peer; a mixed load
// runs through the proxy for LOAD_SECONDS while one process is stopped (SIGTERM) and another
// killed (SIGKILL), each started again by the deployment; then nothing acknowledged may be lost
// or doubled, the ledger must hold, and each clocked job must have run once per period.
const root = path.resolve(import.meta.dirname, '../../../..');
const LOAD_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PRICE = 10_000;
// The clocked jobs watched here, with their periods (set short below).
const FAST_JOBS_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let deployDir: string;
let databaseName: string;
let databaseUrl: string;
let redisPrefix: string;
let deploy: ChildProcess;
let output = '';
let client: Client;

interface DeployState {
  url: string;
  servers: { index: number; port: number; pid: number; restarts: number }[];
}
const state = (): DeployState =>
  JSON.parse(readFileSync(path.join(deployDir, 'deploy.json'), 'utf8')) as DeployState;

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (deploy.exitCode !== null) throw new Error(`${what}: the deployment stopped\n${output}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${output}`);
    await sleep(100);
  }
}

/** Whether a server process answers that it is ready, on its own port (not through nginx). */
async function ready(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status === 200;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error('the deployment test runs the build: npm run build first');
  }
  deployDir = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-deploy-'));
  databaseName = `ideabazaar_deploy_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${databaseName}"`);
  databaseUrl = withDatabase(adminUrl, databaseName);
  redisPrefix = `ideabazaar:deploy:${randomBytes(6).toString('hex')}:`;
  const port = await freePort();
  deploy = spawn(
    process.execPath,
    ['scripts/deploy-local.mjs', '--processes', '3', '--port', String(port), '--no-build'],
    {
      cwd: root,
      env: {
        ...process.env,
        DEPLOY_DIR: deployDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        LOG_LEVEL: 'warn',
        // The load signs in and buys from one address, far past a person's limits.
        RATE_LIMIT_AUTH_SEND: '100000',
        RATE_LIMIT_AUTH_TRY: '100000',
        RATE_LIMIT_CODES_PER_ADDRESS: '100000',
        RATE_LIMIT_DRAFTS: '100000',
        RATE_LIMIT_COMMENTS: '100000',
        CHAT_RATE_LIMIT: '100000',
        // Everything here shares two cores (three servers, PostgreSQL, Redis, nginx, the peers and
        // the load), so a slow event loop is the machine's, not an overload to shed: shedding
        // has its own tests (plugins/overload), and here only a loop stalled for seconds sheds.
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '3000',
        NOTIFY_JOBS_MS: String(FAST_JOBS_MS),
        AUTHORSHIP_BATCH_SECONDS: String(FAST_JOBS_MS / 1000),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  deploy.stdout!.on('data', (chunk) => (output += String(chunk)));
  deploy.stderr!.on('data', (chunk) => (output += String(chunk)));
  await until('the deployment is ready', () => output.includes('deployment ready at'), 180_000);
  client = createClient(state().url);
}, 240_000);

afterAll(async () => {
  if (deploy && deploy.exitCode === null) {
    const exited = new Promise((resolve) => deploy.once('exit', resolve));
    deploy.kill('SIGTERM');
    await Promise.race([exited, sleep(30_000)]);
    deploy.kill('SIGKILL');
  }
  if (databaseName) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  }
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  if (deployDir) await rm(deployDir, { recursive: true, force: true });
}, 60_000);

/** A unique PDF of `size` bytes, as the files' check recognises one. */
function pdf(size: number): Buffer {
  const head = Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n`);
  const tail = Buffer.from('\ntrailer <<>>\n%%EOF\n');
  const filler = Buffer.from(
    randomBytes(Math.max(0, size - head.length - tail.length))
      .toString('base64')
      .slice(0, size - head.length - tail.length),
  );
  return Buffer.concat([head, filler, tail]);
}

function multipart(content: Buffer, filename: string) {
  const boundary = `----deploy${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

it(
  'serves a mixed load through nginx while one process drains and another is killed, losing and doubling nothing',
  async () => {
    // The cast: two creators with ideas and drafts for files, four buyers with money, and two
    // pairs who chat, each member's socket wherever nginx sends it.
    const run = randomBytes(3).toString('hex');
    const creators = await Promise.all(
      [1, 2].map((n) => signIn(client, `creator${n}.${run}@example.com`)),
    );
    const buyers = await Promise.all(
      [1, 2, 3, 4].map((n) => signIn(client, `buyer${n}.${run}@example.com`)),
    );
    const ideas: string[] = [];
    for (const [n, token] of creators.entries()) {
      for (let i = 0; i < 16; i += 1) {
        ideas.push(await publish(client, token, `Deployment idea ${run} ${n}-${i}`, PRICE));
      }
    }
    for (const token of buyers) await fund(client, token, PRICE * ideas.length);
    const ids = await Promise.all(
      [...creators, ...buyers].map(async (token) => {
        const me = await client.call('GET', '/api/me', { token });
        return Number((me.body as { id: string }).id);
      }),
    );
    const idOf = new Map([...creators, ...buyers].map((token, i) => [token, ids[i]!]));
    const pairs: [string, string][] = [
      [buyers[0]!, creators[0]!],
      [buyers[1]!, creators[1]!],
    ];
    // A conversation starts about an idea its buyer bought; then both sides write freely.
    const opening: { from: string; to: string; clientId: string }[] = [];
    for (const [index, [buyer, creator]] of pairs.entries()) {
      const idea = ideas[index * 16]!;
      const bought = await client.call('POST', `/api/items/${idea}/purchase`, {
        token: buyer,
        json: { expected_price: PRICE },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(bought.status).toBe(201);
      const clientId = randomUUID();
      const first = await client.call('POST', `/api/chat/${idOf.get(creator)}/messages`, {
        token: buyer,
        json: { body: `About ${idea}`, client_id: clientId, item_id: idea },
      });
      expect(first.status, String(first.raw)).toBe(201);
      opening.push({ from: buyer, to: creator, clientId });
    }
    const live = new Map<string, LiveMember>();
    for (const token of pairs.flat()) {
      const member = liveMember(client, token);
      await member.connect();
      live.set(token, member);
    }
    // One more socket opened on the process that will be stopped, so one surely sees the drain;
    // it comes back through the proxy.
    const watcher = liveMember(client, buyers[3]!, {
      firstBase: `http://127.0.0.1:${state().servers[0]!.port}`,
    });
    await watcher.connect();
    live.set(buyers[3]!, watcher);

    const deadline = Date.now() + LOAD_MS;
    const going = () => Date.now() < deadline;
    const purchases: { buyer: number; item: string }[] = [];
    const messages: { from: string; to: string; clientId: string }[] = [...opening];
    const comments: string[] = [];
    const files: { id: string; hash: string; owner: string }[] = [];
    let signIns = 0;

    const browse = async () => {
      while (going()) {
        await client.call('GET', '/api/items?section=idea');
        await client.call('GET', `/api/items/${ideas[Math.floor(Math.random() * ideas.length)]}`);
        await client.call('GET', '/');
        await sleep(150);
      }
    };
    const signInAgain = async () => {
      while (going()) {
        await signIn(client, `visitor.${randomBytes(4).toString('hex')}@example.com`);
        signIns += 1;
        await sleep(1500);
      }
    };
    const buy = async (token: string) => {
      for (const item of ideas) {
        if (!going()) return;
        // One key per purchase: a try cut off by a killed process is sent again with it.
        const key = randomUUID();
        const bought = await steady(() =>
          client.call('POST', `/api/items/${item}/purchase`, {
            token,
            json: { expected_price: PRICE },
            headers: { 'idempotency-key': key },
          }),
        );
        if (bought.status === 201 || bought.status === 200) {
          purchases.push({ buyer: idOf.get(token)!, item });
        }
        await sleep(1200);
      }
    };
    const chat = async (from: string, to: string) => {
      while (going()) {
        const clientId = randomUUID();
        const sent = await steady(() =>
          client.call('POST', `/api/chat/${idOf.get(to)}/messages`, {
            token: from,
            json: { body: `hello ${clientId}`, client_id: clientId },
          }),
        );
        if (sent.status === 201 || sent.status === 200) messages.push({ from, to, clientId });
        await sleep(400);
      }
    };
    const comment = async () => {
      while (going()) {
        const body = `A comment ${randomUUID()}`;
        // A comment carries no key: one cut off is not sent again (it may or may not be there).
        const posted = await client.call('POST', `/api/items/${ideas[0]}/comments`, {
          token: buyers[2],
          json: { body },
        });
        if (posted.status === 201 || posted.status === 200) comments.push(body);
        await sleep(500);
      }
    };
    const upload = async (token: string) => {
      let draftId = await draft(client, token, `Files ${run} ${randomUUID()}`);
      let count = 0;
      while (going()) {
        if (count === 10) {
          draftId = await draft(client, token, `Files ${run} ${randomUUID()}`);
          count = 0;
        }
        const content = pdf(64 * 1024 + Math.floor(Math.random() * 256 * 1024));
        const form = multipart(content, 'plan.pdf');
        const uploaded = await client.call(
          'POST',
          `/api/items/${draftId}/files?purpose=abstract&visibility=private`,
          { token, body: form.body, headers: form.headers },
        );
        if (uploaded.status === 201) {
          count += 1;
          const { id } = uploaded.body as { id: string };
          files.push({ id, hash: sha(content), owner: token });
          const back = await steady(() => client.call('GET', `/api/files/${id}`, { token }));
          expect(back.status).toBe(200);
          expect(sha(back.raw)).toBe(sha(content));
        }
        await sleep(700);
      }
    };

    // The disruption: a SIGTERM a quarter in, a SIGKILL once the first process is back.
    const disrupt = async () => {
      await sleep(LOAD_MS / 4);
      const stopped = state().servers[0]!;
      const drainFrom = Date.now();
      process.kill(stopped.pid, 'SIGTERM');
      await until('the stopped process is started again', async () => {
        const now = state().servers[0]!;
        return now.restarts === stopped.restarts + 1 && (await ready(now.port));
      });
      const drainTo = Date.now();
      await sleep(LOAD_MS / 6);
      const killed = state().servers[1]!;
      const killFrom = Date.now();
      process.kill(killed.pid, 'SIGKILL');
      await until('the killed process is started again', async () => {
        const now = state().servers[1]!;
        return now.restarts === killed.restarts + 1 && (await ready(now.port));
      });
      return { drainFrom, drainTo, killFrom, killTo: Date.now() };
    };

    const [windows] = await Promise.all([
      disrupt(),
      browse(),
      signInAgain(),
      ...buyers.map((token) => buy(token)),
      ...pairs.flatMap(([a, b]) => [chat(a, b), chat(b, a)]),
      comment(),
      ...creators.map((token) => upload(token)),
    ]);
    expect(output).toMatch(/server 1 exited \(0\)/);
    expect(output).toMatch(/server 2 exited \(SIGKILL\)/);

    // Nothing answered 5xx, nor failed to answer, while the first process drained.
    const duringDrain = client.exchanges.filter(
      (e) => e.startedAt >= windows.drainFrom && e.endedAt <= windows.drainTo,
    );
    expect(duringDrain.length).toBeGreaterThan(20);
    const nginxErrors = () =>
      readFileSync(path.join(deployDir, 'nginx', 'error.log'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('[error]'))
        .slice(0, 30)
        .map((line) => line.slice(0, 300))
        .join('\n') + `\nsent again: ${JSON.stringify(client.resent)}`;
    // A request sent again on a kept-alive connection closed by a reload (client.ts): a few, at
    // nginx's reloads, never a habit.
    expect(client.resent.length, JSON.stringify(client.resent)).toBeLessThan(10);
    expect(
      duringDrain.filter((e) => e.status === 0 || e.status >= 500),
      nginxErrors(),
    ).toEqual([]);
    // Outside the kill's window, nothing at all answered 5xx.
    const outsideKill = client.exchanges.filter(
      (e) => e.endedAt < windows.killFrom || e.startedAt > windows.killTo + 2000,
    );
    expect(
      outsideKill.filter((e) => e.status === 0 || e.status >= 500),
      nginxErrors(),
    ).toEqual([]);
    expect(signIns).toBeGreaterThan(5);
    expect(purchases.length).toBeGreaterThan(20);
    expect(messages.length).toBeGreaterThan(50);
    expect(comments.length).toBeGreaterThan(20);
    expect(files.length).toBeGreaterThan(10);

    // Every socket came back, each on a process of the deployment, and every message reached
    // its recipient once over the sockets or on catching up; none came twice over a socket.
    await sleep(2000);
    for (const member of live.values()) {
      await until('the socket is open', () => member.open, 30_000);
      await member.catchUp();
      // Every close was followed by a new socket.
      expect(member.opens).toBe(member.closes.length + 1);
      member.stop();
    }
    // The stopped process told its sockets it restarts; the killed one could not.
    const closes = [...live.values()].flatMap((member) => member.closes);
    expect(closes).toContain(1012);
    for (const [token, member] of live) {
      const mine = messages.filter((m) => m.to === token).map((m) => m.clientId);
      const got = new Set(
        [...member.received.values()]
          .filter((message) => message.recipient_id === idOf.get(token))
          .map((message) => message.client_id),
      );
      expect(mine.filter((clientId) => !got.has(clientId))).toEqual([]);
      expect([...member.viaSocket.values()].filter((times) => times > 1)).toEqual([]);
    }

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const count = async (query: string, values: unknown[]) =>
        Number((await db.query<{ n: string }>(query, values)).rows[0]!.n);
      // Each acknowledged purchase once, each message once, each comment once, each file once.
      for (const { buyer, item } of purchases) {
        expect(
          await count('select count(*) n from purchases where buyer_id = $1 and item_id = $2', [
            buyer,
            item,
          ]),
        ).toBe(1);
      }
      const clientIds = messages.map((m) => m.clientId);
      const stored = await db.query<{ client_id: string; n: string }>(
        'select client_id, count(*) n from chat_messages where client_id = any($1) group by client_id',
        [clientIds],
      );
      expect(stored.rows.length).toBe(clientIds.length);
      expect(stored.rows.filter((row) => row.n !== '1')).toEqual([]);
      for (const body of comments) {
        expect(await count('select count(*) n from comments where body = $1', [body])).toBe(1);
      }
      for (const file of files) {
        expect(await count('select count(*) n from item_files where id = $1', [file.id])).toBe(1);
        const back = await client.call('GET', `/api/files/${file.id}`, { token: file.owner });
        expect(sha(back.raw)).toBe(file.hash);
      }

      // Each clocked job ran once per period, whichever process it was; a run cut off by the
      // kill holds its job for its lease at most.
      const since = new Date(Date.now() - LOAD_MS - 60_000);
      for (const job of ['notification reminders', 'certificate batches']) {
        const runs = await db.query<{ period: string; finished: boolean; holder: string }>(
          `select period, finished_at is not null finished, holder from job_runs
           where job = $1 and started_at >= $2 order by period`,
          [job, since],
        );
        const periods = runs.rows.map((row) => Number(row.period));
        expect(new Set(periods).size).toBe(periods.length);
        expect(periods.length).toBeGreaterThan(LOAD_MS / FAST_JOBS_MS / 2);
        const gaps = periods.slice(1).map((p, i) => p - periods[i]!);
        // A period skipped only where a killed holder's lease (10 s) kept the job.
        expect(
          gaps.filter((gap) => gap > 1).reduce((sum, gap) => sum + gap - 1, 0),
        ).toBeLessThanOrEqual(3);
        expect(runs.rows.filter((row) => !row.finished).length).toBeLessThanOrEqual(1);
        expect(new Set(runs.rows.map((row) => row.holder)).size).toBeGreaterThan(0);
      }
      const maintenance = await count(
        `select count(*) n from job_runs where job = 'maintenance' and started_at >= $1`,
        [since],
      );
      expect(maintenance).toBeGreaterThanOrEqual(1);
      expect(maintenance).toBeLessThanOrEqual(2);
    } finally {
      await db.end();
    }

    // The ledger holds, as the operator's check says.
    const checked = spawnSync(process.execPath, ['apps/server/dist/ledger-check.js'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        DEV_OUTBOX: '1',
        DEV_GATEWAY: '1',
      },
      encoding: 'utf8',
    });
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
  },
  LOAD_MS + 300_000,
);

it('counts a client by the address nginx saw, whatever X-Forwarded-For it sent, and keeps its folders private', async () => {
  // Clients here are on 127.0.0.1, inside TRUST_PROXY: were nginx to append to the client's
  // X-Forwarded-For instead of setting it, each of these requests would be another viewer.
  const token = await signIn(client, `forwarded.${randomBytes(3).toString('hex')}@example.com`);
  const idea = await publish(client, token, 'An idea viewed from far away', PRICE);
  for (const forwarded of ['203.0.113.7', '198.51.100.9, 192.0.2.1']) {
    const response = await fetch(`${state().url}/api/items/${idea}`, {
      headers: { 'x-forwarded-for': forwarded },
    });
    expect(response.status).toBe(200);
  }
  const visitor = `v:${sha(Buffer.from(clientKeyOf('127.0.0.1'))).slice(0, 40)}`;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const viewers = async () =>
      (
        await db.query<{ viewer: string }>(
          `select viewer from item_views where item_id = $1 and viewer like 'v:%'`,
          [idea],
        )
      ).rows.map((row) => row.viewer);
    await until('the views are recorded', async () => (await viewers()).length > 0, 10_000);
    await sleep(500);
    expect(await viewers()).toEqual([visitor]);
  } finally {
    await db.end();
  }
  // nginx's temp folders (request bodies, answers) and the object store's: no one else's.
  for (const dir of ['nginx/client_body', 'nginx/proxy', 's3']) {
    expect((statSync(path.join(deployDir, dir)).mode & 0o777).toString(8), dir).toBe('700');
  }
}, 60_000);
