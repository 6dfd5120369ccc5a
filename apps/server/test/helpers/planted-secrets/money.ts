import { randomUUID } from 'node:crypto';
import { depositResponseSchema, purchaseResponseSchema } from '@ideabazaar/shared/schemas/wallet';
import { expect } from 'vitest';
import { shownPrice } from '../wallet';
import type { Planter } from './planter';

/**
 * Money in the buyer's wallet the way a member puts it there: the deposit call, the test
 * gateway's Pay button and the callback it sends the browser back to.
 */
export async function fundThroughGateway(p: Planter, token: string, amount: number) {
  const { payment_url: url } = await p.okJson(
    depositResponseSchema,
    token,
    'POST',
    '/api/wallet/deposit',
    { amount },
  );
  const paid = await p.t.app.inject({ method: 'POST', url: `${new URL(url).pathname}/pay` });
  const back = new URL(paid.headers.location as string);
  const returned = await p.t.app.inject({ url: `${back.pathname}${back.search}` });
  expect(returned.headers.location).toMatch(/^\/wallet\?deposit=ok/);
}

/** A purchase through the API, as a buyer makes it; its id. */
export async function buyThroughApi(p: Planter, token: string, itemId: string): Promise<string> {
  const response = await p.t.app.inject({
    method: 'POST',
    url: `/api/items/${itemId}/purchase`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: { expected_price: await shownPrice(p.t, token, itemId) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return purchaseResponseSchema.parse(response.json()).purchase.id;
}
