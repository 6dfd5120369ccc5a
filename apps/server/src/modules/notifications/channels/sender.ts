import { notificationTarget } from '@ideabazaar/shared/notifications/target';
import type { Language } from '@ideabazaar/shared/i18n/language';
import type { Notification, NotificationChannel } from '@ideabazaar/shared/schemas/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { MessagingService } from '../../messaging/messaging.service';
import type { ChannelsRepository } from './channels.repository';
import { notificationMail } from './email';
import type { PushPayload, PushSender } from './push';
import { tell, tellGathered, type Told } from './texts';
import { unsubscribeToken, type EmailKind } from './unsubscribe-tokens';

/** Where a member is reached: the verified address (null: none) and the language. */
export interface Recipient {
  email: string | null;
  language: Language;
  blocked: boolean;
}

/** The choices' screen: a gathered message has no single kind to unsubscribe from. */
const SETTINGS_SCREEN = '/notification-settings';
const GATHERED_SCREEN = '/notifications';

/**
 * Sends what the channels service decided to send, after its records committed. A failure is
 * logged and never thrown: the record stands, so a notification is sent at most once.
 */
export function createChannelSender(options: {
  repository: ChannelsRepository;
  messaging: Pick<MessagingService, 'sendEmail'>;
  push: PushSender;
  publicUrl: string;
  unsubscribeSecret: () => Promise<string>;
  log: FastifyBaseLogger;
}) {
  const { repository, publicUrl, log } = options;

  async function email(
    userId: number,
    recipient: Recipient,
    told: Told,
    screen: string,
    kind: EmailKind | undefined,
  ) {
    if (!recipient.email) return;
    const token = kind && unsubscribeToken(await options.unsubscribeSecret(), userId, kind);
    const mail = notificationMail({
      to: recipient.email,
      language: recipient.language,
      told,
      open: `${publicUrl}${screen}`,
      unsubscribe: token
        ? {
            page: `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
            oneClick: `${publicUrl}/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
          }
        : undefined,
      settings: `${publicUrl}${SETTINGS_SCREEN}`,
    });
    try {
      await options.messaging.sendEmail(mail);
    } catch (error) {
      log.warn({ err: error, userId }, 'notification e-mail not sent');
    }
  }

  async function push(userId: number, payload: PushPayload) {
    for (const target of await repository.subscriptionsOf([userId])) {
      const outcome = await options.push.send(target, payload);
      if (outcome === 'gone') await repository.dropSubscription(target.id, target.endpoint);
    }
  }

  return {
    async one(
      channel: NotificationChannel,
      userId: number,
      recipient: Recipient,
      notification: Notification,
    ) {
      const told = tell(notification, recipient.language);
      // The screen the member's list opens for it, or the list when there is none left.
      const screen = notificationTarget(notification) ?? '/notifications';
      if (channel === 'email') {
        await email(userId, recipient, told, screen, notification.kind as EmailKind);
        return;
      }
      await push(userId, { ...told, url: `${publicUrl}${screen}`, tag: `n${notification.id}` });
    },

    /** The one message for `held` notifications the hourly cap kept back. */
    async gathered(
      channel: NotificationChannel,
      userId: number,
      recipient: Recipient,
      held: number,
    ) {
      const told = tellGathered(held, recipient.language);
      if (channel === 'email') {
        await email(userId, recipient, told, GATHERED_SCREEN, undefined);
        return;
      }
      await push(userId, { ...told, url: `${publicUrl}${GATHERED_SCREEN}`, tag: 'gathered' });
    },
  };
}
