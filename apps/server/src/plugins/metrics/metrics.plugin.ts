import { createServer, type Server } from 'node:http';
import fp from 'fastify-plugin';
import { noMeter, type BusinessMeter } from '../../lib/business-meter';
import { addClock } from '../clock';
import { createMetrics, type Metrics } from './metrics';

const HOUR_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where services count purchases and deposits (a no-op while metrics are off). */
    meter: BusinessMeter;
  }
}

/**
 * Prometheus metrics (issue 33), on when METRICS_PORT is set: counted in this process and served
 * at /metrics by a listener of their own on METRICS_HOST, never through the public port. The
 * ledger is checked at start and hourly in each process, its verdict kept as a gauge.
 */
export const metricsPlugin = fp(
  async (app) => {
    const { metricsPort, metricsHost } = app.config;
    if (metricsPort === undefined) {
      app.decorate('meter', noMeter);
      return;
    }
    const metrics = createMetrics({
      pool: app.database.pool,
      openSockets: () => (app.hasDecorator('chatHub') ? app.chatHub.socketCount() : 0),
    });
    app.decorate('meter', metrics.meter);
    app.decorate('onJobRun', metrics.jobRun);

    app.addHook('onResponse', async (request, reply) => {
      metrics.request(
        {
          method: request.method,
          // The pattern, never the URL: one series per route, whatever ids the URLs carry.
          route: request.routeOptions.url ?? 'unmatched',
          statusCode: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });

    // The ledger's verdict, in every process: the hourly maintenance runs on one process only
    // (its claims), and a process that never checked would show an unset gauge as 0, "unsound".
    // The services are resolved when the step runs, after every plugin is in.
    addClock(app, {
      job: 'ledger check',
      intervalMs: HOUR_MS,
      atStart: true,
      everyProcess: true,
      steps: [
        {
          name: 'ledger check',
          done: 'ledger checked',
          level: 'debug',
          run: async () => {
            const report = await app.services.wallet.check();
            metrics.ledgerChecked(report.problems.length === 0);
            if (report.problems.length > 0) {
              app.log.error(
                { problems: report.problems.length },
                'the ledger check found problems',
              );
            }
            return 0;
          },
        },
      ],
    });

    const server = metricsServer(metrics);
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(metricsPort, metricsHost, () => {
          server.off('error', reject);
          resolve();
        });
      });
      app.log.info(`metrics served on http://${metricsHost}:${metricsPort}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
  },
  { name: 'metrics', dependencies: ['config', 'database'] },
);

function metricsServer(metrics: Metrics): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed'),
    );
  });
}
