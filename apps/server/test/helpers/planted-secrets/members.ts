import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { devOutbox } from '../../../src/db/schema';
import { cookieJar } from '../cookie-jar';
import { realPng } from '../multipart';
import { signInResponse } from '../sign-in';
import { OWNER, OWNER_BUYER, type MemberViewer, type Planter } from './planter';

const OWNER_PHONE = '09357319462';
const BUYER_PHONE = '09198264703';
const NEED_OWNER_MOBILE = '09027483916';

const signedIn = z.object({ token: z.object({ plainTextToken: z.string() }) });
const me = z.object({ id: z.coerce.number(), avatar_url: z.string().nullable() });

/** The members, each signed in through the real flow, with their private profile data. */
export async function plantMembers(p: Planter) {
  const tokenOf = (who: string, seenBy: MemberViewer[], response: LightMyRequestResponse) => {
    const token = signedIn.parse(response.json()).token.plainTextToken;
    // Only the secret half: the id before '|' is a small number found everywhere.
    p.keep(`${who}'s sign-in token`, token.split('|')[1] ?? token, seenBy, false);
    return token;
  };
  const emailOf = (who: string, code: string, seenBy: MemberViewer[]) =>
    `${p.secret(`${who}'s e-mail`, code, seenBy, seenBy.length > 0).toLowerCase()}@example.com`;
  async function byEmail(who: string, code: string, seenBy: MemberViewer[], referral?: string) {
    const email = emailOf(who, code, seenBy);
    const response = await signInResponse(p.t, email, referral);
    expect(response.statusCode, response.body).toBe(200);
    return { email, token: tokenOf(who, seenBy, response) };
  }
  async function byMobile(who: string, mobile: string, email: string) {
    // One browser: the code is bound to the one that asked for it.
    const browser = cookieJar();
    const send = '/api/auth-send-mobile-code';
    const sent = await p.call(undefined, 'POST', send, { mobile, email }, browser);
    expect(sent.json(), sent.body).toEqual({ status: 'code_send' });
    const [sms] = await p.t.db.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.recipient, mobile))
      .orderBy(desc(devOutbox.createdAt))
      .limit(1);
    const code = /\d{5}/.exec(sms?.text ?? '')?.[0];
    const confirm = '/api/auth-confirm-mobile-code';
    const confirmed = await p.call(undefined, 'POST', confirm, { mobile, code }, browser);
    expect(confirmed.json(), confirmed.body).toMatchObject({ status: 'ok' });
    return tokenOf(who, [], confirmed);
  }

  const owner = (await byEmail('owner A', 'ownerMail', OWNER)).token;
  const member = (await byEmail('member B', 'memberMail', ['member'])).token;
  const buyer = (await byEmail('buyer C', 'buyerMail', ['buyer'])).token;
  await p.ok(owner, 'PATCH', '/api/me', {
    first_name: 'Arash',
    last_name: 'Karimi',
    city: 'Tehran',
    // A's phone is published to the buyers of A's idea, through /contact, to no one else.
    phone: p.keep("owner A's profile phone", OWNER_PHONE, OWNER_BUYER),
    address: p.secret("owner A's address", 'ownerAddress', OWNER),
  });
  await p.ok(member, 'PATCH', '/api/me', {
    first_name: 'Bahar',
    address: p.secret("member B's address", 'memberAddress', ['member']),
  });
  await p.ok(buyer, 'PATCH', '/api/me', {
    first_name: 'Cyrus',
    phone: p.keep("buyer C's profile phone", BUYER_PHONE, ['buyer']),
    address: p.secret("buyer C's address", 'buyerAddress', ['buyer']),
  });
  const referral = z.object({ code: z.string() });
  const { code: referralCode } = await p.okJson(referral, member, 'GET', '/api/referral');
  // F joins with B's code and has no name: B's friends list must show F masked, not F's e-mail;
  // F's comment must name F without the e-mail.
  const friend = await byEmail('friend F', 'friendMail', [], referralCode);
  // E owns the published need, whose contact any member may get: it must not be E's mobile.
  const needOwnerMail = emailOf('need owner E', 'needOwnerMail', []);
  const needOwner = await byMobile('need owner E', NEED_OWNER_MOBILE, needOwnerMail);
  p.keep("need owner E's mobile", NEED_OWNER_MOBILE, [], false);
  await p.ok(needOwner, 'PATCH', '/api/me', {
    first_name: 'Elham',
    address: p.secret("need owner E's address", 'needOwnerAddress', [], false),
  });
  // The proof for members the sweep does not speak as: their own /me shows their secrets.
  const needOwnerMe = (await p.call(needOwner, 'GET', '/api/me')).body;
  expect(needOwnerMe).toContain(NEED_OWNER_MOBILE);
  expect(needOwnerMe).toContain(needOwnerMail);
  expect((await p.call(friend.token, 'GET', '/api/me')).body).toContain(friend.email);

  // An avatar, so the avatar route has a key to be called with (avatars are public).
  await p.upload(owner, '/api/me/avatar', 'face.png', await realPng());
  const profile = (token: string) => p.okJson(me, token, 'GET', '/api/me');
  const avatarUrl = (await profile(owner)).avatar_url;
  return {
    tokens: { owner, member, buyer, friend: friend.token, needOwner },
    memberIds: {
      owner: (await profile(owner)).id,
      member: (await profile(member)).id,
      buyer: (await profile(buyer)).id,
    },
    referralCode,
    avatarKeys: avatarUrl ? [avatarUrl.split('/').pop() ?? ''] : [],
  };
}
export type Members = Awaited<ReturnType<typeof plantMembers>>;
