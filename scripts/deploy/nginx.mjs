// nginx for `npm run deploy:local` (deploy-local.mjs): its configuration, and the readiness
// check open-source nginx lacks (docs/deploy.md, "The proxy: nginx").
import { chmod, chown, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// How often the processes' readiness is asked, and how long an answer may take: a draining
// process serves for DRAIN_DELAY_MS (set above both) before it stops listening.
const READY_EVERY_MS = 250;
const READY_TIMEOUT_MS = 1000;

/**
 * nginx's folder (its configuration, logs and pid) with the temp folders of request bodies and
 * answers, which only nginx's workers may read or write: 0700, owned by `nobody` when nginx
 * starts as root (its workers then run as that user), by this user otherwise.
 */
export async function prepareNginxDir(nginxDir) {
  await mkdir(nginxDir, { recursive: true });
  const worker = process.getuid?.() === 0 ? await passwdEntry('nobody') : undefined;
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    const dir = path.join(nginxDir, name);
    await mkdir(dir, { recursive: true });
    if (worker) await chown(dir, worker.uid, worker.gid);
    await chmod(dir, 0o700);
  }
}

/** A user's ids from /etc/passwd. */
async function passwdEntry(name) {
  const line = (await readFile('/etc/passwd', 'utf8'))
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no user ${name} for nginx's workers in /etc/passwd`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Whether the server process on `port` says it is ready for traffic. */
export async function isReady(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, {
      signal: AbortSignal.timeout(READY_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * nginx in front of the processes: WebSockets upgraded, the client's address passed on. nginx is
 * the first proxy, so X-Forwarded-For is set to the address it sees, never appended to one the
 * client sent (which the servers would believe of a client inside TRUST_PROXY's range).
 */
export function nginxConfig({ deployDir, proxyPort, ports, down = new Set() }) {
  const dir = (name) => path.join(deployDir, 'nginx', name);
  return `# Written by npm run deploy:local; docs/deploy.md explains each line.
worker_processes 1;
pid ${dir('nginx.pid')};
error_log ${dir('error.log')} warn;
events { worker_connections 4096; }
http {
  access_log ${dir('access.log')};
  client_body_temp_path ${dir('client_body')};
  proxy_temp_path ${dir('proxy')};
  fastcgi_temp_path ${dir('fastcgi')};
  uwsgi_temp_path ${dir('uwsgi')};
  scgi_temp_path ${dir('scgi')};

  # A WebSocket upgrade is passed on as one; any other request closes its upstream connection
  # when answered, so a process that stops accepting is never sent a request on a connection it
  # is closing (the keep-alive race), and a refused connection goes to the next process.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream ideabazaar {
${ports
  .map(
    (port) =>
      `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down.has(port) ? ' down' : ''};`,
  )
  .join('\n')}
  }

  server {
    listen 127.0.0.1:${proxyPort};
    # The largest upload the app takes, with room for the multipart framing.
    client_max_body_size 110m;

    location / {
      proxy_pass http://ideabazaar;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # Above the server's ping of every live socket (CHAT_PING_MS, 30 s), so a quiet chat is
      # never cut by the proxy.
      proxy_read_timeout 90s;
      proxy_send_timeout 90s;
      # A process that refuses the connection (stopped, restarting) or answers 502/503 before
      # reading the request is skipped for the next one; a POST already sent is never replayed.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries ${Math.max(2, ports.length)};
    }

    # Uploads stream through to the process, which streams them on to the object store. (A body
    # nginx does not keep cannot be sent to the next process: only here is that worth it.)
    location ~ ^/api/items/[^/]+/files$ {
      proxy_pass http://ideabazaar;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Connection close;
      proxy_read_timeout 90s;
      proxy_send_timeout 90s;
      proxy_request_buffering off;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

/**
 * The load balancer's health check, which open-source nginx has not: every READY_EVERY_MS each
 * process's /api/health/ready is asked, and nginx is told (a graceful reload) to send nothing to a
 * process that is not ready (draining after SIGTERM, starting again, lost) until it is ready
 * again. A draining process keeps serving for DRAIN_DELAY_MS, longer than this takes, so it
 * stops listening only once nginx sends it no more connections. Never all of them out at once.
 */
export function watchReadiness(ports, apply) {
  let down = new Set();
  let busy = false;
  setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const ready = await Promise.all(ports.map((port) => isReady(port)));
      const next = new Set(ports.filter((_, i) => !ready[i]));
      if (next.size === ports.length) return;
      if (next.size === down.size && [...next].every((port) => down.has(port))) return;
      down = next;
      await apply(down);
    } finally {
      busy = false;
    }
  }, READY_EVERY_MS).unref();
}
