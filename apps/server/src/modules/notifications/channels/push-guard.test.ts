import { Agent, createServer, request, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSigned } from '../../../../test/helpers/push-peer';
import { guarded } from './push';

// A push service that answers without end, slowly or fast, holds a push no longer than the
// guard's deadline and no memory beyond its size (web-push's own timeout is an idle one).

const { key, cert } = selfSigned();
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer({ key, cert }, (req, res) => {
    res.writeHead(201, { 'content-type': 'text/plain' });
    if (req.url === '/drip') {
      // A byte every 50 ms, for ever: never idle, never done.
      const drip = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(drip));
    } else {
      // As fast as it can, for ever.
      const flood = () => {
        while (res.write(Buffer.alloc(16 * 1024, 'x')));
      };
      res.on('drain', flood);
      flood();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** What a POST through the agent came to: its error, and the bytes read until then. */
function post(agent: Agent, path: string) {
  return new Promise<{ error: string; bytes: number }>((resolve) => {
    let bytes = 0;
    const sent = request(`${origin}${path}`, { method: 'POST', agent }, (res) => {
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('error', (error) => resolve({ error: error.message, bytes }));
      res.on('end', () => resolve({ error: 'ended', bytes }));
    });
    sent.on('error', (error) => resolve({ error: error.message, bytes }));
    sent.end('{}');
  });
}

describe('the push agent’s guard', () => {
  it('ends an answer that drips for ever at its deadline', async () => {
    const agent = guarded(new Agent({ ca: cert }), { ms: 600, bytes: 1024 * 1024 });
    const started = Date.now();
    const outcome = await post(agent, '/drip');
    expect(outcome.error).not.toBe('ended');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(outcome.bytes).toBeGreaterThan(0);
  });

  it('ends an answer that floods once it passed its size', async () => {
    const agent = guarded(new Agent({ ca: cert }), { ms: 60_000, bytes: 64 * 1024 });
    const outcome = await post(agent, '/flood');
    expect(outcome.error).not.toBe('ended');
    expect(outcome.bytes).toBeLessThan(1024 * 1024);
  });
});
