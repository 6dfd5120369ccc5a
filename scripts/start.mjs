// `npm start`: build what is missing or stale, then run the production server on the embedded
// database. A fresh clone needs nothing but `npm install` before this.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const outputs = [
  at('apps/web/dist/index.html'),
  at('apps/web/dist-ssr/entry-server.js'),
  at('apps/server/dist/server.js'),
];
const sources = [
  'packages/shared/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/build.mjs',
].map((p) => newest(at(p)));
const built = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));

if (built < Math.max(...sources)) {
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start` runs on one machine with nothing else: with no mail or SMS provider configured,
// sign-in codes go to the dev outbox (/dev/outbox), said out loud. The server itself refuses a
// production start without providers unless DEV_OUTBOX=1 is given, as it is here.
const env = { NODE_ENV: 'production', ...process.env };
const unset = (name) => !env[name] || env[name].trim() === '';
if (unset('DEV_OUTBOX') && (unset('SMTP_URL') || unset('SMS_PROVIDER'))) {
  env.DEV_OUTBOX = '1';
  console.log(
    'No SMTP_URL or SMS_PROVIDER: sign-in codes go to the dev outbox (DEV_OUTBOX=1), printed here ' +
      'and shown at /dev/outbox to this machine (HOST=0.0.0.0 DEV_OUTBOX_PUBLIC=1 to show it to others).',
  );
}

if (unset('DEV_GATEWAY') && unset('PAYMENT_GATEWAY')) {
  env.DEV_GATEWAY = '1';
  console.log(
    'No PAYMENT_GATEWAY: deposits go through the test payment gateway (DEV_GATEWAY=1), a page ' +
      'with Pay and Cancel that moves no real money.',
  );
}

const server = spawn(process.execPath, [at('apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
