// Benchmark (issue 34): the database's own cost of a purchase. pgbench, with no Node in the way,
// runs nothing but `purchase_commit` (sql/purchase_commit.sql: the key, the purchase, the sale's
// two ledger transactions and four entries, their triggers and deferred checks, the
// notifications' trigger), 50 clients, each buying a different idea each time, on a fresh
// PostgreSQL database of DATABASE_URL. Two shapes of the same load: one seller's ideas bought by
// all 50 buyers at once (the seller's pending balance is one row every purchase updates and
// holds locked until it commits), and the five sellers' ideas in turn. Beside them in the same
// run, to say where a purchase's database time goes: the first with the notifications' trigger
// off; both with every trigger off (session_replication_role = replica: no balance moved, no
// deferred check, no foreign key checked; the rows and their indexes alone); and a bare
// conditional UPDATE. Medians of ROUNDS runs, interleaved, after a warm-up. Issue 34's target,
// 1.5x the rate of the money tables as landed, asks for a change of them that has not been made
// (docs/performance.md, "Issue 34"): this prints the rates against which it is to be measured.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { NO_SHEDDING, openBenchDatabase } from './bench-database';
import { plant, PLANTED } from './purchase-plant';
import { median } from './stats';

const CLIENTS = PLANTED.BUYERS;
const PER_CLIENT = 40;
const ROUNDS = 5;
// Runs of the purchase per round, each of CLIENTS x PER_CLIENT purchases of ideas no buyer has
// bought: one seller's with and without notifications and with no trigger (3), the five sellers'
// with and without triggers (2).
const ONE_SELLER_RUNS = 3;
const PURCHASE_RUNS = (ONE_SELLER_RUNS + 2) * (ROUNDS + 1);

if (!process.env.DATABASE_URL) {
  console.log('pgbench purchase skipped: set DATABASE_URL to a PostgreSQL server to measure it');
  process.exit(0);
}
if (spawnSync('pgbench', ['--version']).status !== 0) {
  console.log('pgbench purchase skipped: no pgbench on this machine (postgresql-client)');
  process.exit(0);
}

const database = await openBenchDatabase('postgres');
const config = {
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, ...NO_SHEDDING }),
  logLevel: 'silent' as const,
};
const app = await buildApp({ config, db: database.handle });
const scripts = await mkdtemp(path.join(os.tmpdir(), 'pgbench-purchase-'));
let closed = false;
try {
  const ideasPerSeller = Math.ceil((PURCHASE_RUNS * CLIENTS * PER_CLIENT) / PLANTED.SELLERS);
  const { buyers, ideas } = await plant(
    app,
    database.handle,
    ideasPerSeller,
    PURCHASE_RUNS * PER_CLIENT,
  );
  // No server runs beside pgbench: its dispatcher would claim the purchases' notifications on
  // the same cores while they are measured.
  await app.close();
  closed = true;
  const { db } = database.handle;
  // Every buyer buys each idea at most once: the ideas are taken in turn from one sequence per
  // shape. Of each seller's ideas, three in five are one seller's (ordered by seller: a run of
  // CLIENTS x PER_CLIENT purchases is one seller's, or two at a boundary), the rest the five
  // sellers' in turn.
  await db.execute(
    sql.raw(`
    create table bench_buyers (n int primary key, id bigint not null);
    create table bench_planted (n int primary key, id uuid not null);
    create table bench_ideas (shape text, n int, id uuid not null, primary key (shape, n));
    create sequence bench_pick_one;
    create sequence bench_pick_five;
    create table bench_balances (id int primary key, balance bigint not null);
    create function bench_next_idea(shape text) returns uuid language plpgsql as $$
      declare k bigint := nextval(case shape when 'one' then 'bench_pick_one' else 'bench_pick_five' end);
      begin return (select id from bench_ideas b where b.shape = $1 and b.n = k); end $$;`),
  );
  await db.execute(
    sql.raw(
      `insert into bench_buyers values ${buyers.map((b, i) => `(${i}, ${b.id})`).join(', ')}`,
    ),
  );
  await db.execute(
    sql.raw(`insert into bench_planted values ${ideas.map((id, i) => `(${i + 1}, '${id}')`).join(', ')};
      insert into bench_ideas
        select case when rk % 5 < ${ONE_SELLER_RUNS} then 'one' else 'five' end,
          row_number() over (partition by rk % 5 < ${ONE_SELLER_RUNS}
            order by case when rk % 5 < ${ONE_SELLER_RUNS} then owner_id end, rk, owner_id),
          id
        from (select i.id, i.owner_id, row_number() over (partition by i.owner_id order by i.id) rk
          from items i join bench_planted p on p.id = i.id) ranked;
      insert into bench_balances select g, 1000000000 from generate_series(0, ${CLIENTS - 1}) g;
      analyze`),
  );
  const { commissionPercent, saleHoldHours, referralReward, referralMinPaid } = config.money;
  const purchaseScript = async (shape: 'one' | 'five') => {
    const file = path.join(scripts, `purchase-${shape}.sql`);
    await writeFile(
      file,
      `select purchase_commit(jsonb_build_object(
  'key', jsonb_build_object('key', gen_random_uuid()::text, 'scope', 'purchase:' || p.item,
    'request_hash', md5(p.item::text), 'status_code', 201, 'response', '{}'::jsonb),
  'purchase_id', gen_random_uuid(), 'item_id', p.item,
  'buyer_id', (select id from bench_buyers where n = :client_id),
  'expected_price', ${PLANTED.PRICE}, 'voucher_code', null,
  'commission_percent', ${commissionPercent}, 'hold_hours', ${saleHoldHours},
  'referral', jsonb_build_object('reward', ${referralReward}, 'min_paid', ${referralMinPaid})))
from (select bench_next_idea('${shape}') as item) p;
`,
    );
    return file;
  };
  const oneSeller = await purchaseScript('one');
  const fiveSellers = await purchaseScript('five');
  const update = path.join(scripts, 'update.sql');
  await writeFile(
    update,
    'update bench_balances set balance = balance - 1 where id = :client_id and balance >= 1;\n',
  );
  const url = database.url!;
  /** One pgbench run: transactions per second, or why it failed. */
  const pgbench = (script: string, options: string = '') => {
    const run = spawnSync(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(CLIENTS), '-j', '2', '-t', String(PER_CLIENT)].concat([
        '-f',
        script,
        url,
      ]),
      { encoding: 'utf8', env: { ...process.env, PGOPTIONS: options } },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
    const failed = /number of failed transactions: (\d+)/.exec(run.stdout);
    if (run.status !== 0 || !tps || (failed && failed[1] !== '0')) {
      throw new Error(`pgbench failed:\n${run.stdout}\n${run.stderr}`);
    }
    return Number(tps[1]);
  };
  const setNotify = (on: boolean) =>
    db.execute(
      sql.raw(`alter table purchases ${on ? 'enable' : 'disable'} trigger purchases_notify`),
    );
  const runs = {
    purchase: [] as number[],
    quiet: [] as number[],
    rows: [] as number[],
    spread: [] as number[],
    spreadRows: [] as number[],
    update: [] as number[],
  };
  const replica = '-c session_replication_role=replica';
  for (let round = 0; round <= ROUNDS; round += 1) {
    const rates = {
      purchase: pgbench(oneSeller),
      quiet: await (async () => {
        await setNotify(false);
        try {
          return pgbench(oneSeller);
        } finally {
          await setNotify(true);
        }
      })(),
      rows: pgbench(oneSeller, replica),
      spread: pgbench(fiveSellers),
      spreadRows: pgbench(fiveSellers, replica),
      update: pgbench(update),
    };
    if (round === 0) continue; // the warm-up
    for (const [key, rate] of Object.entries(rates)) runs[key as keyof typeof runs].push(rate);
  }
  const m = Object.fromEntries(
    Object.entries(runs).map(([key, rates]) => [key, median(rates)]),
  ) as Record<keyof typeof runs, number>;
  // The runs with triggers off wrote purchases whose postings were not made: the ledger is not
  // checked here (the purchase bench checks it after the app's purchases).
  const cores = os.cpus().length;
  const ms = (perSecond: number) => ((1000 * cores) / perSecond).toFixed(2);
  const rate = (perSecond: number) => `${perSecond.toFixed(0)}/s`;
  console.log(
    `pgbench purchase_commit, one seller's ideas ${rate(m.purchase)} (${ms(m.purchase)} ms of the ${cores} cores each); without the notifications' trigger ${rate(m.quiet)} (they cost ${((1 - m.purchase / m.quiet) * 100).toFixed(0)}%); with no trigger at all, the rows and indexes alone ${rate(m.rows)}. Five sellers' ideas in turn ${rate(m.spread)} (${(m.spread / m.purchase).toFixed(2)}x one seller's: the seller's pending balance row, locked by each purchase till it commits), with no trigger ${rate(m.spreadRows)}. Bare UPDATE ${rate(m.update)}. ${CLIENTS} clients, median of ${ROUNDS} runs of ${CLIENTS * PER_CLIENT}. Issue 34's 1.5x asks for a change of the money tables, not made: not met`,
  );
} finally {
  if (!closed) await app.close();
  await database.handle.close();
  await database.drop();
  await rm(scripts, { recursive: true, force: true });
}
