import type { ReadyCheck, ReadyResponse } from '@ideabazaar/shared/schemas/health';

/** Each dependency must answer the readiness probe within this, or counts as not ready. */
export const READY_CHECK_TIMEOUT_MS = 2000;

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

/** Probes every dependency at once, each bounded by the timeout. */
export async function checkReadiness(options: CheckReadinessOptions): Promise<ReadyResponse> {
  if (options.readiness.draining) return { status: 'draining', checks: {} };
  const timeoutMs = options.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const entries = await Promise.all(
    Object.entries(options.probes).map(
      async ([name, probe]) => [name, await timed(probe, timeoutMs)] as const,
    ),
  );
  const checks = Object.fromEntries(entries);
  const ready = entries.every(([, check]) => check.ok);
  // A drain begun while the probes ran wins: the answer must not invite traffic any more.
  if (options.readiness.draining) return { status: 'draining', checks };
  return { status: ready ? 'ready' : 'not_ready', checks };
}

async function timed(probe: Probe, timeoutMs: number): Promise<ReadyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([probe().then(() => 'ok' as const), timeout]);
    const duration_ms = Math.round(performance.now() - started);
    return outcome === 'ok'
      ? { ok: true, duration_ms }
      : { ok: false, duration_ms, reason: 'timeout' };
  } catch {
    return { ok: false, duration_ms: Math.round(performance.now() - started), reason: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
