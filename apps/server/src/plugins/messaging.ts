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
export const messagingPlugin = fp(
  async (app) => {
    const { smtpUrl, smtpFrom, sms } = app.config;
    const mailer = smtpUrl ? createSmtpMailer({ url: smtpUrl, from: smtpFrom }) : undefined;
    app.decorate(
      'messaging',
      createMessagingService({
        outbox: createOutboxRepository(app.database.db),
        mailer,
        sms: sms ? createKavenegarSender(sms) : undefined,
        log: app.log,
      }),
    );
    if (mailer) app.addHook('onClose', async () => mailer.close());
  },
  { name: 'messaging', dependencies: ['config', 'database'] },
);
