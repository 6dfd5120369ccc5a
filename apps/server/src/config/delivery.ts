import type { Config } from './env';

type Delivery = Pick<Config, 'nodeEnv' | 'publicUrl' | 'smtpUrl' | 'sms' | 'payment'>;

/** The dev outbox's page, shown to this machine: the codes no provider delivers are there. */
export const devOutboxUrl = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/dev/outbox`;

/**
 * Whether this server reaches real people: production with a real mail, SMS or payment
 * provider. A server with none of them keeps its codes in the dev outbox and takes pretend
 * payments (what `npm start` alone runs): a trial, where the demo marketplace belongs.
 */
export function reachesRealPeople(config: Delivery): boolean {
  return config.nodeEnv === 'production' && Boolean(config.smtpUrl || config.sms || config.payment);
}

/**
 * Where sign-in codes go, as a clause for the terminal. The messaging service keeps in the dev
 * outbox what no provider is configured for, e-mail and SMS each on its own.
 */
export function whereSignInCodesGo(config: Delivery): string {
  const outbox = `the dev outbox at ${devOutboxUrl(config)}`;
  if (config.smtpUrl && config.sms) return 'sign-in codes go out by e-mail and SMS';
  if (config.smtpUrl) return `e-mail codes are mailed, SMS codes go to ${outbox}`;
  if (config.sms) return `SMS codes are texted, e-mail codes go to ${outbox}`;
  return `sign-in codes go to ${outbox}`;
}

/** Where the code of a member signing in with an e-mail address goes. */
export function emailCodesGo(config: Delivery): string {
  return config.smtpUrl
    ? 'by e-mail through SMTP_URL (example.com addresses receive nothing)'
    : `to the dev outbox at ${devOutboxUrl(config)}`;
}
