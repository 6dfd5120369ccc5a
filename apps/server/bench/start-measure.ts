// The start rows of the API bench (api.bench.ts): `dist/server.js` and a bare Fastify + PGlite
// (bare-start.mjs) started one after the other on the same folder.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../test/helpers/processes';
import { emit } from './rows';
import { median } from './stats';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** Starts `command` and waits for `url` to answer 200: the time it took and the process's RSS. */
async function startOnce(args: string[], env: Record<string, string>, port: number) {
  const started = Date.now();
  // The embedded folder, whatever this bench was started with.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...inherited, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${errors}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 60_000) throw new Error(`no answer in 60 s: ${errors}`);
      await sleep(10);
    }
    const ms = Date.now() - started;
    // Warm: the page `/` as a first visit gets it (the app draws it, with the web app's server
    // build loaded) and a page of the list (the bare reference answers 404 to the first), then
    // the resident memory.
    for (const url of ['/', '/api/items?section=idea']) {
      await fetch(`http://127.0.0.1:${port}${url}`).then((response) => response.text());
    }
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    return { ms, rss };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The app's start on an existing PGlite folder against a bare start on the same folder (time to
 * the first answer, then the memory after `/` and a page), `rounds` times after a warm-up, and the
 * folder's size against the live data.
 */
export async function startAndSize(dataDir: string, liveBytes: number, rounds: number) {
  const port = await freePort();
  const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  const app: { ms: number; rss: number }[] = [];
  const bare: { ms: number; rss: number }[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    const a = await startOnce(['dist/server.js'], env, port);
    const b = await startOnce(['bench/bare-start.mjs', dataDir], {}, port);
    if (round === 0) continue;
    app.push(a);
    bare.push(b);
  }
  const ms = median(app.map((run) => run.ms));
  const rss = median(app.map((run) => run.rss));
  const bareMs = median(bare.map((run) => run.ms));
  const bareRss = median(bare.map((run) => run.rss));
  emit({
    group: 'start',
    what: 'start on an existing PGlite folder',
    driver: 'pglite',
    value: ms,
    unit: 'ms',
    reference: bareMs,
    ratio: ms / bareMs,
    target: '<= 1000 ms',
    ok: ms <= 1000,
    regression: ms > 3 * bareMs,
  });
  emit({
    group: 'start',
    what: 'resident memory after the start, the drawn `/` and a page of the list',
    driver: 'pglite',
    value: rss,
    unit: 'MiB',
    reference: bareRss,
    ratio: rss / bareRss,
    target: '<= 350 MiB',
    ok: rss <= 350,
  });
  const folder = du(path.join(dataDir, 'pglite'));
  emit({
    group: 'start',
    what: `data folder against the live data (${(folder / 2 ** 20).toFixed(0)} MiB / ${(liveBytes / 2 ** 20).toFixed(0)} MiB)`,
    driver: 'pglite',
    value: folder / liveBytes,
    unit: 'x',
    target: '<= 3 x',
    ok: folder / liveBytes <= 3,
  });
}

/** The bytes of every file under `folder`. */
export function du(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? du(full) : statSync(full).size;
  }
  return total;
}
