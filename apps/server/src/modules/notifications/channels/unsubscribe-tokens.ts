import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailKinds } from '@ideabazaar/shared/schemas/notifications';

export type EmailKind = (typeof emailKinds)[number];

const isEmailKind = (kind: string): kind is EmailKind =>
  (emailKinds as readonly string[]).includes(kind);

const macOf = (secret: string, userId: number, kind: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${kind}`).digest('base64url');

/**
 * The e-mails' unsubscribe tokens: `<member>.<kind>.<HMAC>`, signed with a secret kept in the
 * database (made at first start). Anyone holding the mail may stop that kind for that member,
 * which is what the link is for; nobody can make one for another member or kind.
 */
export const unsubscribeToken = (secret: string, userId: number, kind: EmailKind) =>
  `${userId}.${kind}.${macOf(secret, userId, kind)}`;

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; kind: EmailKind } | undefined {
  const [id = '', kind = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[1-9][0-9]{0,15}$/.test(id) || !isEmailKind(kind)) return undefined;
  const userId = Number(id);
  const expected = Buffer.from(macOf(secret, userId, kind));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, kind };
}
