#!/usr/bin/env node
// Runs a command while CPU hogs keep the machine busy, to find the tests that pass only on an idle
// machine: `node scripts/under-load.mjs [--hogs N] [--duty P] -- bash .ci/run`.
// Each hog is a process spinning for P percent of every 100 ms (default: one hog, 100 %: half of this two-core machine).
// The hogs start before the command and are stopped when it ends, however it ends; the command's
// exit code is this script's.
import { spawn } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
const split = args.indexOf('--');
if (split < 0 || split === args.length - 1) {
  console.error('usage: node scripts/under-load.mjs [--hogs N] [--duty PERCENT] -- command ...');
  process.exit(2);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  const value = at >= 0 && at < split ? Number(args[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} takes a number`);
  return value;
};
const hogs = option('--hogs', 1);
const duty = Math.min(100, option('--duty', 100));
const [command, ...commandArgs] = args.slice(split + 1);

const spin = `
const busy = ${duty}, period = 100;
for (;;) {
  const start = Date.now();
  while (Date.now() - start < busy) {}
  if (busy < period) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, period - busy);
}`;
const workers = Array.from({ length: hogs }, () =>
  spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
);
console.log(`under-load: ${hogs} CPU hog(s) at ${duty} % on ${os.availableParallelism()} core(s)`);

const stopHogs = () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
};
process.on('exit', stopHogs);

const child = spawn(command, commandArgs, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  stopHogs();
  console.log(`under-load: the command ended (${signal ?? `exit ${code}`}); the hogs are stopped`);
  process.exit(code ?? 1);
});
