import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactionsOn } from '../../db/transaction';
import { jobRuns } from './jobs.schema';

/** How long a run holds its job without renewing, unless its clock says otherwise. */
const LEASE_MS = 60_000;
const KEPT_DAYS = 7;

/** A run this process holds: renew it while it lasts, finish it when done. */
export interface HeldRun {
  job: string;
  period: number;
  renew(): Promise<void>;
  finish(done: number): Promise<void>;
}

export interface JobRunRecord {
  job: string;
  period: number;
  holder: string;
  startedAt: Date;
  finishedAt: Date | null;
  done: number | null;
}

const record = {
  job: jobRuns.job,
  period: jobRuns.period,
  holder: jobRuns.holder,
  startedAt: jobRuns.startedAt,
  finishedAt: jobRuns.finishedAt,
  done: jobRuns.done,
};

/**
 * Who runs a clocked job (issue 33): every process keeps the clocks, and before a run it claims
 * the job's current period here. A claim succeeds for one process per job and period (the
 * primary key), and only while no other run of the job holds a live lease (an advisory lock
 * taken in the claim's transaction orders two claims of one job), so a job never runs twice at
 * once nor twice in a period, and runs on whichever process is alive: a dead holder's lease
 * lapses, and the next period is claimed by the next process to tick.
 */
export function createJobRuns(db: Database, holder = defaultHolder()) {
  const transaction = transactionsOn(db);
  const whereRun = (job: string, period: number) =>
    and(eq(jobRuns.job, job), eq(jobRuns.period, period), eq(jobRuns.holder, holder));
  return {
    holder,

    /** The run of `job` for `period` if this process may start it now; else undefined. */
    async claim(job: string, period: number, leaseMs = LEASE_MS): Promise<HeldRun | undefined> {
      const claimed = await transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`job:${job}`}))`);
        const [running] = await tx
          .select({ period: jobRuns.period })
          .from(jobRuns)
          .where(
            and(
              eq(jobRuns.job, job),
              isNull(jobRuns.finishedAt),
              sql`${jobRuns.leaseUntil} > now()`,
            ),
          )
          .limit(1);
        if (running) return false;
        const inserted = await tx
          .insert(jobRuns)
          .values({
            job,
            period,
            holder,
            leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          })
          .onConflictDoNothing()
          .returning({ period: jobRuns.period });
        return inserted.length > 0;
      });
      if (!claimed) return undefined;
      return {
        job,
        period,
        renew: async () => {
          await db
            .update(jobRuns)
            .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
            .where(whereRun(job, period));
        },
        finish: async (done) => {
          await db
            .update(jobRuns)
            .set({ finishedAt: sql`now()`, done })
            .where(whereRun(job, period));
        },
      };
    },

    /** The runs of a job since `since`, oldest first (the deployment test's and operators' view). */
    async history(job: string, since: Date): Promise<JobRunRecord[]> {
      return db
        .select(record)
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), gte(jobRuns.startedAt, since)))
        .orderBy(asc(jobRuns.period));
    },

    /** The newest run of a job, if any. */
    async latest(job: string): Promise<JobRunRecord | undefined> {
      const [row] = await db
        .select(record)
        .from(jobRuns)
        .where(eq(jobRuns.job, job))
        .orderBy(desc(jobRuns.period))
        .limit(1);
      return row;
    },

    /** Forgets runs older than a week; the hourly maintenance calls it. */
    async prune(): Promise<number> {
      const removed = await db
        .delete(jobRuns)
        .where(lt(jobRuns.startedAt, sql`now() - make_interval(days => ${KEPT_DAYS})`))
        .returning({ job: jobRuns.job });
      return removed.length;
    },
  };
}
export type JobRuns = ReturnType<typeof createJobRuns>;

function defaultHolder(): string {
  return `${hostname().slice(0, 80)}:${process.pid}:${randomBytes(4).toString('hex')}`;
}
