import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import path from 'node:path';
import { CommandError, type CommandRequest } from './commands';

/**
 * The control socket of the server that holds the embedded database in `dataDir`: a Unix socket
 * in the folder, or on Windows a named pipe named after the folder.
 */
export const controlSocketPath = (dataDir: string) =>
  process.platform === 'win32'
    ? `\\\\.\\pipe\\ideabazaar-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 32)}`
    : path.join(dataDir, 'control.sock');

/** Sends one command to the running server and returns what it printed. */
export function sendCommand(socketPath: string, request: CommandRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let text = '';
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(text) as { ok: boolean; output?: string; error?: string };
        if (reply.ok) resolve(reply.output ?? '');
        else reject(new CommandError(reply.error ?? 'The server refused the command.'));
      } catch {
        reject(new Error('The server closed the control connection without an answer.'));
      }
    });
  });
}
