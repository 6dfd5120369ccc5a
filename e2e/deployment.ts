import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { freePort } from '../apps/server/test/helpers/free-port';

const root = path.resolve(import.meta.dirname, '..');
/** What the index.html of the build deployed second carries, and the first does not. */
export const NEW_BUILD_MARK = 'ideabazaar-e2e-build';

export type Deployment = Awaited<ReturnType<typeof startDeployment>>;

/**
 * The production server started on a copy of the web app's build the suite made (the suite's
 * servers keep serving the original), with a fresh data folder: the copy can be replaced by a new
 * build while the server runs, as a deployment replaces the files behind a running server.
 * `extraEnv` adds to its environment (a peer's certificate to trust, a setting).
 */
export async function startDeployment(extraEnv: NodeJS.ProcessEnv = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), 'ideabazaar-e2e-deploy-'));
  // The server draws the first screens with the server build beside the web app's (dist-ssr).
  const dist = path.join(folder, 'dist');
  cpSync(path.join(root, 'apps/web/dist'), dist, { recursive: true });
  cpSync(path.join(root, 'apps/web/dist-ssr'), path.join(folder, 'dist-ssr'), { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // What `npm start` (scripts/start.mjs) adds, and the suite's settings (playwright.config.ts).
    NODE_ENV: 'production',
    DEV_OUTBOX: '1',
    DEV_GATEWAY: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(folder, 'data'),
    WEB_DIST: dist,
    ...extraEnv,
  };
  // The embedded database in its own folder, never a database or Redis the suite was given.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // The built server, as `npm start` runs it once the build is there.
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  // Its log (warnings and errors only) and its stderr, said when it fails to start.
  let output = '';
  for (const stream of [server.stdout, server.stderr]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  }
  const exited = once(server, 'exit');
  const close = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await untilHealthy(
      origin,
      () => server.exitCode !== null,
      () => output,
    );
  } catch (error) {
    await close();
    throw error;
  }
  const firstBuild = readBuild(dist);
  const newBuild = nextBuild(firstBuild);
  return {
    origin,
    /** Puts the build the server started with back, for the next test. */
    deployFirstBuild: () => writeBuild(dist, firstBuild),
    deployNewBuild: () => writeBuild(dist, newBuild),
    close,
  };
}

/** The files of a build that the next one changes. */
interface Build {
  index: string;
  worker: string;
}

function readBuild(dist: string): Build {
  const read = (name: string) => readFileSync(path.join(dist, name), 'utf8');
  return { index: read('index.html'), worker: read('sw.js') };
}

/**
 * The build after `build`, as `npm run build` would write it: index.html changes (it carries
 * NEW_BUILD_MARK), so the service worker's precache list gives it its new revision (the MD5 of
 * its content, as Workbox computes it) and sw.js differs by that, byte for byte.
 */
function nextBuild(build: Build): Build {
  const index = build.index.replace(
    '</head>',
    `<meta name="${NEW_BUILD_MARK}" content="2" /></head>`,
  );
  const entry = (html: string) => `{url:"index.html",revision:"${md5(html)}"}`;
  if (index === build.index || !build.worker.includes(entry(build.index))) {
    throw new Error('The build is not what this helper knows: index.html or its entry in sw.js');
  }
  return { index, worker: build.worker.replace(entry(build.index), entry(index)) };
}

/** Each file, with its brotli and gzip copies written again: the server sends those first. */
function writeBuild(dist: string, build: Build) {
  writeBuildFile(dist, 'index.html', build.index);
  writeBuildFile(dist, 'sw.js', build.worker);
}

function writeBuildFile(dist: string, name: string, content: string) {
  const file = path.join(dist, name);
  writeFileSync(file, content);
  if (existsSync(`${file}.br`)) {
    const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: quality }));
  }
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function untilHealthy(origin: string, exited: () => boolean, output: () => string) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The server stopped at start:\n${output()}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer /api/health in time:\n${output()}`);
}
