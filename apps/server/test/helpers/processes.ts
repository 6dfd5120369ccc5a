import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

const packageRoot = path.resolve(import.meta.dirname, '../..');
// With REDIS_URL set (CI), the servers a test file starts share a namespace of their own in Redis
// (one per file: its processes may talk to each other), never the keys of another file's servers
// or of an earlier run's.
const redisPrefix = `ideabazaar:test:${randomBytes(6).toString('hex')}:`;

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A process started from a TypeScript file, still running. */
export interface Running {
  output(): string;
  /** Resolves once the output holds `text`; rejects if the process ends first. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a TypeScript file of this package (through tsx) and leaves it running. */
export function startTs(file: string, env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(packageRoot, file)], {
    cwd: packageRoot,
    // As testConfig: neither a busy test machine's event loop nor a burst sheds the tests' requests.
    env: {
      ...process.env,
      NODE_ENV: 'test',
      REDIS_PREFIX: redisPrefix,
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_POOL_WAITING: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return {
    output: () => output,
    async waitFor(text, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      let ended = false;
      void exited.then(() => (ended = true));
      while (!output.includes(text)) {
        if (ended || Date.now() > deadline) {
          throw new Error(`no '${text}' in the output:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
}

/** Runs a TypeScript file of this package in a process of its own (through tsx). */
export function runTs(
  file: string,
  args: string[] = [],
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(packageRoot, file), ...args],
      {
        cwd: packageRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          REDIS_PREFIX: redisPrefix,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export { freePort } from './free-port';

/**
 * The server as `npm start` runs it with no provider configured (production, the dev outbox and
 * the dev gateway), on this database's env and a free port, without a built web app.
 */
export function startAsNpmStart(databaseEnv: Record<string, string>, port: number): Running {
  return startTs('src/server.ts', {
    ...databaseEnv,
    NODE_ENV: 'production',
    DEV_OUTBOX: '1',
    DEV_GATEWAY: '1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(os.tmpdir(), 'ideabazaar-no-web'),
  });
}
