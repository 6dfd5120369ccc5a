import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/app';

// A stand-in for Sentry's ingest endpoint: the SDK posts envelopes to /api/<project>/envelope/.
describe('error monitoring', () => {
  let sentry: Server;
  let dsn: string;
  const envelopes: string[] = [];

  beforeAll(async () => {
    sentry = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        envelopes.push(body);
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/1`;
  });
  afterAll(() => new Promise<void>((resolve) => sentry.close(() => resolve())));

  it('reports unexpected errors to Sentry when SENTRY_DSN is set, and not 4xx', async () => {
    // Built at run time: the SDK sends the source lines around each frame, test lines included.
    const failure = ['ledger', 'off', 'by', 42].join(' ');
    const token = ['41|bearer', 'secret'].join('-');
    const t = await createTestApp({ config: { sentryDsn: dsn } });
    t.app.get('/api/test/crash', async () => {
      throw new Error(failure);
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { authorization: `Bearer ${token}` },
    });
    await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    await t.app.inject({ method: 'POST', url: '/api/contact-us', payload: {} });
    await t.close(); // flushes the SDK's queue

    const sent = envelopes.join('\n');
    expect(sent.match(/"type":"event"/g)).toHaveLength(1);
    expect(sent).toContain(`"value":"${failure}"`);
    expect(sent).not.toContain(token);
  });
});
