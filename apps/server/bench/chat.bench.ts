// Benchmark: chat messages delivered per second and the p99 from a send's start to its arrival
// on the recipient's socket, with 200 sockets (100 pairs, every sender posting one message after
// another). On one process (PGlite, and PostgreSQL when DATABASE_URL is set) against a bare
// Fastify with the same WebSocket plugin and driver that only INSERTs and forwards; and, with
// DATABASE_URL and REDIS_URL, across two server processes through Redis (send on A, receive on
// B). Warm; each figure is the median of repeated runs; clients run in a worker thread and share
// the machine's cores with the servers and the database.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import { conversations, items, users } from '../src/db/schema';
import { NO_SHEDDING, openBenchDatabase } from './bench-database';
import { bareChat } from './chat-reference';
import { clientWorker, median, p99 } from './stats';

const PAIRS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_PER_SECOND = 5_000;
/**
 * Issue 34: the absolute rate and p99 of issue 11 are out of reach on two shared cores
 * (docs/performance.md); the target is a message delivered at 0.9 or more of the bare Fastify +
 * ws on the same driver, in the same run. Across processes there is no bare reference: the
 * absolute figures stay its target.
 */
const RATIO_TARGET = 0.9;
const P99_ONE_PROCESS_MS = 50;
const P99_ACROSS_MS = 100;
/** Messages per sender in one run. */
const PER_SENDER = { postgres: 10, pglite: 4 } as const;

type Kind = keyof typeof PER_SENDER;
interface Member {
  id: number;
  token: string;
}
interface Pair {
  sender: Member;
  recipient: Member;
}
interface Run {
  ms: number;
  latencies: number[];
  sent: number;
  failures: string[];
  /** This thread's busy time per message delivered (ms), where the server ran here. */
  threadMs?: number;
}

const worker = clientWorker<
  { sendTo: string; receiveOn: string; pairs: Pair[]; perSender: number },
  Run
>('./chat-worker.mjs');
const load = (sendTo: string, receiveOn: string, pairs: Pair[], perSender: number) =>
  worker.run({ sendTo, receiveOn, pairs, perSender });
/**
 * A run of a server in this process, and this thread's busy time per message during it: the
 * app and its reference run here one at a time, the clients in a worker thread.
 */
const timedLoad = async (base: string, pairs: Pair[], perSender: number): Promise<Run> => {
  const before = performance.eventLoopUtilization();
  const run = await load(base, base, pairs, perSender);
  const active = performance.eventLoopUtilization(before).active;
  return { ...run, threadMs: active / Math.max(1, run.latencies.length) };
};
const thread = (runs: Run[]) =>
  runs[0]?.threadMs === undefined
    ? ''
    : `, thread ${median(runs.map((run) => run.threadMs!)).toFixed(2)} ms/message`;
const rate = (run: Run) => (run.latencies.length / run.ms) * 1000;
const lost = (run: Run) => run.sent - run.latencies.length;

/** Pairs of members whose conversation exists (started about the recipient's need). */
async function plant(app: App, handle: DatabaseHandle) {
  const member = async (index: number): Promise<Member> => {
    const [row] = await handle.db
      .insert(users)
      .values({ email: `chat${index}@example.com`, referralCode: `CHAT${index}X` })
      .returning();
    return { id: row!.id, token: await app.services.tokens.issue(row!.id) };
  };
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS; i += 1) {
    const sender = await member(2 * i);
    const recipient = await member(2 * i + 1);
    const [need] = await handle.db
      .insert(items)
      .values({
        section: 'need',
        status: 'published',
        ownerId: recipient.id,
        title: `Bench need ${i}`,
        searchText: `bench need ${i}`,
        publishedAt: new Date(),
      })
      .returning({ id: items.id });
    const started = await app.inject({
      method: 'POST',
      url: `/api/chat/${recipient.id}/messages`,
      headers: { authorization: `Bearer ${sender.token}` },
      payload: { body: 'Hello', client_id: randomUUID(), item_id: need!.id },
    });
    if (started.statusCode !== 201) throw new Error(`start: ${started.body}`);
    pairs.push({ sender, recipient });
  }
  const ids = new Map<string, string>();
  for (const row of await handle.db.select().from(conversations)) {
    ids.set(`${row.lowId}:${row.highId}`, row.id);
    ids.set(`${row.highId}:${row.lowId}`, row.id);
  }
  return { pairs, conversations: ids };
}

function report(label: string, runs: Run[], limitMs: number, reference?: Run[]) {
  const perSecond = median(runs.map(rate));
  const latency = median(runs.map((run) => p99(run.latencies)));
  const missing = runs.reduce((sum, run) => sum + lost(run), 0);
  const failures = runs.flatMap((run) => run.failures);
  const ratio = reference ? perSecond / median(reference.map(rate)) : undefined;
  const fast =
    ratio === undefined
      ? perSecond >= TARGET_PER_SECOND && latency <= limitMs
      : ratio >= RATIO_TARGET;
  const ok = fast && missing === 0 && failures.length === 0;
  const refFailures = reference?.flatMap((run) => run.failures) ?? [];
  if (refFailures.length > 0) console.log(`bare reference failed sends: ${refFailures[0]}`);
  const bare = reference
    ? `; bare Fastify + ws on the same driver ${median(reference.map(rate)).toFixed(0)}/s, p99 ${median(reference.map((run) => p99(run.latencies))).toFixed(1)} ms${thread(reference)}, ratio ${ratio!.toFixed(2)} (target ${RATIO_TARGET})`
    : '';
  console.log(
    `chat ${label.padEnd(22)} ${perSecond.toFixed(0)} delivered/s (issue 11: ${TARGET_PER_SECOND}), p99 ${latency.toFixed(1)} ms (issue 11: ${limitMs})${thread(runs)}${bare}; ${PAIRS * 2} sockets, median of ${runs.length} runs of ${runs[0]?.sent}; ${missing} not delivered${failures.length ? `, failed sends: ${failures.length} (${failures[0]})` : ''} ${ok ? 'ok' : 'FAIL'}`,
  );
  return ok;
}

async function oneProcess(kind: Kind): Promise<boolean> {
  const database = await openBenchDatabase(kind);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, ...NO_SHEDDING }),
    logLevel: 'silent' as const,
    chatRateLimit: 100_000,
  };
  const app = await buildApp({ config, db: database.handle });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { pairs, conversations: ids } = await plant(app, database.handle);
    const tokens = new Map(
      pairs.flatMap((pair) => [pair.sender, pair.recipient]).map((m) => [m.token, m.id]),
    );
    const reference = await bareChat(database.handle, ids, tokens);
    const referenceBase = `http://127.0.0.1:${(reference.server.address() as { port: number }).port}`;
    const runs: Run[] = [];
    const bare: Run[] = [];
    try {
      for (let round = 0; round <= ROUNDS; round += 1) {
        const refRun = await timedLoad(referenceBase, pairs, PER_SENDER[kind]);
        const appRun = await timedLoad(base, pairs, PER_SENDER[kind]);
        // Round 0 warms them up and is not counted.
        if (round === 0) continue;
        bare.push(refRun);
        runs.push(appRun);
      }
    } finally {
      await reference.close();
    }
    return report(`one process ${kind}`, runs, P99_ONE_PROCESS_MS, bare);
  } finally {
    await app.close();
    await database.handle.close();
    await database.drop();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Two server processes on one PostgreSQL database, fanning out through Redis. */
async function acrossProcesses(): Promise<boolean> {
  const database = await openBenchDatabase('postgres');
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, ...NO_SHEDDING }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp({ config, db: database.handle });
  const { pairs } = await plant(app, database.handle);
  await app.close();
  await database.handle.close();
  const processes = await Promise.all(
    [0, 1].map(async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.url!,
          CHAT_RATE_LIMIT: '100000',
          ...NO_SHEDDING,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      await new Promise<void>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += String(chunk);
          if (output.includes('IdeaBazaar is running')) resolve();
        });
        child.on('exit', () => reject(new Error(`server exited: ${output}`)));
      });
      return { child, base: `http://127.0.0.1:${port}` };
    }),
  );
  try {
    const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const runs: Run[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      const run = await load(a.base, b.base, pairs, PER_SENDER.postgres);
      if (round > 0) runs.push(run);
    }
    return report('across 2 processes', runs, P99_ACROSS_MS);
  } finally {
    for (const { child } of processes) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database.drop();
  }
}

console.log(
  `chat bench on ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start: the servers, the database and the clients share them`,
);
const kinds: Kind[] = process.env.DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
let failed = false;
for (const kind of kinds) if (!(await oneProcess(kind))) failed = true;
if (process.env.DATABASE_URL && process.env.REDIS_URL) {
  if (!(await acrossProcesses())) failed = true;
} else {
  console.log('chat across processes skipped: set DATABASE_URL and REDIS_URL to measure it');
}
await worker.terminate();
process.exitCode = failed ? 1 : 0;
