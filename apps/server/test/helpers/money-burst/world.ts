import { randomUUID } from 'node:crypto';
import type { TestApp } from '../app';
import { createItem } from '../factories';
import type { HttpAnswer, HttpClient } from '../http-client';
import { bearer, signIn, signInResponse } from '../sign-in';
import type { startZarinpalPeer } from '../zarinpal-peer';

export type ZarinpalPeer = Awaited<ReturnType<typeof startZarinpalPeer>>;

export interface Member {
  id: number;
  token: string;
  /** The member whose referral code this one signed up with. */
  referrerId: number | null;
}

export interface Idea {
  id: string;
  sellerId: number;
  price: number;
}

/** A deposit as a member makes it: one key sent `copies` times, then the gateway round trip. */
export interface DepositPlan {
  member: Member;
  amount: number;
  key: string;
  copies: number;
  /** The payer pays on the gateway page, or cancels there. */
  pays: boolean;
  /** How many times the browser comes back to the callback (0: the reconciliation finds it). */
  callbacks: number;
}

export interface DepositResult {
  plan: DepositPlan;
  answers: HttpAnswer[];
  /** The payment the 200 answers name; undefined when none was 200. */
  paymentId: string | undefined;
  callbacks: HttpAnswer[];
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
export const authorityOf = (paymentUrl: string) =>
  /\/pg\/StartPay\/([\w-]+)$/.exec(paymentUrl)?.[1];

/** Runs a deposit plan against the listening server and the Zarinpal peer. */
export async function deposit(
  http: HttpClient,
  peer: ZarinpalPeer,
  plan: DepositPlan,
): Promise<DepositResult> {
  const headers = { ...bearer(plan.member.token), 'idempotency-key': plan.key };
  const answers = await Promise.all(
    range(plan.copies).map(() =>
      http.post('/api/wallet/deposit', { amount: plan.amount }, headers),
    ),
  );
  const started = answers.find((answer) => answer.status === 200)?.json();
  const authority = started ? authorityOf(String(started.payment_url)) : undefined;
  if (!started || !authority) return { plan, answers, paymentId: undefined, callbacks: [] };
  const back = new URL(plan.pays ? peer.pay(authority) : peer.cancel(authority));
  const callbacks = await Promise.all(
    range(plan.callbacks).map(() => http.get(`${back.pathname}${back.search}`)),
  );
  return { plan, answers, paymentId: String(started.payment_id), callbacks };
}

/** A seeded generator, so a failing burst can be run again as it was (the seed is in its name). */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    chance: (p: number) => next() < p,
    pick: <T>(values: readonly T[]) => values[int(0, values.length - 1)]!,
    shuffle<T>(values: T[]): T[] {
      const copy = [...values];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
}
export type Random = ReturnType<typeof seeded>;

export interface WorldShape {
  members: number;
  /** The first `sellers` members own every idea; they buy from each other too. */
  sellers: number;
  ideasPerSeller: number;
  /** Members (not sellers) who signed up with a seller's referral code. */
  referred: number;
}

/** Members signed in through the real e-mail flow, a few of them sellers of every idea. */
export async function createWorld(t: TestApp, shape: WorldShape, random: Random) {
  const members: Member[] = [];
  const join = async (referrer: Member | undefined) => {
    const email = `load${members.length}.${randomUUID().slice(0, 8)}@example.com`;
    let token: string;
    if (referrer) {
      const me = await t.app.inject({ url: '/api/me', headers: bearer(referrer.token) });
      const answer = await signInResponse(t, email, me.json().referral_code);
      if (answer.statusCode !== 200) throw new Error(`sign-in failed: ${answer.body}`);
      token = answer.json().token.plainTextToken;
    } else {
      token = await signIn(t, email);
    }
    const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    members.push({ id: Number(me.json().id), token, referrerId: referrer?.id ?? null });
  };
  for (let index = 0; index < shape.members; index += 1) {
    const referred = index >= shape.sellers && index < shape.sellers + shape.referred;
    await join(referred ? members[index % shape.sellers] : undefined);
  }
  const sellers = members.slice(0, shape.sellers);
  const ideas: Idea[] = [];
  for (const seller of sellers) {
    for (let index = 0; index < shape.ideasPerSeller; index += 1) {
      const price = random.int(1, 9) * 10_000;
      const row = await createItem(t.db.db, { ownerId: seller.id, price });
      ideas.push({ id: row.id, sellerId: seller.id, price });
    }
  }
  return { members, sellers, ideas };
}
export type World = Awaited<ReturnType<typeof createWorld>>;
