import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * A loopback port free at the moment of asking, for a server process to listen on a moment later.
 * Picked below Linux's ephemeral range (32768 and up), which the system hands to every outgoing
 * connection (the test workers' to PostgreSQL and Redis among them) and to `listen(0)`, and above
 * the browser suite's fixed ports (31xx): in between, only another server picking at random can
 * take it first.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      probe.close();
      await once(probe, 'close');
      return port;
    }
  }
}
