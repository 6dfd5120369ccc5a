// `npm run deploy:local`: IdeaBazaar as it runs on several machines, on this one (issue 33,
// docs/deploy.md): Debian's nginx in front of several server processes that share one
// PostgreSQL, one Redis and one S3-compatible object store. It supervises them as systemd would:
// a server process that exits, whatever the reason, is started again. State (ports, pids,
// restarts) is kept in <DEPLOY_DIR>/deploy.json for the operator and the deployment test.
//
//   npm run deploy:local -- [--processes 3] [--port 8080] [--no-build]
//
// DATABASE_URL (default: the local PostgreSQL's database ideabazaar_local, made if missing),
// REDIS_URL (default: the local Redis), S3_ENDPOINT with its keys (default: a local S3 peer,
// s3rver, keeping its objects in <DEPLOY_DIR>/s3) and PAYMENT_GATEWAY (default: a local peer
// speaking Zarinpal's protocol, which moves no money) name what the processes share. Every
// other variable of the server (SMTP_URL, PAYMENT_GATEWAY, rate limits...) is passed through.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { isReady, nginxConfig, prepareNginxDir, watchReadiness } from './deploy/nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.DEPLOY_PORT ?? '8080' },
    'no-build': { type: 'boolean', default: false },
  },
});
const processes = Number(args.processes);
const proxyPort = Number(args.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
  fail('--processes takes a whole number from 1 to 16');
}
if (!Number.isInteger(proxyPort) || proxyPort < 1 || proxyPort > 65535) fail('--port: a TCP port');

const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(root, 'data', 'deploy'));
// The folder is written into nginx's configuration as it is: no spaces, quotes, semicolons or
// braces that could end a directive and start another.
if (!/^[\w./-]+$/.test(deployDir)) {
  fail(`DEPLOY_DIR may hold only letters, digits, _ . / and -: ${JSON.stringify(deployDir)}`);
}
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${proxyPort}`;
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ideabazaar_local';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
// What a restarted process waits before it starts again, so a crash loop does not spin.
const RESTART_AFTER_MS = 1000;
// A draining process keeps serving this long, more than nginx's readiness check takes to send
// it nothing more (deploy/nginx.mjs).
const DRAIN_DELAY_MS = '3000';

function fail(message) {
  console.error(`deploy:local: ${message}`);
  process.exit(1);
}

const log = (line) => console.log(`[deploy] ${line}`);
// Every process this command started and that still runs; a failed start stops them all.
const children = new Set();

/** A TCP port the system has free now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Creates the database named by DATABASE_URL when it does not exist yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      log(`made the database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** A child process whose lines are printed with a prefix. */
function startChild(name, command, argv, env) {
  const child = spawn(command, argv, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  return child;
}

function waitForLine(child, text, name, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${name}: no "${text}" in time`)), timeoutMs);
    const onData = (chunk) => {
      seen += chunk;
      if (!seen.includes(text)) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve();
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before "${text}"`));
    });
  });
}

async function main() {
  if (!existsSync(nginxBinary)) {
    fail(`no nginx at ${nginxBinary}: apt-get install -y nginx (or NGINX=/path/to/nginx)`);
  }
  if (!args['no-build']) {
    log('building the app');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  await mkdir(deployDir, { recursive: true });
  if (!process.env.DATABASE_URL) await ensureDatabase(databaseUrl);

  let stopping = false;
  const state = {
    url: publicUrl,
    proxyPort,
    servers: [],
    nginx: undefined,
    s3: undefined,
    payments: undefined,
  };
  // One write at a time, each whole (a temporary file renamed), so a reader never sees half.
  let saving = Promise.resolve();
  const saveState = () =>
    (saving = saving.then(async () => {
      const file = path.join(deployDir, 'deploy.json');
      await writeFile(`${file}.tmp`, JSON.stringify(state, null, 2));
      await rename(`${file}.tmp`, file);
    }));

  // The object store: the one configured, or a local S3 peer for this machine.
  let s3Env = {};
  let s3Peer;
  if (!process.env.S3_ENDPOINT) {
    const port = await freePort();
    const dir = path.join(deployDir, 's3');
    // The members' files: for this user only.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const bucket = 'ideabazaar-local';
    const peer = (s3Peer = startChild('s3', process.execPath, [
      path.join(root, 'scripts', 's3-peer.mjs'),
      '--port',
      String(port),
      '--dir',
      dir,
      '--bucket',
      bucket,
    ]));
    children.add(peer);
    await waitForLine(peer, 'listening', 's3 peer');
    state.s3 = { endpoint: `http://127.0.0.1:${port}`, bucket, pid: peer.pid };
    s3Env = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
  }

  // The payment gateway: the one configured, or a local peer speaking Zarinpal's protocol. The
  // development gateway cannot serve several processes: its payments live in one's memory.
  let paymentEnv = {};
  if (!process.env.PAYMENT_GATEWAY) {
    const port = await freePort();
    const merchant = 'ideabazaar-local-merchant';
    const peer = startChild('zarinpal', process.execPath, [
      '--import',
      'tsx',
      path.join(root, 'apps', 'server', 'test', 'helpers', 'zarinpal-peer-process.ts'),
      '--port',
      String(port),
      '--merchant',
      merchant,
    ]);
    children.add(peer);
    await waitForLine(peer, 'listening', 'zarinpal peer');
    state.payments = { baseUrl: `http://127.0.0.1:${port}`, pid: peer.pid };
    paymentEnv = {
      PAYMENT_GATEWAY: 'zarinpal',
      ZARINPAL_MERCHANT_ID: merchant,
      ZARINPAL_BASE_URL: `http://127.0.0.1:${port}`,
    };
  }

  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  // Each process's Prometheus metrics on a port of its own, on the loopback only.
  const metricsPorts = await Promise.all(ports.map(() => freePort()));
  const serverEnv = (index) => {
    const env = {
      NODE_ENV: 'production',
      ...process.env,
      ...s3Env,
      ...paymentEnv,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      HOST: '127.0.0.1',
      PORT: String(ports[index]),
      METRICS_PORT: String(metricsPorts[index]),
      DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? DRAIN_DELAY_MS,
      METRICS_HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      // nginx connects from the loopback: the client's address is the one it passes on.
      TRUST_PROXY: '127.0.0.1',
      // Temporary uploads only: the database, the files and the keys are shared.
      DATA_DIR: path.join(deployDir, `server-${index + 1}`),
    };
    const unset = (name) => !env[name] || env[name].trim() === '';
    if (unset('DEV_OUTBOX') && unset('SMTP_URL')) {
      // No mail provider: codes go to the dev outbox, shown through nginx, which listens on this
      // machine only (a server behind a proxy shows it to no one unless told to).
      env.DEV_OUTBOX = '1';
      if (unset('DEV_OUTBOX_PUBLIC')) env.DEV_OUTBOX_PUBLIC = '1';
    }
    return env;
  };

  // Starts server `index`, and again whenever it exits while the deployment runs.
  const startServer = (index) => {
    const name = `server ${index + 1}`;
    const child = startChild(
      name,
      process.execPath,
      [path.join(root, 'apps', 'server', 'dist', 'server.js')],
      serverEnv(index),
    );
    children.add(child);
    const entry = (state.servers[index] ??= {
      index: index + 1,
      port: ports[index],
      metrics: `http://127.0.0.1:${metricsPorts[index]}/metrics`,
      restarts: -1,
    });
    entry.pid = child.pid;
    entry.restarts += 1;
    entry.startedAt = new Date().toISOString();
    void saveState();
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (stopping) return;
      log(`${name} exited (${signal ?? code}); starting it again`);
      setTimeout(() => {
        if (!stopping) startServer(index);
      }, RESTART_AFTER_MS);
    });
    return child;
  };

  // The first process applies the migrations; the others start once it is ready.
  const first = startServer(0);
  await waitReady(first, ports[0], 'server 1');
  const rest = ports.slice(1).map((_, i) => startServer(i + 1));
  await Promise.all(rest.map((child, i) => waitReady(child, ports[i + 1], `server ${i + 2}`)));

  const nginxDir = path.join(deployDir, 'nginx');
  await prepareNginxDir(nginxDir);
  const confFile = path.join(nginxDir, 'nginx.conf');
  await writeFile(confFile, nginxConfig({ deployDir, proxyPort, ports }));
  const nginx = startChild('nginx', nginxBinary, [
    '-p',
    nginxDir,
    '-c',
    confFile,
    '-e',
    path.join(nginxDir, 'error.log'),
    '-g',
    'daemon off;',
  ]);
  children.add(nginx);
  state.nginx = { pid: nginx.pid, config: confFile };
  nginx.once('exit', (code) => {
    if (!stopping) {
      log(`nginx exited (${code}); stopping the deployment`);
      void stop(1);
    }
  });
  await waitForProxy(publicUrl);
  watchReadiness(ports, async (down) => {
    await writeFile(confFile, nginxConfig({ deployDir, proxyPort, ports, down }));
    const reloaded = spawnSync(nginxBinary, ['-p', nginxDir, '-c', confFile, '-s', 'reload']);
    log(
      `nginx ${reloaded.status === 0 ? 'now sends' : 'could not be told to send'} traffic to ` +
        `${ports.filter((port) => !down.has(port)).join(', ')} only`,
    );
    state.down = [...down];
    await saveState();
  });
  await saveState();
  log(`IdeaBazaar deployment ready at ${publicUrl} (${processes} processes behind nginx)`);

  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    log('stopping: the servers drain, then nginx and the object store stop');
    const exited = (child) =>
      new Promise((resolve) =>
        child.exitCode !== null || child.signalCode !== null
          ? resolve()
          : child.once('exit', resolve),
      );
    const front = [...children].filter(
      (child) => child !== s3Peer && child.pid !== state.payments?.pid,
    );
    for (const child of front) child.kill(child === nginx ? 'SIGQUIT' : 'SIGTERM');
    const late = setTimeout(() => front.forEach((child) => child.kill('SIGKILL')), 20_000);
    await Promise.all(front.map(exited));
    clearTimeout(late);
    // The peers last, once no server can use them any more.
    const peers = [...children].filter((child) => !front.includes(child));
    for (const peer of peers) peer.kill('SIGTERM');
    await Promise.all(peers.map(exited));
    process.exit(code);
  }
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/** Resolves once a server process says it is ready for traffic on its own port. */
async function waitReady(child, port, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited`);
    if (await isReady(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} not ready within ${timeoutMs} ms`);
}

/** Resolves once the proxy answers the health check through one of the processes. */
async function waitForProxy(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // nginx is not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx does not answer at ${url}`);
}

// However this command ends (a crash in it included), it takes its processes with it.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

main().catch((error) => {
  console.error('deploy:local failed:', error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
