import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058) on the notifications' mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Mail over SMTP (`SMTP_URL`, e.g. smtps://user:pass@mail.example.com:465). nodemailer is loaded
 * with the first mail, not with the server: a start that sends none does not pay for it.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options.url),
    ));
  return {
    async send(mail) {
      await (await open()).sendMail({ from: options.from, ...mail });
    },
    close: () =>
      void transport?.then(
        (opened) => opened.close(),
        () => {},
      ),
  };
}
