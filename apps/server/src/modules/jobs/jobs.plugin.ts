import fp from 'fastify-plugin';
import { createJobRuns, type JobRuns } from './job-runs.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The claims that make each clocked job run on one process per period (plugins/clock.ts). */
    jobRuns: JobRuns;
  }
}

/** Decorates the app with the job runs' claims, before the maintenance and the jobs' clocks. */
export const jobsPlugin = fp(
  async (app) => {
    app.decorate('jobRuns', createJobRuns(app.database.db));
  },
  { name: 'jobs', dependencies: ['database'] },
);
