import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface KavenegarRequest {
  apiKey: string;
  method: string;
  params: Record<string, string>;
}

/**
 * A local HTTP server speaking Kavenegar's REST protocol: `/v1/{key}/verify/lookup.json` and
 * `/v1/{key}/sms/send.json` with form or query parameters, answering `{return:{status,message},
 * entries}`. `failWith` makes it answer a documented error status, as the provider does.
 */
export async function startKavenegarPeer(options: { apiKey: string }) {
  const requests: KavenegarRequest[] = [];
  let failWith: number | undefined;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://peer');
      const match = /^\/v1\/([^/]+)\/(verify\/lookup|sms\/send)\.json$/.exec(url.pathname);
      const params = Object.fromEntries(new URLSearchParams(body || url.search));
      const reply = (status: number, message: string, entries: unknown = null) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ return: { status, message }, entries }));
      };
      if (!match) return reply(404, 'متد یافت نشد');
      const [, apiKey = '', method = ''] = match;
      if (apiKey !== options.apiKey) return reply(403, 'کد شناسائی API-Key معتبر نمی‌باشد');
      requests.push({ apiKey, method, params });
      if (failWith) return reply(failWith, 'خطا');
      if (!params.receptor) return reply(411, 'دریافت کننده نامعتبر است');
      return reply(200, 'تایید شد', [
        {
          messageid: requests.length,
          receptor: params.receptor,
          status: 5,
          statustext: 'ارسال به مخابرات',
        },
      ]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The app's SMS configuration that sends to this peer with the seed's template. */
    config: {
      provider: 'kavenegar' as const,
      apiKey: options.apiKey,
      baseUrl: url,
      template: 'ideabazaar-verify',
      sender: undefined,
    },
    requests,
    failWith(status: number | undefined) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
