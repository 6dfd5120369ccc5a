import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../plugins/errors/app-error';
import type { SmsSender } from './kavenegar';
import type { OutboxRepository } from './outbox.repository';
import type { Mail, Mailer } from './smtp-mailer';

export type { Mail } from './smtp-mailer';

export interface MessagingServiceOptions {
  outbox: OutboxRepository;
  /** Unset: mail goes to the dev outbox. */
  mailer: Mailer | undefined;
  /** Unset: SMS goes to the dev outbox. */
  sms: SmsSender | undefined;
  /** Whether the dev outbox is readable (config `devOutbox`): a message kept there reaches someone. */
  devOutbox: boolean;
  log: FastifyBaseLogger;
  /**
   * Where each message kept in the dev outbox is also printed, so a newcomer running the server
   * reads their code in the terminal. Not the log: log lines never carry codes.
   */
  devConsole: { write(line: string): void };
}

export const OUTBOX_LIMIT = 50;

/**
 * Sends mail and SMS through the configured providers, or keeps them in the dev outbox when a
 * provider is not configured. A provider failure becomes a 503 with a clear message; the detail
 * (never the code itself) goes to the log.
 */
export function createMessagingService(options: MessagingServiceOptions) {
  const { outbox, mailer, sms, log, devConsole } = options;
  const announce = (what: string, to: string, text: string) =>
    devConsole.write(`[dev outbox] ${what} to ${to}: ${text.trim().replace(/\s*\n\s*/g, ' ')}\n`);
  return {
    /** The channels whose messages reach someone: through their provider, or the dev outbox. */
    channels: {
      email: Boolean(mailer) || options.devOutbox,
      sms: Boolean(sms) || options.devOutbox,
    },

    async sendEmail(mail: Mail): Promise<void> {
      if (!mailer) {
        const { to, subject, text, html } = mail;
        await outbox.insert({ channel: 'email', recipient: to, subject, text, html });
        announce('e-mail', mail.to, mail.text.split('\n')[0] ?? '');
        return;
      }
      try {
        await mailer.send(mail);
      } catch (error) {
        log.error({ err: error }, 'sending e-mail failed');
        throw new AppError('email_send_failed', { cause: error });
      }
    },

    async sendSms(message: { to: string; code: string; text: string }): Promise<void> {
      if (!sms) {
        await outbox.insert({ channel: 'sms', recipient: message.to, text: message.text });
        announce('SMS', message.to, message.text);
        return;
      }
      try {
        await sms.send(message);
      } catch (error) {
        log.error({ err: error }, 'sending SMS failed');
        throw new AppError('sms_send_failed', { cause: error });
      }
    },

    outbox: () => outbox.latest(OUTBOX_LIMIT),
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
