import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * One row per run of a clocked job and period (issue 33): the primary key is what makes a job run
 * once per period whichever process ticks first, and `lease_until` (renewed while the run lasts)
 * keeps a second process from starting the same job while one is running, until its holder dies.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: varchar('job', { length: 64 }).notNull(),
    // The run's period: milliseconds since the epoch divided by the job's interval.
    period: bigint('period', { mode: 'number' }).notNull(),
    holder: varchar('holder', { length: 128 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // What the run's steps did, summed (rows released, messages sent...), once it finished.
    done: integer('done'),
  },
  (t) => [
    primaryKey({ columns: [t.job, t.period] }),
    index('job_runs_running_idx')
      .on(t.job)
      .where(sql`${t.finishedAt} IS NULL`),
    index('job_runs_started_idx').on(t.startedAt),
    check('job_runs_period_check', sql`${t.period} >= 0`),
  ],
);
