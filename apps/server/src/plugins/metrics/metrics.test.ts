import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../../../test/helpers/app';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { createItem } from '../../../test/helpers/factories';
import { freePort } from '../../../test/helpers/free-port';
import { signedInMember } from '../../../test/helpers/members';
import { buy, fund } from '../../../test/helpers/wallet';
import { addClock } from '../clock';

let t: TestApp;
let port: number;
let stepRuns = 0;

const scrape = async () => {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
};

/** The value of one series, `name{labels}` as Prometheus writes it; 0 when absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ config: { metricsPort: port, metricsHost: '127.0.0.1' } });
  // A clocked job of the test's own, run every few milliseconds once the app is ready.
  addClock(t.app, {
    job: 'metrics test',
    intervalMs: 20,
    // Unclaimed: a run per 20 ms period would only fill the job runs' record.
    everyProcess: true,
    steps: [{ name: 'metrics test step', run: async () => ++stepRuns, done: 'ran' }],
  });
  await t.app.ready();
});
afterAll(() => t.close());

describe('metrics on the private port', () => {
  it('serves every family, with Node defaults such as the event loop delay', async () => {
    const text = await scrape();
    for (const family of [
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'ideabazaar_http_request_duration_seconds',
      'ideabazaar_websockets_open',
      'ideabazaar_purchases_total',
      'ideabazaar_deposits_total',
      'ideabazaar_job_runs_total',
      'ideabazaar_ledger_sound',
      'ideabazaar_ledger_check_timestamp_seconds',
      ...(t.db.pool ? ['ideabazaar_db_pool_total', 'ideabazaar_db_pool_waiting'] : []),
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
    expect(valueOf(text, 'ideabazaar_websockets_open')).toBe(0);
  });

  it('counts requests by route pattern, never by the URL', async () => {
    const id = randomUUID();
    const series = `ideabazaar_http_request_duration_seconds_count{method="GET",route="/api/items/:id",status_class="4xx"}`;
    const before = valueOf(await scrape(), series);
    const response = await t.app.inject({ url: `/api/items/${id}` });
    expect(response.statusCode).toBe(404);
    const text = await scrape();
    expect(valueOf(text, series)).toBe(before + 1);
    expect(text).not.toContain(id);
  });

  it('counts a deposit credited and a purchase committed, once each', async () => {
    const seller = await signedInMember(t);
    const buyer = await signedInMember(t);
    const item = await createItem(t.db.db, { ownerId: seller.id, price: 100_000 });
    const before = await scrape();
    await fund(t, buyer.token, 150_000);
    const key = randomUUID();
    expect((await buy(t, buyer.token, item.id, { key })).statusCode).toBe(201);
    // The same key again is a replay, not a second purchase.
    expect((await buy(t, buyer.token, item.id, { key })).statusCode).toBe(201);
    const after = await scrape();
    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('ideabazaar_deposits_total')).toBe(1);
    expect(moved('ideabazaar_deposits_amount_total')).toBe(150_000);
    expect(moved('ideabazaar_purchases_total')).toBe(1);
    expect(moved('ideabazaar_purchases_amount_total')).toBe(100_000);
  });

  it('counts job runs by job, and keeps the ledger check verdict with its time', async () => {
    const series = 'ideabazaar_job_runs_total{job="metrics test step",outcome="ok"}';
    await expect
      .poll(async () => valueOf(await scrape(), series), { timeout: 5000 })
      .toBeGreaterThan(0);
    // The ledger check runs once at the start.
    await expect
      .poll(async () => valueOf(await scrape(), 'ideabazaar_ledger_check_timestamp_seconds'), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    expect(valueOf(await scrape(), 'ideabazaar_ledger_sound')).toBe(1);
  });

  it('keeps the verdict in a second process too, which the hourly maintenance passes over', async () => {
    // A second app on the same database: the first already claimed this hour's maintenance.
    const secondPort = await freePort();
    const rateLimiter = createMemoryRateLimiter();
    const second = await buildApp({
      config: testConfig({ metricsPort: secondPort, metricsHost: '127.0.0.1' }),
      db: t.db,
      rateLimiter,
      devConsole: { write: () => {} },
    });
    try {
      await second.ready();
      const read = async () => (await fetch(`http://127.0.0.1:${secondPort}/metrics`)).text();
      await expect
        .poll(async () => valueOf(await read(), 'ideabazaar_ledger_check_timestamp_seconds'), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
      expect(valueOf(await read(), 'ideabazaar_ledger_sound')).toBe(1);
    } finally {
      await second.close();
      await rateLimiter.close();
    }
  });

  it('answers 404 for anything but /metrics, and /metrics is not on the public port', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    const publicMetrics = await t.app.inject({ url: '/metrics' });
    expect(publicMetrics.statusCode).toBe(404);
    expect(publicMetrics.body).not.toContain('ideabazaar_');
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
  });
});

describe('metrics off', () => {
  it('opens no listener and counts nothing without METRICS_PORT', async () => {
    const off = await createTestApp();
    try {
      await off.app.ready();
      expect(off.config.metricsPort).toBeUndefined();
      expect(off.app.hasDecorator('onJobRun')).toBe(false);
    } finally {
      await off.close();
    }
  });
});
