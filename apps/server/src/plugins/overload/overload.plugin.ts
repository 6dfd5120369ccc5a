import underPressure from '@fastify/under-pressure';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/** Answers while the process runs, however busy: a load balancer must never read it as dead. */
export const LIVE_URL = '/api/health/live';
/**
 * Says whether the dependencies answer and the process is not draining, not how busy it is: shed,
 * it would take every busy process out of the load balancer at once, and a flood of requests
 * could empty it. Its answer is cached (readiness.ts), so it costs nothing under load.
 */
export const READY_URL = '/api/health/ready';

/**
 * Sheds load before it breaks things (issue 33), with 503 `overloaded` and Retry-After: when
 * the event loop is saturated (`@fastify/under-pressure`: mean delay or utilisation over each
 * second past the bounds), and when more API requests already wait for a database connection
 * than the bound, so the database is not buried under a queue it can never serve in time. A
 * request that still waits too long for a connection is answered the same way by the errors
 * plugin (pool-timeout.ts). The liveness and readiness routes are never shed.
 */
export const overloadPlugin = fp(
  async (app) => {
    const { overload } = app.config;
    const shed = () =>
      new AppError('overloaded', { retryAfterSeconds: overload.retryAfterSeconds });
    const exempt = (request: FastifyRequest) =>
      request.routeOptions.url === LIVE_URL || request.routeOptions.url === READY_URL;

    await app.register(underPressure, {
      maxEventLoopDelay: overload.maxEventLoopDelayMs,
      maxEventLoopUtilization: overload.maxEventLoopUtilization,
      // Each second on its own, not the average since the start.
      eventLoopUtilizationMode: 'interval',
      pressureHandler: async (request) => {
        if (!exempt(request)) throw shed();
      },
    });

    const pool = app.database.pool;
    if (!pool || overload.maxPoolWaiting <= 0) return;
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || exempt(request)) return;
      if (pool().waiting > overload.maxPoolWaiting) throw shed();
    });
  },
  { name: 'overload', dependencies: ['config', 'database', 'errors'] },
);
