// Benchmark (issue 12): the public API on a catalogue made through the app's own calls, against
// a bare Fastify running the same SQL on the same driver in the same run (api-reference.ts):
// the list (first page, a common word, a rare word, a word matching nothing, page 10, and a
// different search each time, which no cache serves), the detail (the same viewer and a new one
// each time), posting a comment, at 1, 20 and 50 connections; a search with no match against one
// that matches; and on PGlite the start on an existing folder and the folder's size. Warm;
// medians of interleaved runs. Rows go to BENCH_OUT (JSON lines) for scripts/bench.mjs.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { rowsOf } from '../src/db/rows';
import { referenceServer } from './api-reference';
import { NO_SHEDDING, openBenchDatabase } from './bench-database';
import { buildDataSet, FULL, QUICK, WORDS } from './dataset';
import { emit } from './rows';
import { startAndSize } from './start-measure';
import { clientWorker, median, p99, type LoadRequest, type LoadRun } from './stats';

const quick = process.argv.includes('--quick');
/** `--only=detail,comment`: the scenarios whose names hold one of these, to look at a few. */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** `--driver=postgres` or `--driver=pglite`: one driver only. */
const driver = process.argv.find((arg) => arg.startsWith('--driver='))?.slice('--driver='.length);
const ROUNDS = quick ? 2 : 3;
const CONNECTIONS = quick ? [20] : [1, 20, 50];
/** Requests per run: enough for a stable rate, few enough to keep the whole bench in minutes. */
const perRun = (connections: number) => (connections === 1 ? 150 : quick ? 300 : 500);

type Request = LoadRequest;
type Run = LoadRun;

const worker = clientWorker<{ port: number; clients: Request[][] }, Run>('./load-worker.mjs');
const rate = (run: Run) => (run.latencies.length / run.ms) * 1000;

interface Scenario {
  what: string;
  app: (client: number, index: number) => Request;
  reference: (client: number, index: number) => Request;
  /** The ratio the app must reach against the reference, per driver. */
  ratio?: { postgres: number; pglite: number };
  /**
   * Below this ratio the quick bench calls it a regression; half the target when not given. A
   * target set on a row already far from it (issue 34's comment) gets a floor under where it
   * stands, so that CI fails when it gets worse, not because it is not met yet.
   */
  regressionBelow?: number;
  /** A p99 limit at 20 connections on PostgreSQL (ms). */
  p99OnPostgres?: number;
}

async function bench(kind: 'pglite' | 'postgres'): Promise<void> {
  const size = quick ? QUICK : FULL;
  const database = await openBenchDatabase(kind);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      RATE_LIMIT_DRAFTS: '100000',
      RATE_LIMIT_COMMENTS: '100000',
      TRUST_PROXY: 'loopback',
      ...NO_SHEDDING,
    }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp({ config, db: database.handle });
  const data = await buildDataSet(app, database.handle, size, (text) => console.log(`  ${text}`));
  // What the app's own upkeep does a minute after writes (PGlite), done now: the statistics
  // reach their views a second after the writes.
  await sleep(1100);
  await database.handle.upkeep();
  const refServer = await referenceServer(database.handle);
  const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);

  // Page 10 of the newest ideas: its cursor for the app, its key for the reference.
  let cursor: string | undefined;
  let last: { published_at: string; id: string } | undefined;
  for (let page = 1; page < 10; page += 1) {
    const body = (
      await app.inject({
        url: `/api/items?section=idea${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      })
    ).json() as { items: { published_at: string; id: string }[]; next_cursor: string | null };
    cursor = body.next_cursor ?? undefined;
    last = body.items.at(-1);
  }
  const ideas = data.ideas;
  let viewer = 0;
  const newViewer = () => {
    viewer += 1;
    return `10.${(viewer >> 16) & 255}.${(viewer >> 8) & 255}.${viewer & 255}`;
  };
  const list = (query: string): Pick<Scenario, 'app' | 'reference'> => ({
    app: () => ({ method: 'GET', path: `/api/items?section=idea${query}` }),
    reference: () => ({ method: 'GET', path: `/items?section=idea${query}` }),
  });
  const listRatio = { postgres: 1.0, pglite: 0.9 };
  let varied = 0;
  const scenarios: Scenario[] = [
    { what: 'list, first page', ...list(''), ratio: listRatio, p99OnPostgres: 50 },
    {
      what: `list, a common word (${WORDS.common})`,
      ...list(`&q=${WORDS.common}`),
      ratio: listRatio,
    },
    { what: `list, a rare word (${WORDS.rare})`, ...list(`&q=${WORDS.rare}`), ratio: listRatio },
    { what: 'list, a word matching nothing', ...list(`&q=${WORDS.none}`), ratio: listRatio },
    {
      what: 'list, page 10',
      app: () => ({
        method: 'GET',
        path: `/api/items?section=idea&cursor=${encodeURIComponent(cursor!)}`,
      }),
      reference: () => ({
        method: 'GET',
        path: `/items?section=idea&after=${encodeURIComponent(last!.published_at)}&after_id=${last!.id}`,
      }),
      ratio: listRatio,
    },
    {
      // A number in the titles: every request a search no other asked, which no cache holds.
      what: 'list, a different search each time (uncached)',
      app: () => ({ method: 'GET', path: `/api/items?section=idea&q=${(varied += 7) % 5000}` }),
      reference: () => ({ method: 'GET', path: `/items?section=idea&q=${(varied += 7) % 5000}` }),
    },
    {
      what: 'detail, the same viewer',
      app: () => ({
        method: 'GET',
        path: `/api/items/${ideas[0]}`,
        headers: { 'x-forwarded-for': '10.255.0.1' },
      }),
      reference: () => ({
        method: 'GET',
        path: `/items/${ideas[0]}`,
        headers: { 'x-forwarded-for': '10.255.0.1' },
      }),
      ratio: listRatio,
      p99OnPostgres: 50,
    },
    {
      what: 'detail, a new viewer each time',
      app: (_, index) => ({
        method: 'GET',
        path: `/api/items/${ideas[index % ideas.length]}`,
        headers: { 'x-forwarded-for': newViewer() },
      }),
      reference: (_, index) => ({
        method: 'GET',
        path: `/items/${ideas[index % ideas.length]}`,
        headers: { 'x-forwarded-for': newViewer() },
      }),
      ratio: listRatio,
    },
    {
      what: 'posting a comment',
      app: (client, index) => ({
        method: 'POST',
        path: `/api/items/${ideas[(client * 31 + index) % ideas.length]}/comments`,
        headers: { authorization: `Bearer ${data.members[client % data.members.length]!.token}` },
        body: { body: `Bench comment ${index} from ${client}` },
      }),
      reference: (client, index) => ({
        method: 'POST',
        path: `/items/${ideas[(client * 31 + index) % ideas.length]}/comments`,
        headers: { authorization: `Bearer ${data.members[client % data.members.length]!.token}` },
        body: { body: `Bench comment ${index} from ${client}` },
      }),
      // Issue 34: a comment at 0.9 or more of the bare same-SQL reference: 0.99-1.16 on
      // PostgreSQL since it is one statement, 0.41-0.43 on PGlite before (docs/performance.md):
      // below 0.25 is a regression.
      ratio: { postgres: 0.9, pglite: 0.9 },
      regressionBelow: 0.25,
    },
  ];
  const chosen = (
    quick
      ? scenarios.filter((s) =>
          [
            'list, first page',
            'list, a different search each time (uncached)',
            'detail, a new viewer each time',
            'posting a comment',
          ].includes(s.what),
        )
      : scenarios
  ).filter((s) => !only || only.some((word) => s.what.includes(word)));

  try {
    // Both servers warm on every path before anything is measured (the JIT, plans, caches).
    for (const scenario of chosen) {
      let sent = 0;
      const warm = (make: Scenario['app']) =>
        Array.from({ length: 10 }, (_, client) =>
          Array.from({ length: 20 }, () => make(client, sent++)),
        );
      await worker.run({ port: refServer.port, clients: warm(scenario.reference) });
      await worker.run({ port, clients: warm(scenario.app) });
    }
    for (const scenario of chosen) {
      for (const connections of CONNECTIONS) {
        const each = Math.ceil(perRun(connections) / connections);
        let sent = 0;
        const clients = (make: Scenario['app']) =>
          Array.from({ length: connections }, (_, client) =>
            Array.from({ length: each }, () => make(client, sent++)),
          );
        const appRuns: Run[] = [];
        const refRuns: Run[] = [];
        const appThread: number[] = [];
        const refThread: number[] = [];
        // One run, and this thread's busy time per request during it: both servers run here,
        // one at a time, and the load runs in a worker thread.
        const timed = async (port: number, requests: Request[][], into: number[]) => {
          const before = performance.eventLoopUtilization();
          const run = await worker.run({ port, clients: requests });
          into.push(performance.eventLoopUtilization(before).active / run.latencies.length);
          return run;
        };
        for (let round = 0; round <= ROUNDS; round += 1) {
          const refRun = await timed(refServer.port, clients(scenario.reference), refThread);
          const appRun = await timed(port, clients(scenario.app), appThread);
          const bad = Object.keys(appRun.statuses).filter((status) => Number(status) >= 300);
          if (bad.length > 0)
            throw new Error(
              `${scenario.what}: ${JSON.stringify(appRun.statuses)} ${appRun.failures[0]}`,
            );
          if (round === 0) {
            // the warm-up
            appThread.pop();
            refThread.pop();
            continue;
          }
          appRuns.push(appRun);
          refRuns.push(refRun);
        }
        const value = median(appRuns.map(rate));
        const reference = median(refRuns.map(rate));
        const appP99 = median(appRuns.map((run) => p99(run.latencies)));
        const ratio = value / reference;
        const wanted = scenario.ratio?.[kind];
        const p99Limit =
          kind === 'postgres' && connections === 20 ? scenario.p99OnPostgres : undefined;
        const writers =
          kind === 'pglite' && scenario.what === 'posting a comment' && connections === 50;
        const targets = [
          wanted === undefined ? undefined : `ratio >= ${wanted}`,
          p99Limit === undefined ? undefined : `p99 <= ${p99Limit} ms`,
          writers ? 'p99 <= 500 ms' : undefined,
        ].filter(Boolean);
        const ok =
          (wanted === undefined || ratio >= wanted) &&
          (p99Limit === undefined || appP99 <= p99Limit) &&
          (!writers || appP99 <= 500);
        emit({
          group: 'api',
          what: scenario.what,
          driver: kind,
          connections,
          value,
          unit: 'req/s',
          p99: appP99,
          reference,
          referenceP99: median(refRuns.map((run) => p99(run.latencies))),
          threadMs: median(appThread),
          referenceThreadMs: median(refThread),
          ratio,
          ...(targets.length > 0
            ? {
                target: targets.join(', '),
                ok,
                regression:
                  wanted !== undefined && ratio < (scenario.regressionBelow ?? wanted / 2),
              }
            : {}),
        });
      }
    }

    // A search with no match against one that matches, each run for itself (no cache), one at a
    // time: what the planner does with the statistics it has.
    const searchMs = async (q: string) => {
      const times: number[] = [];
      for (let i = 0; i < (quick ? 15 : 40); i += 1) {
        const started = process.hrtime.bigint();
        await app.services.browse.page({
          filter: { section: 'idea', q },
          sort: 'newest',
          limit: 20,
          language: 'en',
        });
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      return median(times);
    };
    await searchMs(WORDS.none);
    const none = await searchMs(WORDS.none);
    const common = await searchMs(WORDS.common);
    const rare = await searchMs(WORDS.rare);
    emit({
      group: 'api',
      what: `search with no match against one that matches (${none.toFixed(1)} ms / ${common.toFixed(1)} ms; rare ${rare.toFixed(1)} ms)`,
      driver: kind,
      value: none / common,
      unit: 'x',
      ...(kind === 'pglite'
        ? { target: '<= 2 x', ok: none / common <= 2, regression: none / common > 10 }
        : {}),
    });

    if (kind === 'pglite') {
      const [live] = rowsOf<{ bytes: number }>(
        await database.handle.db
          .execute(sql`select sum(pg_total_relation_size(relid))::float8 as bytes
          from pg_stat_user_tables`),
      );
      await app.close();
      await refServer.server.close();
      await database.handle.close();
      await startAndSize(database.dataDir, live?.bytes ?? 0, quick ? 1 : 3);
    }
  } finally {
    await refServer.server.close().catch(() => {});
    await app.close().catch(() => {});
    await database.handle.close();
    await database.drop();
  }
}

console.log(
  `api bench${quick ? ' (quick)' : ''} on ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}: the server, the database and the clients share them`,
);
const kinds: ('pglite' | 'postgres')[] =
  process.env.DATABASE_URL && !quick ? ['postgres', 'pglite'] : ['pglite'];
if (!process.env.DATABASE_URL) console.log('api postgres skipped: set DATABASE_URL to measure it');
for (const kind of kinds.filter((k) => !driver || k === driver)) await bench(kind);
await worker.terminate();
