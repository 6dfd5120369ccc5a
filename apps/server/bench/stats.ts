import { Worker } from 'node:worker_threads';

/** One request of a bench's client (load-worker.mjs). */
export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}
/** What load-worker.mjs answers for one run: its wall time, each latency, the statuses. */
export interface LoadRun {
  ms: number;
  latencies: number[];
  statuses: Record<string, number>;
  failures: string[];
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The 99th percentile; Infinity when there is no value (nothing arrived). */
export const p99 = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.99) - 1] ?? Infinity;
};

/**
 * A bench's clients in a worker thread (`file`, beside this one): each call posts one job and
 * resolves with the worker's answer. The bench ends if the worker fails.
 */
export function clientWorker<Job, Answer>(file: string) {
  const worker = new Worker(new URL(file, import.meta.url));
  worker.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  return {
    run: (job: Job) =>
      new Promise<Answer>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage(job);
      }),
    terminate: () => worker.terminate(),
  };
}
