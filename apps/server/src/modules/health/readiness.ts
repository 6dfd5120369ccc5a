import type { ReadyCheck, ReadyResponse } from '@ideabazaar/shared/schemas/health';

/** Each dependency must answer the readiness probe within this, or counts as not ready. */
export const READY_CHECK_TIMEOUT_MS = 2000;
/**
 * How long one round of probes answers every readiness request: the route is public, so a flood
 * of it costs one database ping, one Redis ping and one HeadBucket per second, not one each.
 */
export const READY_CACHE_MS = 1000;

/**
 * Whether this process wants traffic. `drain()` makes /api/health/ready answer 503 at once and
 * for good, so a load balancer stops sending before the server stops accepting (graceful drain).
 */
export interface Readiness {
  drain(): void;
  readonly draining: boolean;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    drain: () => void (draining = true),
    get draining() {
      return draining;
    },
  };
}

/** A dependency to probe: resolves when it answers; rejects or hangs when it does not. */
export type Probe = () => Promise<unknown>;

export interface CheckReadinessOptions {
  readiness: Readiness;
  probes: Partial<Record<keyof ReadyResponse['checks'], Probe>>;
  timeoutMs?: number;
}

/** One round of probes: the answer, and how long each probe took (for the log, not the reply). */
export interface ReadinessRound {
  response: ReadyResponse;
  durations: Record<string, number>;
}

/** Probes every dependency at once, each bounded by the timeout. */
export async function checkReadiness(options: CheckReadinessOptions): Promise<ReadinessRound> {
  if (options.readiness.draining)
    return { response: { status: 'draining', checks: {} }, durations: {} };
  const timeoutMs = options.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const entries = await Promise.all(
    Object.entries(options.probes).map(
      async ([name, probe]) => [name, await timed(probe, timeoutMs)] as const,
    ),
  );
  const checks = Object.fromEntries(entries.map(([name, { check }]) => [name, check]));
  const durations = Object.fromEntries(entries.map(([name, { ms }]) => [name, ms]));
  const ready = entries.every(([, { check }]) => check.ok);
  // A drain begun while the probes ran wins: the answer must not invite traffic any more.
  if (options.readiness.draining) return { response: { status: 'draining', checks }, durations };
  return { response: { status: ready ? 'ready' : 'not_ready', checks }, durations };
}

/**
 * `checkReadiness` for a public route: one round of probes at a time, whose answer serves every
 * request for `cacheMs` after it ends (READY_CACHE_MS). A drain still answers at once. `fresh`
 * says whether this caller's request ran the round (it alone logs a failure).
 */
export function createReadinessCheck(
  options: CheckReadinessOptions & { cacheMs?: number; now?: () => number },
): () => Promise<ReadinessRound & { fresh: boolean }> {
  const cacheMs = options.cacheMs ?? READY_CACHE_MS;
  const now = options.now ?? (() => performance.now());
  let last: { round: ReadinessRound; at: number } | undefined;
  let running: Promise<ReadinessRound> | undefined;
  return async () => {
    if (options.readiness.draining) {
      return { response: { status: 'draining', checks: {} }, durations: {}, fresh: false };
    }
    if (last && now() - last.at < cacheMs) return { ...last.round, fresh: false };
    if (running) return { ...(await running), fresh: false };
    running = checkReadiness(options);
    try {
      const round = await running;
      last = { round, at: now() };
      return { ...round, fresh: true };
    } finally {
      running = undefined;
    }
  };
}

async function timed(probe: Probe, timeoutMs: number): Promise<{ check: ReadyCheck; ms: number }> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([probe().then(() => 'ok' as const), timeout]);
    return outcome === 'ok'
      ? { check: { ok: true }, ms: ms() }
      : { check: { ok: false, reason: 'timeout' }, ms: ms() };
  } catch {
    return { check: { ok: false, reason: 'failed' }, ms: ms() };
  } finally {
    clearTimeout(timer);
  }
}
