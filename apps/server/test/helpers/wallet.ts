import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { bearer } from './sign-in';

/** The callback path and query the gateway sent the browser back to. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * Puts money in a member's wallet the way a member does, through the development gateway: the
 * deposit call, the test gateway's Pay button, and the callback it sends the browser to.
 */
export async function fund(t: TestApp, token: string, amount: number): Promise<void> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/wallet/deposit',
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    payload: { amount },
  });
  expect(start.statusCode, start.body).toBe(200);
  const pay = new URL(start.json().payment_url as string);
  const paid = await t.app.inject({ method: 'POST', url: `${pay.pathname}/pay` });
  expect(paid.statusCode, paid.body).toBe(303);
  const back = await t.app.inject({ method: 'GET', url: pathOf(paid.headers.location as string) });
  expect(`${back.statusCode} ${back.headers.location} ${back.body}`).toMatch(
    /^302 \/wallet\?deposit=ok&payment=/,
  );
}

export async function walletOf(t: TestApp, token: string) {
  const response = await t.app.inject({ url: '/api/wallet', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as { available: number; held: number; pending: number };
}

/** Every invariant of the ledger holds over the whole database. */
export async function expectLedgerSound(t: TestApp) {
  const report = await t.app.services.wallet.check();
  expect(report.problems).toEqual([]);
}

/** The price a member is shown for an item before a voucher, as the buy dialog shows it. */
export async function shownPrice(t: TestApp, token: string, itemId: string): Promise<number> {
  const item = await t.app.inject({ url: `/api/items/${itemId}`, headers: bearer(token) });
  if (item.statusCode !== 200) return 0;
  const { buy_price: buyPrice, price } = item.json() as { buy_price: number | null; price: number };
  return buyPrice ?? price ?? 0;
}

/**
 * Buys an item as the web does: at the price shown (`price`, else read from the item as this
 * member sees it), with the voucher and the Idempotency-Key given.
 */
export const buy = async (
  t: TestApp,
  token: string,
  itemId: string,
  options: { key?: string; voucher?: string; price?: number } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/items/${itemId}/purchase`,
    headers: { ...bearer(token), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: {
      expected_price: options.price ?? (await shownPrice(t, token, itemId)),
      ...(options.voucher ? { voucher_code: options.voucher } : {}),
    },
  });
