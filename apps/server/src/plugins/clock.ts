import type { FastifyInstance } from 'fastify';

// Issue 33's job-run metrics: the one hook into the clock, told of every step's outcome.
/** Told of each step's run; the metrics plugin decorates the app with one (`onJobRun`). */
export type JobRunObserver = (job: string, outcome: 'ok' | 'failed') => void;

declare module 'fastify' {
  interface FastifyInstance {
    onJobRun?: JobRunObserver;
  }
}

/** A step of a clocked job: what it is called in the log, and its run (the number it did). */
export interface ClockStep {
  name: string;
  run: () => Promise<number>;
  /** What the log says when the step did something; `debug` for a step that runs often. */
  done: string;
  level?: 'info' | 'debug';
}

export interface ClockOptions {
  /** The job's name, under which each period's run is claimed (modules/jobs). */
  job: string;
  /** The period: 0 or less keeps no clock (the tests run the steps themselves). */
  intervalMs: number;
  steps: ClockStep[];
  /** Runs once at the start, before the first tick, under the same guard (a backfill). */
  first?: () => Promise<void>;
  /** Also claims the current period at the start instead of waiting for the next one. */
  atStart?: boolean;
  /**
   * Every process runs it each period, unclaimed: for a queue its steps take with SKIP LOCKED,
   * where more hands go faster and a run per period and process would only fill the record.
   */
  everyProcess?: boolean;
}

// Each process ticks a little after a period begins, at a different moment each time, so the
// claim goes to whichever process is alive and least late, and no period is skipped by a timer
// drifting across its boundary.
const MAX_JITTER_MS = 5_000;
// A run holds its job for twice its period, within these bounds, renewed every third of it: a
// holder that dies keeps the job from the others no longer than that.
const MIN_LEASE_MS = 10_000;
const MAX_LEASE_MS = 60_000;

/**
 * A module's job on a clock, as every module's jobs plugin keeps one: once per period of
 * `intervalMs`, aligned on the epoch, the steps one after the other, a run never overlapping the
 * one before, a failing step logged and the rest going on; closing the app stops the clock and
 * waits for the run in flight. With several processes, each keeps the clock and the run is
 * claimed first (`app.jobRuns`, issue 33): one process runs a job per period, none while another
 * holds a live lease on it, and the lease is renewed while the run lasts. An app without the
 * claims (a bare Fastify in a test) runs every period itself.
 */
export function addClock(app: FastifyInstance, options: ClockOptions): void {
  const { job, intervalMs, steps } = options;
  let running: Promise<void> | undefined;
  let closed = false;
  const once = (work: () => Promise<void>) =>
    (running ??= work().finally(() => (running = undefined)));
  const runSteps = async () => {
    let total = 0;
    for (const step of steps) {
      try {
        const done = await step.run();
        total += done;
        if (done > 0) app.log[step.level ?? 'info']({ job: step.name, done }, step.done);
        app.onJobRun?.(step.name, 'ok');
      } catch (error) {
        app.log.error({ err: error, job: step.name }, `${step.name} failed`);
        app.onJobRun?.(step.name, 'failed');
      }
    }
    return total;
  };
  const tick = async () => {
    const claims = app.hasDecorator('jobRuns') && !options.everyProcess ? app.jobRuns : undefined;
    if (!claims) return void (await runSteps());
    const period = Math.floor(Date.now() / intervalMs);
    const leaseMs = Math.min(MAX_LEASE_MS, Math.max(MIN_LEASE_MS, 2 * intervalMs));
    const held = await claims.claim(job, period, leaseMs).catch((error: unknown) => {
      app.log.error({ err: error, job }, `${job}: the run could not be claimed`);
      return undefined;
    });
    if (!held) return;
    const renewing = setInterval(() => {
      held
        .renew()
        .catch((error: unknown) => app.log.warn({ err: error, job }, 'lease not renewed'));
    }, leaseMs / 3);
    renewing.unref();
    try {
      const done = await runSteps();
      await held.finish(done);
    } catch (error) {
      app.log.error({ err: error, job }, `${job}: the run's end was not recorded`);
    } finally {
      clearInterval(renewing);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (closed) return;
    const now = Date.now();
    const next = (Math.floor(now / intervalMs) + 1) * intervalMs;
    const jitter = Math.random() * Math.min(intervalMs / 10, MAX_JITTER_MS);
    timer = setTimeout(
      () => {
        void once(tick);
        schedule();
      },
      next - now + jitter,
    );
    timer.unref();
  };
  app.addHook('onReady', async () => {
    if (intervalMs <= 0) return;
    const { first, atStart } = options;
    if (first || atStart) {
      void once(async () => {
        await first?.();
        if (atStart) await tick();
      });
    }
    schedule();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
