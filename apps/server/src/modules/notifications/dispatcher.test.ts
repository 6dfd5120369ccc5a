import type { Notification } from '@ideabazaar/shared/schemas/notifications';
import { describe, expect, it } from 'vitest';
import type { Dispatched } from './delivery';
import { createDispatcher } from './dispatcher';

const notification = (id: number): Notification => ({
  id: String(id),
  kind: 'sale',
  created_at: new Date(0).toISOString(),
  read: false,
  item: null,
  actor: null,
  amount: 1000,
  count: null,
  ref: null,
  detail: null,
});

/** Claims that hand out the given batches one after the other, then nothing. */
function claims(...batches: Dispatched[][]) {
  return {
    claim: () => {
      const batch = batches.shift() ?? [];
      return Promise.resolve({ batch, unread: new Map(batch.map((d) => [d.userId, 1])) });
    },
  };
}

const quiet = { error: () => undefined };

describe('the dispatcher', () => {
  it('hands a batch to the channels when its live events cannot be published', async () => {
    const batch = [{ userId: 7, notification: notification(1) }];
    const handed: Dispatched[] = [];
    const dispatcher = createDispatcher({
      notifications: claims(batch),
      publish: () => Promise.reject(new Error('Redis is down')),
      channels: { deliver: (b) => Promise.resolve(void handed.push(...b)) },
      pollMs: 60_000,
      log: quiet,
    });
    await dispatcher.nudge();
    await dispatcher.delivered();
    expect(handed).toEqual(batch);
  });

  it('publishes the next batches while a delivery hangs', async () => {
    const published: string[] = [];
    const dispatcher = createDispatcher({
      notifications: claims(
        [{ userId: 1, notification: notification(1) }],
        [{ userId: 2, notification: notification(2) }],
      ),
      publish: (envelopes) => {
        published.push(...envelopes.map((e) => String(e.to[0])));
        return Promise.resolve();
      },
      // A push service that never answers.
      channels: { deliver: () => new Promise<void>(() => undefined) },
      pollMs: 60_000,
      log: quiet,
    });
    void dispatcher.nudge();
    void dispatcher.nudge();
    await expect.poll(() => published).toEqual(['1', '2']);
  });

  it('runs at once when quiet, and gathers the nudges of a busy server into later runs', async () => {
    const runs: number[] = [];
    let release = () => {};
    const dispatcher = createDispatcher({
      notifications: {
        claim: async () => {
          runs.push(performance.now());
          // The first claim is slow, as under load; the nudges meanwhile are the writes.
          if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
          return { batch: [], unread: new Map() };
        },
      },
      publish: () => Promise.resolve(),
      pollMs: 60_000,
      gatherMs: 200,
      log: quiet,
    });
    const started = performance.now();
    const first = dispatcher.nudge();
    expect(runs).toHaveLength(1);
    expect(runs[0]! - started).toBeLessThan(50);
    const during = Array.from({ length: 20 }, () => dispatcher.nudge());
    const released = performance.now();
    release();
    await Promise.all([first, ...during]);
    // The twenty nudges during the run: one more run, 200 ms after it.
    expect(runs).toHaveLength(2);
    expect(runs[1]! - released).toBeGreaterThanOrEqual(190);
    // A nudge just after a run: one run, 200 ms after that run ended, for all nudges till then.
    const ended = performance.now();
    await Promise.all([dispatcher.nudge(), dispatcher.nudge(), dispatcher.nudge()]);
    expect(runs).toHaveLength(3);
    expect(runs[2]! - ended).toBeGreaterThanOrEqual(150);
    // Once the last run is 200 ms old, a nudge runs at once again.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const quietNudge = performance.now();
    await dispatcher.nudge();
    expect(runs).toHaveLength(4);
    expect(runs[3]! - quietNudge).toBeLessThan(50);
  });
});
