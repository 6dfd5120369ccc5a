import {
  emailKinds,
  notificationChannels,
  type NotificationKind,
} from '@ideabazaar/shared/schemas/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../../db/transaction';
import type { MembersService } from '../../members/members.service';
import type { Dispatched, NotificationChannels } from '../delivery';
import { createChannelsRepository, type ChannelsRepository } from './channels.repository';
import type { createChannelSender } from './sender';
import type { EmailKind } from './unsubscribe-tokens';

const isEmailKind = (kind: NotificationKind): kind is EmailKind =>
  (emailKinds as readonly string[]).includes(kind);
/** How many members with held notifications one run of the gathering job takes per channel. */
const GATHER_BATCH = 200;
/**
 * Members of a batch served at once: each holds a transaction, then an SMTP connection and push
 * requests while theirs are sent. A batch is up to a hundred members; all at once would open a
 * hundred connections to the mail server, which refuses past its limit, and a refused mail is
 * not sent again (its record says sent).
 */
const MEMBERS_AT_ONCE = 4;

/** Runs `work` on each of `list`, at most `limit` at a time. */
async function eachAtMost<T>(list: T[], limit: number, work: (value: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const value = list[next] as T;
      next += 1;
      await work(value);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
}

/**
 * What the channels send and when: per member and channel, the notifications they chose are
 * recorded under the member's lock (once per notification and channel), sent while their hour has
 * room, held beyond it and gathered into one message by the job once it has room again.
 */
export function createChannelDelivery(options: {
  repository: ChannelsRepository;
  transaction: Transaction;
  members: Pick<MembersService, 'recipients'>;
  sender: ReturnType<typeof createChannelSender>;
  maxPerHour: number;
  log: FastifyBaseLogger;
}) {
  const { repository, transaction, members, sender } = options;

  const channels: NotificationChannels = {
    /**
     * Per channel, the whole batch's claim in one statement (each member's notifications they
     * chose, recorded under their lock, 'sent' while their hour has room and 'held' beyond;
     * those recorded before, by a second `deliver`, left out), then the messages to send now,
     * MEMBERS_AT_ONCE members at a time.
     */
    async deliver(batch) {
      if (batch.length === 0) return;
      const userIds = [...new Set(batch.map((item) => item.userId))];
      try {
        const [recipients, optOuts, subscriptions] = await Promise.all([
          members.recipients(userIds),
          repository.optOuts(userIds),
          repository.subscriptionsOf(userIds),
        ]);
        const offs = new Set(optOuts.map((o) => `${o.userId}:${o.channel}:${o.kind}`));
        const subscribed = new Set(subscriptions.map((s) => s.userId));
        for (const channel of notificationChannels) {
          const chosen = new Map<number, Dispatched[]>();
          for (const item of batch) {
            const recipient = recipients.get(item.userId);
            // A blocked member is told nothing: their sessions ended, their items are withheld.
            if (!recipient || recipient.blocked) continue;
            const { kind } = item.notification;
            if (offs.has(`${item.userId}:${channel}:${kind}`)) continue;
            const wanted =
              channel === 'push'
                ? subscribed.has(item.userId)
                : recipient.email !== null && isEmailKind(kind);
            if (wanted) chosen.set(item.userId, [...(chosen.get(item.userId) ?? []), item]);
          }
          if (chosen.size === 0) continue;
          // A channel whose claim fails (logged) does not cost the next its messages.
          const now = await repository
            .claim(
              channel,
              options.maxPerHour,
              [...chosen].map(([userId, items]) => ({
                userId,
                ids: items.map((item) => Number(item.notification.id)),
              })),
            )
            .catch((error: unknown) => {
              options.log.error({ err: error, channel }, 'notification channels failed');
              return new Set<number>();
            });
          await eachAtMost([...chosen], MEMBERS_AT_ONCE, async ([userId, items]) => {
            const recipient = recipients.get(userId)!;
            try {
              for (const item of items.filter((i) => now.has(Number(i.notification.id)))) {
                await sender.one(channel, userId, recipient, item.notification);
              }
            } catch (error) {
              options.log.error({ err: error, userId }, 'notification channels failed');
            }
          });
        }
      } catch (error) {
        options.log.error({ err: error }, 'notification channels failed');
      }
    },
  };

  return {
    deliver: channels.deliver,

    /**
     * The job (every minute): for each member with held notifications whose hour has room again,
     * one gathered message per channel. The member's lock and the conditional update of the held
     * rows make it safe with several processes: each held row is gathered once.
     */
    async sendGathered(): Promise<number> {
      let messages = 0;
      for (const channel of notificationChannels) {
        for (const userId of await repository.holding(channel, options.maxPerHour, GATHER_BATCH)) {
          const held = await transaction(async (tx) => {
            const repo = createChannelsRepository(tx);
            if ((await repo.lockQuota(userId, channel)) >= options.maxPerHour) return 0;
            const gathered = await repo.gather(userId, channel);
            await repo.sentMessages(userId, channel, gathered > 0 ? 1 : 0);
            return gathered;
          });
          if (held === 0) continue;
          const recipient = (await members.recipients([userId])).get(userId);
          if (recipient && !recipient.blocked) {
            await sender.gathered(channel, userId, recipient, held);
          }
          messages += 1;
        }
      }
      return messages;
    },
  };
}
