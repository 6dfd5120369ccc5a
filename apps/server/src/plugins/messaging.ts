import fp from 'fastify-plugin';
import { createKavenegarSender } from '../modules/messaging/kavenegar';
import {
  createMessagingService,
  type MessagingService,
} from '../modules/messaging/messaging.service';
import { createOutboxRepository } from '../modules/messaging/outbox.repository';
import { createSmtpMailer } from '../modules/messaging/smtp-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: MessagingService;
  }
}

/** Mail over SMTP and SMS over Kavenegar when configured; the dev outbox for what is not. */
export interface MessagingPluginOptions {
  /** Where messages kept in the dev outbox are printed; standard output by default. */
  devConsole?: { write(line: string): void } | undefined;
}

export const messagingPlugin = fp<MessagingPluginOptions>(
  async (app, options) => {
    const { smtpUrl, smtpFrom, sms } = app.config;
    const mailer = smtpUrl ? createSmtpMailer({ url: smtpUrl, from: smtpFrom }) : undefined;
    app.decorate(
      'messaging',
      createMessagingService({
        outbox: createOutboxRepository(app.database.db),
        mailer,
        sms: sms ? createKavenegarSender(sms) : undefined,
        log: app.log,
        devConsole: options.devConsole ?? process.stdout,
      }),
    );
    if (mailer) app.addHook('onClose', async () => mailer.close());
  },
  { name: 'messaging', dependencies: ['config', 'database'] },
);
