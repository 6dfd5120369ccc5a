// The built app on a fresh embedded database with the demo marketplace in it, on a free port of
// 127.0.0.1, for the scripts that look at the app as a visitor does: the benchmark's web rows
// (bench-web.mjs) and the install dialog's screenshots (app-screenshots.mjs). The app must be
// built; `stop()` ends the server and removes its data folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function startDemoServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ideabazaar-demo-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const seeded = spawnSync(process.execPath, ['apps/server/dist/seed-demo.js'], { cwd: root, env });
  if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stderr}`);
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 600) {
      await stop();
      throw new Error('the server did not start');
    }
    await sleep(50);
  }
  return { base, stop };
}
