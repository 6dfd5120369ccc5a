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

/**
 * A module's job on a clock, as every module's jobs plugin keeps one: from the app's start, every
 * `intervalMs` (0 or less: never; the tests run the steps themselves), the steps one after the
 * other, a run never overlapping the one before, a failing step logged and the rest going on;
 * closing the app stops the clock and waits for the run in flight. `first` runs once at the
 * start, before the first tick (a backfill), under the same guard.
 */
export function addClock(
  app: FastifyInstance,
  intervalMs: number,
  steps: ClockStep[],
  options: { first?: () => Promise<void> } = {},
): void {
  let running: Promise<void> | undefined;
  const once = (work: () => Promise<void>) =>
    (running ??= work().finally(() => (running = undefined)));
  const tick = async () => {
    for (const step of steps) {
      try {
        const done = await step.run();
        if (done > 0) app.log[step.level ?? 'info']({ job: step.name, done }, step.done);
        app.onJobRun?.(step.name, 'ok');
      } catch (error) {
        app.log.error({ err: error, job: step.name }, `${step.name} failed`);
        app.onJobRun?.(step.name, 'failed');
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (intervalMs <= 0) return;
    if (options.first) void once(options.first);
    timer = setInterval(() => void once(tick), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
