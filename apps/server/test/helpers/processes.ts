import { spawn } from 'node:child_process';
import path from 'node:path';

const packageRoot = path.resolve(import.meta.dirname, '../..');

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
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
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
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
