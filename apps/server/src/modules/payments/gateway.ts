import type { ZarinpalConfig } from '../../config/env';

/** Zarinpal's codes (v4): 100 paid and verified now, 101 verified before. */
export const VERIFIED = 100;
export const VERIFIED_BEFORE = 101;

/** A payment gateway speaking Zarinpal's v4 request/verify protocol (PRODUCT.md section 5). */
export interface PaymentGateway {
  /** Stored with each payment; the callback looks payments up under it. */
  name: string;
  request(input: {
    amount: number;
    description: string;
    callbackUrl: string;
    orderId: string;
  }): Promise<{ authority: string }>;
  /** Where the member's browser goes to pay. */
  startPayUrl(authority: string): string;
  /** The gateway's verdict for this authority and amount: its code, and the bank reference. */
  verify(input: {
    authority: string;
    amount: number;
  }): Promise<{ code: number; refId: string | null }>;
}

/** The gateway could not be reached, or answered something that is not its protocol. */
export class GatewayUnreachable extends Error {
  override name = 'GatewayUnreachable';
}

/** The gateway answered, and refused (a code other than 100). */
export class GatewayRefused extends Error {
  override name = 'GatewayRefused';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`gateway refused (${code}): ${message}`);
  }
}

const TIMEOUT_MS = 10_000;

interface ZarinpalAnswer {
  data?: { code?: unknown; authority?: unknown; ref_id?: unknown; message?: unknown } | unknown[];
  errors?: { code?: unknown; message?: unknown } | unknown[];
}

/** The code of a v4 answer: `data.code` when it succeeded, `errors.code` when it did not. */
function codeOf(answer: ZarinpalAnswer): { code: number; message: string } | undefined {
  const data = Array.isArray(answer.data) ? undefined : answer.data;
  if (data && typeof data.code === 'number') {
    return { code: data.code, message: String(data.message ?? '') };
  }
  const errors = Array.isArray(answer.errors) ? undefined : answer.errors;
  if (errors && typeof errors.code === 'number') {
    return { code: errors.code, message: String(errors.message ?? '') };
  }
  return undefined;
}

/**
 * Posts one call of the protocol. A 4xx carries a protocol error in its body (Zarinpal answers
 * refusals so); a body without a code, a 5xx or no answer is GatewayUnreachable.
 */
export async function zarinpalCall(
  fetcher: typeof fetch,
  url: string,
  body: Record<string, unknown>,
): Promise<{ code: number; message: string; data: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayUnreachable(`no answer from ${url}: ${(error as Error).message}`);
  }
  if (response.status >= 500) throw new GatewayUnreachable(`${url} answered ${response.status}`);
  let answer: ZarinpalAnswer;
  try {
    answer = (await response.json()) as ZarinpalAnswer;
  } catch {
    throw new GatewayUnreachable(`${url} answered ${response.status} without JSON`);
  }
  const code = codeOf(answer);
  if (!code) throw new GatewayUnreachable(`${url} answered without a code`);
  const data = Array.isArray(answer.data) || !answer.data ? {} : answer.data;
  return { ...code, data: data as Record<string, unknown> };
}

/** Zarinpal over HTTPS (or a local peer speaking its protocol, in tests). Amounts in Toman. */
export function createZarinpalGateway(
  config: ZarinpalConfig,
  fetcher: typeof fetch = fetch,
): PaymentGateway {
  const { baseUrl, merchantId } = config;
  return {
    name: 'zarinpal',
    async request(input) {
      const answer = await zarinpalCall(fetcher, `${baseUrl}/pg/v4/payment/request.json`, {
        merchant_id: merchantId,
        amount: input.amount,
        currency: 'IRT',
        description: input.description,
        callback_url: input.callbackUrl,
        metadata: { order_id: input.orderId },
      });
      const authority = answer.data.authority;
      if (answer.code !== VERIFIED || typeof authority !== 'string') {
        throw new GatewayRefused(answer.code, answer.message);
      }
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(authority)) {
        throw new GatewayUnreachable('the gateway answered an authority of an unknown form');
      }
      return { authority };
    },
    startPayUrl: (authority) => `${baseUrl}/pg/StartPay/${encodeURIComponent(authority)}`,
    async verify(input) {
      const answer = await zarinpalCall(fetcher, `${baseUrl}/pg/v4/payment/verify.json`, {
        merchant_id: merchantId,
        amount: input.amount,
        authority: input.authority,
      });
      const refId = answer.data.ref_id;
      return {
        code: answer.code,
        refId: typeof refId === 'number' || typeof refId === 'string' ? String(refId) : null,
      };
    },
  };
}
