import { randomUUID } from 'node:crypto';
import type { HttpAnswer, HttpClient } from '../http-client';
import { bearer } from '../sign-in';
import {
  deposit,
  type DepositPlan,
  type DepositResult,
  type Idea,
  type Member,
  type Random,
  type World,
  type ZarinpalPeer,
} from './world';

export interface PurchasePlan {
  buyer: Member;
  idea: Idea;
  key: string;
  copies: number;
}

export interface PurchaseResult {
  plan: PurchasePlan;
  answers: HttpAnswer[];
}

export interface BurstShape {
  purchasesPerMember: number;
  depositsPerMember: { min: number; max: number };
  /** The share of members who also buy one of their ideas again under another key. */
  twins: number;
}

const copies = (random: Random) => random.int(2, 3);

/**
 * Each member buys distinct ideas of the sellers (never their own) and makes deposits whose
 * payer pays or cancels and comes back 0, 1 or 2 times; every request goes 2 or 3 times under
 * its key. Some members buy one idea again under another key: at most one of the two may win.
 */
export function planBurst(world: World, shape: BurstShape, random: Random) {
  const purchases: PurchasePlan[] = [];
  const deposits: DepositPlan[] = [];
  for (const buyer of world.members) {
    const choices = random
      .shuffle(world.ideas.filter((idea) => idea.sellerId !== buyer.id))
      .slice(0, shape.purchasesPerMember);
    for (const idea of choices) {
      purchases.push({ buyer, idea, key: randomUUID(), copies: copies(random) });
    }
    if (choices.length > 0 && random.chance(shape.twins)) {
      purchases.push({ buyer, idea: random.pick(choices), key: randomUUID(), copies: 2 });
    }
    const count = random.int(shape.depositsPerMember.min, shape.depositsPerMember.max);
    for (let index = 0; index < count; index += 1) {
      deposits.push({
        member: buyer,
        amount: random.int(10, 60) * 1_000,
        key: randomUUID(),
        copies: copies(random),
        pays: random.chance(0.8),
        callbacks: random.int(0, 2),
      });
    }
  }
  return { purchases, deposits };
}

/** Sends every planned request at once, purchases and deposits shuffled together. */
export async function runBurst(
  http: HttpClient,
  peer: ZarinpalPeer,
  plans: ReturnType<typeof planBurst>,
  random: Random,
) {
  const purchases: Promise<PurchaseResult>[] = [];
  const deposits: Promise<DepositResult>[] = [];
  const order = random.shuffle([
    ...plans.purchases.map((plan) => ({ purchase: plan })),
    ...plans.deposits.map((plan) => ({ deposit: plan })),
  ]);
  for (const next of order) {
    if ('deposit' in next) {
      deposits.push(deposit(http, peer, next.deposit));
      continue;
    }
    const { buyer, idea, key } = next.purchase;
    const headers = { ...bearer(buyer.token), 'idempotency-key': key };
    const answers = Array.from({ length: next.purchase.copies }, () =>
      http.post(`/api/items/${idea.id}/purchase`, { expected_price: idea.price }, headers),
    );
    purchases.push(
      Promise.all(answers).then((settled) => ({ plan: next.purchase, answers: settled })),
    );
  }
  return { purchases: await Promise.all(purchases), deposits: await Promise.all(deposits) };
}

export interface Wallet {
  available: number;
  held: number;
  pending: number;
}

/**
 * What each member's wallet must hold by their successful calls alone: the paid deposits that
 * got a 200, less the purchases that got a 201 (one per key), the sales' shares less the
 * commission, and the referrer's pending reward for each friend with a qualifying purchase (from
 * another seller than the referrer, paying at least REFERRAL_MIN_PAID, its commission covering the
 * reward; a deposit earns nothing).
 */
export function expectedWallets(
  world: World,
  results: { purchases: PurchaseResult[]; deposits: DepositResult[] },
  money: { commissionPercent: number; referralReward: number; referralMinPaid: number },
): Map<number, Wallet> {
  const wallets = new Map(
    world.members.map((member) => [member.id, { available: 0, held: 0, pending: 0 }]),
  );
  const at = (id: number) => wallets.get(id)!;
  const qualified = new Set<number>();
  for (const result of results.deposits) {
    if (result.paymentId === undefined || !result.plan.pays) continue;
    at(result.plan.member.id).available += result.plan.amount;
  }
  for (const result of results.purchases) {
    if (!result.answers.some((answer) => answer.status === 201)) continue;
    const { buyer, idea } = result.plan;
    const commission = Math.floor((idea.price * money.commissionPercent) / 100);
    at(buyer.id).available -= idea.price;
    at(idea.sellerId).pending += idea.price - commission;
    if (
      idea.sellerId !== buyer.referrerId &&
      idea.price >= money.referralMinPaid &&
      commission >= money.referralReward
    ) {
      qualified.add(buyer.id);
    }
  }
  for (const member of world.members) {
    if (member.referrerId !== null && qualified.has(member.id) && money.referralReward > 0) {
      at(member.referrerId).pending += money.referralReward;
    }
  }
  return wallets;
}
