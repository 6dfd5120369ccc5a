import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ZarinpalConfig } from '../../src/config/env';
import { createZarinpalSimulator } from '../../src/modules/payments/zarinpal-simulator';

export interface ZarinpalCall {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A local HTTP server speaking Zarinpal's v4 protocol (request.json, StartPay, verify.json) with
 * the codes 100, 101 and its errors, played by the same simulator as the dev gateway. The test
 * plays the payer with `pay`/`cancel` (what the StartPay page's buttons do), and can make the
 * next calls fail (`failNext`: an HTTP status, or a protocol code such as -9).
 */
export async function startZarinpalPeer(options: { merchantId?: string; port?: number } = {}) {
  const merchantId = options.merchantId ?? 'zarinpal-test-merchant';
  const simulator = createZarinpalSimulator({ merchantId });
  const calls: ZarinpalCall[] = [];
  let failures: { status?: number; code?: number }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://peer');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const start = /^\/pg\/StartPay\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && start) {
        const payment = simulator.payment(start[1]!);
        res.writeHead(payment ? 200 : 404, { 'content-type': 'text/html' });
        res.end(
          payment
            ? `<h1>Pay ${payment.amount}</h1><form method="post" action="${url.pathname}/pay">` +
                `<button>Pay</button></form><form method="post" action="${url.pathname}/cancel">` +
                '<button>Cancel</button></form>'
            : 'unknown',
        );
        return;
      }
      // The page's buttons: the payer pays or cancels and is sent back to the callback.
      const choice = /^\/pg\/StartPay\/([\w-]+)\/(pay|cancel)$/.exec(url.pathname);
      if (req.method === 'POST' && choice) {
        const back = simulator.payment(choice[1]!)
          ? simulator.finish(choice[1]!, choice[2] === 'pay')
          : undefined;
        res.writeHead(back ? 303 : 404, back ? { location: back } : {});
        res.end();
        return;
      }
      const call = /^\/pg\/v4\/payment\/(request|verify)\.json$/.exec(url.pathname);
      if (req.method !== 'POST' || !call) return json(404, { data: [], errors: [] });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return json(400, { data: [], errors: { code: -9, message: 'invalid json' } });
      }
      calls.push({ path: url.pathname, body });
      const failure = failures.shift();
      if (failure?.status) return json(failure.status, { message: 'down' });
      if (failure?.code) {
        return json(400, { data: [], errors: { code: failure.code, message: 'refused' } });
      }
      const answer = call[1] === 'request' ? simulator.request(body) : simulator.verify(body);
      return json(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config: ZarinpalConfig = { gateway: 'zarinpal', merchantId, baseUrl: url };
  return {
    url,
    config,
    calls,
    simulator,
    /** The payer pays (or cancels) on StartPay: the URL the gateway sends the browser back to. */
    pay: (authority: string) => simulator.finish(authority, true)!,
    cancel: (authority: string) => simulator.finish(authority, false)!,
    failNext(...next: { status?: number; code?: number }[]) {
      failures = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
