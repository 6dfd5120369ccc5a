import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { addClock } from './clock';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('runs the steps on the clock one run at a time, goes on past a failing step, and waits for the run in flight on close', async () => {
  const app = Fastify();
  const events: string[] = [];
  let active = 0;
  let overlapped = false;
  let release: () => void = () => {};
  addClock(app, {
    job: 'test',
    intervalMs: 10,
    steps: [
      {
        name: 'slow',
        done: 'slow done',
        run: async () => {
          active += 1;
          overlapped ||= active > 1;
          events.push('slow');
          // The first run outlasts several ticks: none of them may start a second run.
          if (events.filter((e) => e === 'slow').length === 1) {
            await new Promise<void>((resolve) => (release = resolve));
          }
          active -= 1;
          return 1;
        },
      },
      {
        name: 'failing',
        done: 'never',
        run: () => Promise.reject(new Error('down')),
      },
      { name: 'after', done: 'after done', run: async () => (events.push('after'), 0) },
    ],
  });
  await app.ready();
  await wait(60);
  expect(events).toEqual(['slow']);
  release();
  await wait(60);
  expect(overlapped).toBe(false);
  await app.close();
  // Every run went on past the failing step to the one after it.
  const slow = events.filter((e) => e === 'slow').length;
  expect(slow).toBeGreaterThan(1);
  expect(events.filter((e) => e === 'after').length).toBe(slow);
  // A run started just before closing is finished before close resolves.
  let finished = false;
  let stop: () => void = () => {};
  const late = new Promise<void>((resolve) => (stop = resolve));
  const second = Fastify();
  addClock(second, {
    job: 'late',
    intervalMs: 5,
    steps: [{ name: 'late', done: 'late', run: async () => (await late, (finished = true), 1) }],
  });
  await second.ready();
  await wait(30);
  const closing = second.close();
  await wait(20);
  expect(finished).toBe(false);
  stop();
  await closing;
  expect(finished).toBe(true);
});

it('keeps no clock when the interval is 0', async () => {
  const app = Fastify();
  let runs = 0;
  let first = 0;
  addClock(app, {
    job: 'off',
    intervalMs: 0,
    steps: [{ name: 'off', done: 'off', run: async () => ++runs }],
    first: async () => void (first += 1),
  });
  await app.ready();
  await wait(40);
  await app.close();
  expect({ runs, first }).toEqual({ runs: 0, first: 0 });
});
