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

  it("sends no request body, query string, cookie or address of a real request's 500", async () => {
    // Built at run time, for the same reason as above.
    const secrets = ['BODY', 'QUERY', 'COOKIE', 'mail@'].map((part) => `${part}secret${7 * 11}`);
    const t = await createTestApp({ config: { sentryDsn: dsn } });
    t.app.post('/api/test/crash-with-data', async () => {
      throw new Error('crashed with data');
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = envelopes.length;
    const response = await fetch(
      `http://127.0.0.1:${port}/api/test/crash-with-data?q=${secrets[1]}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `sid=${secrets[2]}` },
        body: JSON.stringify({ text: secrets[0], email: secrets[3] }),
      },
    );
    expect(response.status).toBe(500);
    await t.close();
    const sent = envelopes.slice(before).join('\n');
    expect(sent).toContain('crashed with data');
    for (const secret of secrets) expect(sent).not.toContain(secret);
    expect(sent).not.toContain('"ip_address"');
  });
});
