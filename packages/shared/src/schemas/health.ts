import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process runs and its event loop answers. */
export const liveResponseSchema = z.object({ status: z.literal('ok') });
export type LiveResponse = z.infer<typeof liveResponseSchema>;

/**
 * One dependency's answer to the readiness probe: whether it answered in time, and why not
 * (`timeout` or `failed`, never the error's text, which may name hosts). How long it took goes
 * to the server's log only: the route is public.
 */
export const readyCheckSchema = z.object({
  ok: z.boolean(),
  reason: z.enum(['timeout', 'failed']).optional(),
});
export type ReadyCheck = z.infer<typeof readyCheckSchema>;

/**
 * GET /api/health/ready: `ready` (200) when every dependency answers; `not_ready` (503) when one
 * does not; `draining` (503, no checks run) once the process is shutting down. Redis is checked
 * only when the server uses it.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  checks: z.object({
    database: readyCheckSchema.optional(),
    redis: readyCheckSchema.optional(),
    storage: readyCheckSchema.optional(),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
