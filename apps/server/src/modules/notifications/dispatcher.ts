import type { ServerEvent } from '@ideabazaar/shared/schemas/chat';
import type { Dispatched, NotificationChannels } from './delivery';
import type { NotificationsService } from './notifications.service';

/** An event for some members' sockets, as the chat hub publishes it (on every process). */
interface Envelope {
  to: number[];
  event: ServerEvent;
}

// Notifications claimed per statement; a longer backlog is claimed again at once.
const BATCH = 100;
// Batches the channels may be sending at once; a longer backlog waits for one to finish.
const HANDING_MAX = 2;
// A run follows the one before by this much at least, and claims at once all that the nudges
// in between (a busy server: one per purchase, comment, offer) wrote. Each run costs a few
// statements whatever its size (the claim, the members' addresses, choices and browsers, the
// channels' claim): run back to back with the writes, one run for every purchase or two, they
// took a third of the purchases' throughput on PGlite, whose one thread runs every statement
// (issue 34). A quiet server's nudge still runs at once; live events stay within their second.
const GATHER_MS = 250;
// How long stopping waits for the run and the e-mails and pushes under way.
const STOP_WAIT_MS = 10_000;

/**
 * Sends each new notification once, whichever process claims it (issue 30): claims a batch
 * (`notifications.claim`, SKIP LOCKED), publishes `notification.new` with the member's unread
 * total to their sockets on every process (the chat hub), then hands the batch to the channels
 * beyond the app, if any, without waiting for them: a mail server or push service that is slow
 * (a push waits up to 10 s) must not hold back the next batch's live events, which are promised
 * within a second. At most HANDING_MAX batches are with the channels at once. It runs on a clock
 * (`pollMs`) and when nudged (a request that wrote): at once when it last ran GATHER_MS ago or
 * more, else GATHER_MS after that run; nudges meanwhile are gathered into that one run. A batch whose live events fail stays claimed: its notifications remain in
 * the member's list and its e-mails and pushes still go; only the live event is lost.
 */
export function createDispatcher(options: {
  notifications: Pick<NotificationsService, 'claim'>;
  publish: (envelopes: Envelope[]) => Promise<void>;
  channels?: NotificationChannels | undefined;
  pollMs: number;
  /** GATHER_MS unless set (tests). */
  gatherMs?: number;
  log: { error(details: object, message: string): void };
}) {
  const gatherMs = options.gatherMs ?? GATHER_MS;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const handing = new Set<Promise<void>>();

  /** Gives the batch to the channels, once fewer than HANDING_MAX are being sent. */
  async function handOver(batch: Dispatched[]) {
    const { channels } = options;
    if (!channels) return;
    while (handing.size >= HANDING_MAX) await Promise.race(handing);
    const sending: Promise<void> = channels
      .deliver(batch)
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'notification channels failed');
      })
      .finally(() => handing.delete(sending));
    handing.add(sending);
  }
  /** Resolves when the channels finished every batch they were given so far. */
  const handed = async () => {
    await Promise.all([...handing]);
  };

  async function drain() {
    for (;;) {
      const { batch, unread } = await options.notifications.claim(BATCH);
      if (batch.length === 0) return;
      // A live event lost (Redis down) does not cost the e-mail or push: both are handed on.
      await options
        .publish(
          batch.map(({ userId, notification }) => ({
            to: [userId],
            event: { type: 'notification.new', notification, unread: unread.get(userId) ?? 0 },
          })),
        )
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'notifications live events failed');
        });
      await handOver(batch);
      if (batch.length < BATCH) return;
    }
  }

  let lastEnded = -Infinity;
  let scheduled: Promise<void> | undefined;

  /**
   * Runs now, or once more after the run in progress, or GATHER_MS after the last run ended if
   * that is later; resolves when that run is done and the channels sent what they were given.
   */
  function nudge(): Promise<void> {
    if (stopped) return handed();
    if (running) {
      again = true;
      return running.then(handed);
    }
    if (scheduled) return scheduled;
    const wait = lastEnded + gatherMs - performance.now();
    if (wait > 0) {
      scheduled = new Promise<void>((resolve) => setTimeout(resolve, wait).unref()).then(() => {
        scheduled = undefined;
        return nudge();
      });
      return scheduled;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((error: unknown) => {
          options.log.error({ err: error }, 'notifications dispatch failed');
        });
        if (again && !stopped && gatherMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, gatherMs));
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      lastEnded = performance.now();
    });
    return running.then(handed);
  }

  return {
    nudge,
    start() {
      stopped = false;
      timer = setInterval(() => void nudge(), options.pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.race([
        (async () => {
          await running;
          await handed();
        })(),
        new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
      ]);
    },
    /** Resolves when the channels finished every batch they were given so far (tests). */
    delivered: handed,
  };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;
