import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { addClock } from '../../plugins/clock';
import { createJobRuns } from './job-runs.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('gives a period of a job to one process, none while a run holds a live lease, and the next period to another once the holder is gone', async () => {
  const first = createJobRuns(database.handle.db, 'first');
  const second = createJobRuns(database.handle.db, 'second');
  const [a, b] = await Promise.all([first.claim('claims', 10), second.claim('claims', 10)]);
  expect([a, b].filter(Boolean)).toHaveLength(1);
  const held = (a ?? b)!;
  // The next period cannot start while the run of the one before holds its lease.
  expect(await second.claim('claims', 11)).toBeUndefined();
  expect(await first.claim('claims', 11)).toBeUndefined();
  await held.finish(3);
  // Once finished, the next period goes to whoever asks first, and only once.
  expect(await second.claim('claims', 11)).toBeDefined();
  expect(await first.claim('claims', 11)).toBeUndefined();
  // A holder that dies mid-run keeps the job only until its lease lapses (here 1.5 s).
  const dying = createJobRuns(database.handle.db, 'dying');
  expect(await dying.claim('lapsing', 1, 1500)).toBeDefined();
  expect(await first.claim('lapsing', 2)).toBeUndefined();
  await wait(1700);
  const taken = await first.claim('lapsing', 2);
  expect(taken).toBeDefined();
  await taken!.finish(0);
  // A period already run is never run again, by anyone.
  expect(await second.claim('lapsing', 1)).toBeUndefined();
  expect(await second.claim('lapsing', 2)).toBeUndefined();
  const history = await first.history('claims', new Date(0));
  expect(history.map((run) => [run.period, run.done !== null])).toEqual([
    [10, true],
    [11, false],
  ]);
});

it('runs a clocked job once per period across two processes on one database', async () => {
  const job = `clocked-${Date.now()}`;
  const runs: { process: string; period: number }[] = [];
  const apps = ['one', 'two'].map((name) => {
    const app = Fastify();
    app.decorate('jobRuns', createJobRuns(database.handle.db, name));
    addClock(app, {
      job,
      intervalMs: 400,
      steps: [
        {
          name: job,
          done: 'ran',
          run: async () => {
            runs.push({ process: name, period: Math.floor(Date.now() / 400) });
            return 1;
          },
        },
      ],
    });
    return app;
  });
  await Promise.all(apps.map((app) => app.ready()));
  const since = new Date();
  await wait(4_100);
  await Promise.all(apps.map((app) => app.close()));
  const history = await createJobRuns(database.handle.db).history(job, since);
  // About ten periods passed: each ran once, by one process or the other, and none was skipped.
  expect(runs.length).toBe(history.length);
  expect(history.length).toBeGreaterThanOrEqual(8);
  const periods = history.map((run) => run.period);
  expect(new Set(periods).size).toBe(periods.length);
  expect(periods.at(-1)! - periods[0]! + 1).toBe(periods.length);
  expect(history.every((run) => run.done === 1 && run.finishedAt)).toBe(true);
});
