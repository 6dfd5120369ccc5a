// `npm run bench`: the performance targets (issue 12) measured in one run, each against a bare
// reference in the same run (DEVELOPERS.md: never as timed tests). Prints one table of every row
// against its target and writes it to bench/results/ so that runs can be compared.
//   npm run bench              everything: the API on PGlite (and PostgreSQL with DATABASE_URL),
//                              the start, the web's first load and Lighthouse, matching's
//                              quality, purchases, chat.
//   npm run bench -- --quick   under two minutes, for CI: a small data set, 20 connections, the
//                              first load's bytes; fails only on a regression (a ratio far
//                              outside its target), never on an absolute time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const started = Date.now();
const rowsFile = path.join(os.tmpdir(), `ideabazaar-bench-${process.pid}.jsonl`);
rmSync(rowsFile, { force: true });
const env = { ...process.env, BENCH_OUT: rowsFile };
const flags = quick ? ['--quick'] : [];
const failures = [];

const run = (name, command, args, cwd = root) => {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) failures.push(`${name} exited ${result.status}`);
};

// The quick run measures the build CI made; the full one builds what is checked out.
const built =
  existsSync(path.join(root, 'apps/web/dist/index.html')) &&
  existsSync(path.join(root, 'apps/server/dist/server.js'));
if (!quick || !built) run('build', 'npm', ['run', 'build']);
run('api', 'npx', ['tsx', 'bench/api.bench.ts', ...flags], path.join(root, 'apps/server'));
run('web', process.execPath, ['scripts/bench-web.mjs', ...flags]);
// Matching's quality on its labelled set (issue 30): precision@5 and recall@5, quick too.
run('matching', 'npx', ['tsx', 'bench/matching.bench.ts'], path.join(root, 'apps/server'));
if (!quick) {
  // The money and chat issues' own benches, with their own targets (docs/performance.md).
  run('purchases', 'npx', ['tsx', 'bench/purchase.bench.ts'], path.join(root, 'apps/server'));
  run('chat', 'npx', ['tsx', 'bench/chat.bench.ts'], path.join(root, 'apps/server'));
  // The database's own cost of a purchase (issue 34), with PostgreSQL and pgbench only.
  run(
    'pgbench purchase',
    'npx',
    ['tsx', 'bench/pgbench-purchase.ts'],
    path.join(root, 'apps/server'),
  );
}

const rows = existsSync(rowsFile)
  ? readFileSync(rowsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
rmSync(rowsFile, { force: true });

const number = (value, unit) =>
  value === undefined
    ? ''
    : unit === 'x' || unit === 's' || unit === ''
      ? value.toFixed(2)
      : value.toFixed(value >= 100 ? 0 : 1);
const verdict = (row) =>
  row.target === undefined ? '' : row.ok ? 'met' : row.regression ? 'REGRESSION' : 'not met';
const header = ['what', 'where', 'app', 'p99 ms', 'bare reference', 'ratio', 'target', ''];
// The server thread's busy time per request, where the row measured it (the API bench).
const thread = (ms) => (ms === undefined ? '' : `, thread ${ms.toFixed(2)} ms/req`);
const lines = [
  `# Benchmark ${quick ? '(quick) ' : ''}${new Date().toISOString()}`,
  '',
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average at the end ${os.loadavg()[0].toFixed(1)}; ${((Date.now() - started) / 1000).toFixed(0)} s in all.`,
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...rows
    .map((row) =>
      [
        row.what,
        [row.driver, row.connections ? `${row.connections} conn` : ''].filter(Boolean).join(', '),
        `${number(row.value, row.unit)} ${row.unit}`.trim() + thread(row.threadMs),
        number(row.p99, 'ms'),
        row.reference === undefined
          ? ''
          : `${number(row.reference, row.unit)} ${row.unit}${row.referenceP99 === undefined ? '' : `, p99 ${number(row.referenceP99, 'ms')}`}${thread(row.referenceThreadMs)}`,
        number(row.ratio, 'x'),
        row.target ?? '',
        verdict(row),
      ]
        .map((cell) => String(cell).replaceAll('|', '/'))
        .join(' | '),
    )
    .map((line) => `| ${line} |`),
  '',
  ...(failures.length > 0 ? [`Steps that failed: ${failures.join('; ')}`, ''] : []),
];
const table = lines.join('\n');
console.log(`\n${table}`);
const results = path.join(root, 'bench/results');
mkdirSync(results, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const file = path.join(results, `${stamp}${quick ? '-quick' : ''}.md`);
writeFileSync(file, `${table}\n`);
console.log(`written to ${path.relative(root, file)}`);

const regressions = rows.filter((row) => row.regression);
const unmet = rows.filter((row) => row.target !== undefined && !row.ok);
if (quick) {
  if (regressions.length > 0 || failures.length > 0) {
    console.error(
      `regressions: ${regressions.map((row) => row.what).join('; ')} ${failures.join('; ')}`,
    );
    process.exit(1);
  }
} else if (unmet.length > 0 || failures.length > 0) {
  console.error(
    `${unmet.length} targets not met (docs/performance.md says why) ${failures.join('; ')}`,
  );
  process.exit(1);
}
