import { appendFileSync } from 'node:fs';

/** One row of the bench's table (scripts/bench.mjs prints them all against their targets). */
export interface Row {
  group: string;
  what: string;
  driver?: string;
  connections?: number;
  value: number;
  unit: string;
  p99?: number;
  reference?: number;
  referenceP99?: number;
  /**
   * The server's thread busy per request (ms; its event loop's active time over a run, divided
   * by the requests): what the app's own work costs beside the reference's, in the same process.
   */
  threadMs?: number;
  referenceThreadMs?: number;
  ratio?: number;
  /** The target, as text, and whether the row meets it. */
  target?: string;
  ok?: boolean;
  /** Far outside the target: a regression, which fails the quick run. */
  regression?: boolean;
}

/** Prints a row and adds it to BENCH_OUT (JSON lines), which scripts/bench.mjs reads. */
export const emit = (row: Row) => {
  if (process.env.BENCH_OUT) appendFileSync(process.env.BENCH_OUT, `${JSON.stringify(row)}\n`);
  const where = row.driver
    ? ` [${row.driver}${row.connections ? `, ${row.connections} conn` : ''}]`
    : '';
  const p99 = (ms: number | undefined) => (ms === undefined ? '' : `, p99 ${ms.toFixed(1)} ms`);
  const thread = (ms: number | undefined) =>
    ms === undefined ? '' : `, thread ${ms.toFixed(2)} ms/req`;
  const parts = [
    `${row.group} ${row.what}${where}: ${row.value.toFixed(row.unit === 'x' ? 2 : 0)} ${row.unit}`,
    p99(row.p99),
    thread(row.threadMs),
    row.reference === undefined
      ? ''
      : `; bare ${row.reference.toFixed(0)} ${row.unit}${p99(row.referenceP99)}${thread(row.referenceThreadMs)}`,
    row.ratio === undefined ? '' : ` ratio ${row.ratio.toFixed(2)}`,
    row.target
      ? ` (target ${row.target}) ${row.ok ? 'ok' : row.regression ? 'REGRESSION' : 'not met'}`
      : '',
  ];
  console.log(parts.join(''));
};
