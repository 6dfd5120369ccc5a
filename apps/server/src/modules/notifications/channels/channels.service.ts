import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:https';
import {
  emailKinds,
  notificationChannels,
  pushKinds,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
  type PushSubscriptionInput,
} from '@ideabazaar/shared/schemas/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../../db/transaction';
import { AppError } from '../../../plugins/errors/app-error';
import type { MembersService } from '../../members/members.service';
import type { MessagingService } from '../../messaging/messaging.service';
import { createChannelsRepository, type ChannelsRepository } from './channels.repository';
import { createChannelDelivery } from './channel-delivery';
import { createChannelSender } from './sender';
import { createPushSender, loadWebPush, type VapidKeys } from './push';
import { pushServiceAllowed } from './push-services';
import { readUnsubscribeToken, type EmailKind } from './unsubscribe-tokens';

export interface ChannelsServiceOptions {
  repository: ChannelsRepository;
  transaction: Transaction;
  members: Pick<MembersService, 'recipients'>;
  messaging: Pick<MessagingService, 'sendEmail'>;
  publicUrl: string;
  /** E-mails, and separately pushes, per member per hour (NOTIFY_MAX_PER_HOUR). */
  maxPerHour: number;
  /** The configured VAPID pair; unset: made at first start and kept in the database. */
  vapid: VapidKeys | undefined;
  vapidSubject: string;
  /** The push services an endpoint may be on (PUSH_SERVICE_HOSTS, push-services.ts). */
  pushServiceHosts: readonly string[];
  /** The HTTPS agent of the push services' connections (the tests trust their peer with it). */
  pushAgent?: Agent | undefined;
  log: FastifyBaseLogger;
}

/** Every kind on, except the member's opt-outs. */
function settingsOf(offs: { kind: NotificationKind; channel: NotificationChannel }[]) {
  const off = (channel: NotificationChannel, kind: NotificationKind) =>
    offs.some((o) => o.channel === channel && o.kind === kind);
  return {
    email: Object.fromEntries(emailKinds.map((kind) => [kind, !off('email', kind)])),
    push: Object.fromEntries(pushKinds.map((kind) => [kind, !off('push', kind)])),
  } as NotificationSettings;
}

/**
 * The notifications' channels beyond the app (issue 30): e-mail for the e-mail kinds and Web
 * Push for every kind, each by the member's choices, to their verified address and subscribed
 * browsers, in their language, at most `maxPerHour` of each per hour (the rest gathered into one).
 */
export function createChannelsService(options: ChannelsServiceOptions) {
  const { repository, transaction, members } = options;
  const memo = <T>(make: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () =>
      (value ??= make().catch((error: unknown) => {
        value = undefined;
        throw error;
      }));
  };
  const unsubscribeSecret = memo(() =>
    repository.key('unsubscribe_hmac', () => randomBytes(32).toString('base64url')),
  );
  const vapidKeys = memo(async (): Promise<VapidKeys> => {
    if (options.vapid) return options.vapid;
    const { generateVAPIDKeys } = await loadWebPush();
    // One pair, made once: whichever process kept its pair first, every process reads that one.
    const pair = await repository.key('vapid', () => JSON.stringify(generateVAPIDKeys()));
    return JSON.parse(pair) as VapidKeys;
  });
  const push = createPushSender({
    keys: vapidKeys,
    hosts: options.pushServiceHosts,
    subject: options.vapidSubject,
    agent: options.pushAgent,
    log: options.log,
  });

  const delivery = createChannelDelivery({
    repository,
    transaction,
    members,
    sender: createChannelSender({
      repository,
      messaging: options.messaging,
      push,
      publicUrl: options.publicUrl,
      unsubscribeSecret,
      log: options.log,
    }),
    maxPerHour: options.maxPerHour,
    log: options.log,
  });

  async function settings(memberId: number): Promise<NotificationSettings> {
    return settingsOf(await repository.optOuts([memberId]));
  }

  return {
    deliver: delivery.deliver,
    sendGathered: delivery.sendGathered,

    /** Makes the keys at first start, so the first push or e-mail does not wait for them. */
    async prepare(): Promise<void> {
      await Promise.all([unsubscribeSecret(), vapidKeys()]);
    },

    settings,

    async updateSettings(
      memberId: number,
      patch: Partial<NotificationSettings>,
    ): Promise<NotificationSettings> {
      await transaction(async (tx) => {
        const repo = createChannelsRepository(tx);
        for (const channel of notificationChannels) {
          const choices = Object.entries(patch[channel] ?? {}) as [NotificationKind, boolean][];
          await repo.optIn(
            memberId,
            channel,
            choices.filter(([, on]) => on).map(([kind]) => kind),
          );
          await repo.optOut(
            choices.filter(([, on]) => !on).map(([kind]) => ({ userId: memberId, kind, channel })),
          );
        }
      });
      return settings(memberId);
    },

    /** The e-mail's link: stops that kind's e-mails for the member it names. */
    async unsubscribe(token: string): Promise<{ kind: EmailKind }> {
      const read = readUnsubscribeToken(await unsubscribeSecret(), token);
      if (!read) throw new AppError('unsubscribe_link_invalid');
      await repository.optOut([{ userId: read.userId, kind: read.kind, channel: 'email' }]);
      return { kind: read.kind };
    },

    async pushKey(): Promise<{ public_key: string }> {
      try {
        return { public_key: (await vapidKeys()).publicKey };
      } catch (error) {
        options.log.error({ err: error }, 'no VAPID keys');
        throw new AppError('push_not_available', { cause: error });
      }
    },

    async subscribe(memberId: number, subscription: PushSubscriptionInput): Promise<void> {
      if (!pushServiceAllowed(subscription.endpoint, options.pushServiceHosts)) {
        throw new AppError('push_service_not_allowed', {
          fields: { endpoint: ['push_service_not_allowed'] },
        });
      }
      await repository.subscribe({
        userId: memberId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
    },

    /** Drops the member's own subscription; someone else's endpoint is not found. */
    /**
     * Signed out everywhere: no device of theirs gets pushes any more (a push names sales and
     * amounts; a device left signed in elsewhere must stop getting them). Each subscribes again
     * when its member signs in there and turns push on.
     */
    async forgetDevices(memberId: number): Promise<void> {
      await repository.forgetDevices(memberId);
    },

    async unsubscribePush(memberId: number, endpoint: string): Promise<void> {
      if (!(await repository.unsubscribe(memberId, endpoint))) throw new AppError('not_found');
    },

    pruneMessages: () => repository.pruneMessages(),
  };
}
export type ChannelsService = ReturnType<typeof createChannelsService>;
