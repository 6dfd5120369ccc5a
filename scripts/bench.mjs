// `npm run bench`: performance targets measured in one run (DEVELOPERS.md: never as timed
// tests). The list's first page against catalogue size, purchases per second against their
// targets and a bare UPDATE, and the web app's first load against everything it could load.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
let failed = false;

// The ideas list against catalogue size; purchases per second and p99 against their targets
// and a bare balance UPDATE (on PostgreSQL too when DATABASE_URL is set); chat messages delivered
// per second with 200 sockets against a bare Fastify + ws (across two processes with REDIS_URL).
for (const bench of ['bench/browse.bench.ts', 'bench/purchase.bench.ts', 'bench/chat.bench.ts']) {
  const server = spawnSync('npx', ['tsx', bench], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
  });
  if (server.status !== 0) failed = true;
}

// The first load is index.html's entry script; lazy screens load later. Its share of all the
// JavaScript shows whether routes and icons stay out of it.
const dist = path.join(root, 'apps/web/dist');
const build = spawnSync('npm', ['run', 'build', '-w', '@ideabazaar/web'], {
  cwd: root,
  stdio: 'ignore',
});
if (build.status !== 0) {
  console.error('web build failed');
  process.exit(1);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const all = readdirSync(path.join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .reduce((sum, name) => sum + statSync(path.join(dist, 'assets', name)).size, 0);
const entryBytes = entry ? statSync(path.join(dist, entry)).size : 0;
const share = entryBytes / all;
const ENTRY_GZIP_LIMIT = 120 * 1024;
const SHARE_LIMIT = 0.45;
console.log(
  `web entry ${(entryBytes / 1024).toFixed(0)} KiB (${(gz(entry) / 1024).toFixed(0)} KiB gzip) of ${(all / 1024).toFixed(0)} KiB of JavaScript: share ${share.toFixed(2)} (limit ${SHARE_LIMIT}), gzip limit ${ENTRY_GZIP_LIMIT / 1024} KiB`,
);
if (share > SHARE_LIMIT || gz(entry) > ENTRY_GZIP_LIMIT) failed = true;
process.exit(failed ? 1 : 0);
