import { createZarinpalGateway, type PaymentGateway } from './gateway';
import { createZarinpalSimulator, type ZarinpalSimulator } from './zarinpal-simulator';

const DEV_MERCHANT = 'ideabazaar-dev-gateway';

/**
 * The development gateway: Zarinpal's protocol played in this process (zarinpal-simulator.ts),
 * reached through the same client as the real one, with its StartPay page served by this server
 * at /api/dev/gateway (dev-gateway.routes.ts). It moves no money; the page says so.
 */
export function createDevGateway(publicUrl: string): {
  gateway: PaymentGateway;
  simulator: ZarinpalSimulator;
} {
  const simulator = createZarinpalSimulator({ merchantId: DEV_MERCHANT });
  const inProcess: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const body: unknown = JSON.parse(String(init?.body ?? 'null'));
    const answer = url.endsWith('/request.json') ? simulator.request(body) : simulator.verify(body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createZarinpalGateway(
    { gateway: 'zarinpal', merchantId: DEV_MERCHANT, baseUrl: `${publicUrl}/api/dev/gateway` },
    inProcess,
  );
  return { gateway: { ...client, name: 'dev' }, simulator };
}
