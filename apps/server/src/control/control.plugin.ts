import { chmod, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import fp from 'fastify-plugin';
import { CommandError, runCommand, type CommandRequest } from './commands';

const MAX_REQUEST_BYTES = 64 * 1024;
// A Unix socket's path is at most 107 bytes on Linux (103 on macOS).
const MAX_SOCKET_PATH_BYTES = 100;

export interface ControlPluginOptions {
  /** Where to listen; unset: no control channel (tests, PostgreSQL). */
  socketPath?: string | undefined;
}

/** The first line a client sends; reading stops there (or past the size limit). */
function firstLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += String(chunk);
      if (text.includes('\n') || text.length > MAX_REQUEST_BYTES) {
        socket.off('data', onData);
        resolve(text.split('\n')[0] ?? '');
      }
    };
    socket.on('data', onData);
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
}

async function answer(socket: Socket, run: (request: CommandRequest) => Promise<string>) {
  let reply: { ok: true; output: string } | { ok: false; error: string };
  try {
    const request = JSON.parse(await firstLine(socket)) as CommandRequest;
    reply = { ok: true, output: await run(request) };
  } catch (error) {
    reply = {
      ok: false,
      error:
        error instanceof CommandError ? error.message : 'The command failed; see the server log.',
    };
    if (!(error instanceof CommandError)) throw error;
  } finally {
    // Written even when the command failed, so the tool never waits for nothing.
    socket.end(`${JSON.stringify(reply!)}\n`);
  }
}

/**
 * The operator tools' way into a running server on the embedded database. Only one process may
 * open the data folder (db/data-lock.ts), so `npm run operator` and `npm run seed:demo` send their
 * command here instead, over a Unix socket in the data folder that only this user can open, and
 * the server runs it on its own database.
 */
export const controlPlugin = fp<ControlPluginOptions>(
  async (app, options) => {
    const { socketPath } = options;
    if (!socketPath) return;
    if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
      app.log.warn(
        { socketPath },
        'the data folder path is too long for a control socket: stop the server to run npm run operator or seed:demo',
      );
      return;
    }
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      const unixSocket = process.platform !== 'win32';
      // The folder is ours (we hold its lock), so a socket file left there is a dead server's.
      if (unixSocket) await rm(socketPath, { force: true });
      server = createServer((socket) => {
        socket.on('error', () => socket.destroy());
        answer(socket, async (request) => {
          app.log.info({ command: request.command }, 'control command');
          return runCommand(
            {
              database: app.database,
              db: app.database.db,
              config: app.config,
              rateLimiter: app.rateLimiter,
              storage: app.storage,
              log: app.log,
            },
            request,
          );
        }).catch((error: unknown) => app.log.error({ err: error }, 'control command failed'));
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(socketPath, () => resolve());
      });
      if (unixSocket) await chmod(socketPath, 0o600);
    });
    app.addHook('onClose', async () => {
      if (!server) return;
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      if (process.platform !== 'win32') await rm(socketPath, { force: true });
    });
  },
  { name: 'control', dependencies: ['database', 'config', 'rate-limit', 'storage'] },
);
