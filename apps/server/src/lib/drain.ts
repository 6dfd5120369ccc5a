import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a connection accepted just before the listener closed has to send its request. */
export const IDLE_GRACE_MS = 1000;

/**
 * Closes the app the way a drain needs (issue 33). Node's `server.close()` also drops at once every
 * connection that has no request under way, among them one a proxy has just opened and is
 * sending a request on: that request is lost, and a proxy cannot send a POST again. So the idle
 * connections are closed only after a grace: the listener stops at once, the connections already
 * accepted get IDLE_GRACE_MS to deliver their request (which is then served), and only the
 * connections still idle after it are closed. `close` is the app's, which waits for the
 * requests in flight.
 */
export async function closeDraining(
  server: Server,
  close: () => Promise<void>,
  graceMs = IDLE_GRACE_MS,
): Promise<void> {
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  const closing = close();
  try {
    await Promise.race([closing, sleep(graceMs)]);
  } finally {
    server.closeIdleConnections = closeIdle;
  }
  closeIdle();
  await closing;
}
