import { randomUUID } from 'node:crypto';
import type { ServerEvent } from '@ideabazaar/shared/schemas/chat';
import type { Redis } from 'ioredis';
import { redisClient } from '../../../lib/redis-client';
import type { EndedSessions } from './session-ends';

/** One event for some members, wherever their sockets are. */
export interface Envelope {
  to: number[];
  event: ServerEvent;
}

/**
 * What a hub needs of a socket: send a frame and learn whether it was written, the bearer token
 * whose ticket opened it, and a way to close it when that session ends.
 */
export interface LiveSocket {
  tokenId: number;
  send(data: string, done: (error?: Error) => void): void;
  end(): void;
}

export interface HubOptions {
  /** Fan out through Redis pub/sub (several processes); unset: in this process only. */
  redisUrl?: string | undefined;
  /** Starts the channel and the presence keys (REDIS_PREFIX). */
  redisPrefix: string;
  /** A `message.new` frame was written to its recipient's socket. */
  onDelivered?: (memberId: number, event: Extract<ServerEvent, { type: 'message.new' }>) => void;
  log?: { warn(details: object, message: string): void };
}

// How long a process's claim that a member is online lasts unless it renews it.
const PRESENCE_TTL_MS = 90_000;
const PRESENCE_RENEW_MS = 30_000;

type Wire = Envelope | { presence: number; online: boolean } | { ended: EndedSessions };

/**
 * The live side of chat (PRODUCT.md section 7): the sockets this process holds, by member, and
 * the fan-out of events to them. Without Redis an event goes straight to the local sockets; with
 * Redis every event goes through one channel that every process listens on, so a message posted
 * on one process reaches a socket held by another, and each process delivers it once.
 */
export function createHub(options: HubOptions) {
  const sockets = new Map<number, Set<LiveSocket>>();
  const watchers = new Map<number, Set<LiveSocket>>();
  const processId = randomUUID();
  const redis = options.redisUrl ? redisPair(options.redisUrl) : undefined;
  const channel = `${options.redisPrefix}chat`;
  const presenceKey = (memberId: number) => `${options.redisPrefix}presence:${memberId}`;

  function write(socket: LiveSocket, event: ServerEvent, memberId?: number) {
    socket.send(JSON.stringify(event), (error) => {
      if (!error && memberId !== undefined && event.type === 'message.new') {
        options.onDelivered?.(memberId, event);
      }
    });
  }

  function deliver(wire: Wire) {
    if ('ended' in wire) {
      const { memberId, tokenId } = wire.ended;
      for (const socket of sockets.get(memberId) ?? []) {
        if (tokenId === undefined || socket.tokenId === tokenId) socket.end();
      }
      return;
    }
    if ('presence' in wire) {
      const event: ServerEvent = { type: 'presence', user_id: wire.presence, online: wire.online };
      for (const socket of watchers.get(wire.presence) ?? []) write(socket, event);
      return;
    }
    for (const memberId of new Set(wire.to)) {
      for (const socket of sockets.get(memberId) ?? []) write(socket, wire.event, memberId);
    }
  }

  async function broadcast(wire: Wire) {
    if (!redis) return deliver(wire);
    await redis.publisher.publish(channel, JSON.stringify(wire));
  }

  if (redis) {
    redis.subscriber.on('message', (_channel: string, text: string) => {
      deliver(JSON.parse(text) as Wire);
    });
  }
  // Until the channel is subscribed, a message another process posts would miss this one.
  const ready = redis
    ? redis.subscriber.subscribe(channel).then(() => undefined)
    : Promise.resolve();

  async function claimOnline(memberIds: number[]) {
    if (!redis || memberIds.length === 0) return;
    const until = Date.now() + PRESENCE_TTL_MS;
    const batch = redis.publisher.multi();
    for (const memberId of memberIds) {
      batch.zadd(presenceKey(memberId), until, processId);
      batch.pexpire(presenceKey(memberId), PRESENCE_TTL_MS);
    }
    await batch.exec();
  }
  const renewal = redis
    ? setInterval(() => void claimOnline([...sockets.keys()]).catch(() => {}), PRESENCE_RENEW_MS)
    : undefined;
  renewal?.unref();

  async function isOnline(memberId: number): Promise<boolean> {
    if (!redis) return (sockets.get(memberId)?.size ?? 0) > 0;
    return (await redis.publisher.zcount(presenceKey(memberId), Date.now(), '+inf')) > 0;
  }

  return {
    /** Resolves once this process hears the other processes' events. */
    ready,

    /** Sends each event to every socket of its members, on every process. */
    async publish(envelopes: Envelope[]): Promise<void> {
      for (const envelope of envelopes) await broadcast(envelope);
    },

    /** Closes the sockets of sessions that ended, on every process. */
    endSessions: (ended: EndedSessions) => broadcast({ ended }),

    /** Holds a member's socket until the returned detach is called. */
    async attach(memberId: number, socket: LiveSocket): Promise<() => Promise<void>> {
      const own = sockets.get(memberId) ?? new Set();
      const first = own.size === 0;
      own.add(socket);
      sockets.set(memberId, own);
      if (first) {
        await claimOnline([memberId]);
        await broadcast({ presence: memberId, online: true });
      }
      return async () => {
        for (const [watched, set] of watchers) {
          set.delete(socket);
          if (set.size === 0) watchers.delete(watched);
        }
        own.delete(socket);
        if (own.size > 0) return;
        sockets.delete(memberId);
        if (redis) await redis.publisher.zrem(presenceKey(memberId), processId);
        await broadcast({ presence: memberId, online: await isOnline(memberId) });
      };
    },

    /** The socket hears when `memberId` comes and goes, starting with where they are now. */
    async watch(socket: LiveSocket, memberId: number): Promise<void> {
      const set = watchers.get(memberId) ?? new Set();
      set.add(socket);
      watchers.set(memberId, set);
      write(socket, { type: 'presence', user_id: memberId, online: await isOnline(memberId) });
    },

    isOnline,
    /**
     * Resolves when the Redis the events go through answers a PING (the readiness probe);
     * undefined when this hub has no Redis.
     */
    pingRedis: redis ? () => redis.publisher.ping().then(() => undefined) : undefined,

    /** Sockets held by this process. */
    socketCount: () => [...sockets.values()].reduce((sum, set) => sum + set.size, 0),

    async close(): Promise<void> {
      if (renewal) clearInterval(renewal);
      if (!redis) return;
      await Promise.all([quit(redis.publisher), quit(redis.subscriber)]);
    },
  };
}
export type ChatHub = ReturnType<typeof createHub>;

function redisPair(url: string) {
  const connect = () => {
    const client = redisClient(url, { maxRetriesPerRequest: 2, connectTimeout: 5000 });
    // Connection errors are retried by ioredis and surface on the commands that fail.
    client.on('error', () => {});
    return client;
  };
  return { publisher: connect(), subscriber: connect() };
}

async function quit(client: Redis) {
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}
