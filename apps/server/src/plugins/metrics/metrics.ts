import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/client';
import type { BusinessMeter } from '../../lib/business-meter';

const PREFIX = 'ideabazaar_';
// From a cached page (a few ms) to a request that waited out the pool's timeout (5 s).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  /** The database pool now; undefined on PGlite, which has none. */
  pool: (() => PoolStats) | undefined;
  /** The chat sockets this process holds. */
  openSockets: () => number;
}

/**
 * Every metric family of the app, on a registry of its own (several apps may share a process in
 * tests): Node's defaults (event loop delay, heap, CPU), requests by route, the database pool,
 * open sockets, purchases and deposits, job runs and the ledger check's verdict.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Requests answered, by method, route pattern and status class, and how long each took',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  const { pool } = sources;
  if (pool) {
    const poolGauge = (name: keyof PoolStats, help: string) =>
      new Gauge({
        name: `${PREFIX}db_pool_${name}`,
        help,
        registers,
        collect() {
          this.set(pool()[name]);
        },
      });
    poolGauge('max', 'Connections the database pool may open');
    poolGauge('total', 'Connections the database pool holds open');
    poolGauge('idle', 'Open database connections not lent to a query');
    poolGauge('waiting', 'Queries waiting for a database connection');
  }

  new Gauge({
    name: `${PREFIX}websockets_open`,
    help: 'Chat sockets held by this process',
    registers,
    collect() {
      this.set(sources.openSockets());
    },
  });

  const counter = (name: string, help: string, labelNames: string[] = []) =>
    new Counter({ name: `${PREFIX}${name}`, help, labelNames, registers });
  const purchases = counter('purchases_total', 'Purchases committed');
  const purchased = counter('purchases_amount_total', 'What buyers paid for the purchases');
  const deposits = counter('deposits_total', 'Deposits credited');
  const deposited = counter('deposits_amount_total', 'The amount of the deposits credited');
  const jobRuns = counter('job_runs_total', 'Runs of clocked job steps, by job and outcome', [
    'job',
    'outcome',
  ]);

  const ledgerSound = new Gauge({
    name: `${PREFIX}ledger_sound`,
    help: 'The last ledger check: 1 when every invariant held, 0 when one did not',
    registers,
  });
  const ledgerCheckedAt = new Gauge({
    name: `${PREFIX}ledger_check_timestamp_seconds`,
    help: 'When the last ledger check finished (Unix time)',
    registers,
  });

  const meter: BusinessMeter = {
    purchased(amount) {
      purchases.inc();
      purchased.inc(amount);
    },
    deposited(amount) {
      deposits.inc();
      deposited.inc(amount);
    },
  };

  return {
    registry,
    meter,
    request(labels: { method: string; route: string; statusCode: number }, seconds: number) {
      const status_class = `${Math.floor(labels.statusCode / 100)}xx`;
      requests.observe({ method: labels.method, route: labels.route, status_class }, seconds);
    },
    jobRun: (job: string, outcome: 'ok' | 'failed') => jobRuns.inc({ job, outcome }),
    ledgerChecked(sound: boolean) {
      ledgerSound.set(sound ? 1 : 0);
      ledgerCheckedAt.set(Date.now() / 1000);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
