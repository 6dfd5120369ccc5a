import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProcessDatabase, type ProcessDatabase } from '../test/helpers/database';
import { freePort, startTs, type Running } from '../test/helpers/processes';

// The drain on SIGTERM (issue 33), on the server process itself: not ready at once, serving
// through DRAIN_DELAY_MS, then no new connections, while a request under way and one sent on a
// connection accepted just before the listener closed are both answered, and the exit is 0.
let database: ProcessDatabase;
let server: Running;
let port: number;

beforeAll(async () => {
  database = await createProcessDatabase();
  port = await freePort();
  server = startTs('src/server.ts', {
    ...database.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    DRAIN_DELAY_MS: '1500',
  });
  await server.waitFor('IdeaBazaar is running');
}, 120_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.dispose();
});

/** A raw HTTP/1.1 exchange on a socket: writes what it is given, reads the whole answer. */
function rawSocket(): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const answer = new Promise<string>((done) => {
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('close', () => done(received));
    });
    socket.once('connect', () => resolve({ socket, answer }));
    socket.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('reports not ready at once, keeps serving through the delay, then answers what it accepted and exits 0', async () => {
  const base = `http://127.0.0.1:${port}`;
  expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
  // A request under way when the signal comes: its body is only half sent.
  const body = JSON.stringify({ email: 'drain@example.com' });
  const slow = await rawSocket();
  slow.socket.write(
    `POST /api/auth/email/send-code HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
  );
  const exited = server.stop('SIGTERM');
  await sleep(200);
  const ready = await fetch(`${base}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: 'draining' });
  // Still serving while a balancer would notice: liveness and ordinary requests alike.
  expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
  expect((await fetch(`${base}/api/items?section=idea`)).status).toBe(200);
  // A connection accepted just before the listener closes, whose request comes just after.
  const late = await rawSocket();
  // The delay over, no new connection is taken any more.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const refused = await fetch(`${base}/api/health/live`).then(
      () => false,
      () => true,
    );
    if (refused) break;
    expect(Date.now()).toBeLessThan(deadline);
    await sleep(50);
  }
  late.socket.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(await late.answer).toMatch(/^HTTP\/1\.1 200 /);
  // The request under way is finished and answered.
  slow.socket.write(body.slice(5));
  expect(await slow.answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(await exited).toBe(0);
  expect(server.output()).toContain('SIGTERM: shutting down');
});
