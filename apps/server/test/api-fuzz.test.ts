import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFuzzApp } from './helpers/api-fuzz/app';
import { collectCursors } from './helpers/api-fuzz/cursors';
import { deepest, everyBodyAndHeader, everyCaller, everyField } from './helpers/api-fuzz/passes';
import { RouteRun } from './helpers/api-fuzz/route-run';
import { plant, plantSecondPages, startGoogleSignIns, type World } from './helpers/api-fuzz/world';
import type { Shape } from './openapi/shapes/values';

/**
 * Every operation of the OpenAPI document, called by every kind of caller with real ids, then
 * with each field of its path, query and body replaced by odd values one at a time, then with
 * odd whole bodies and headers. No answer may be a 5xx, and every 4xx has the error shape.
 */

// Started while the tests are collected: the routes come from the app's own document, so a route
// added later is fuzzed without anyone listing it here.
const fuzz = await startFuzzApp();
afterAll(() => fuzz.close());

/** The world of the safe methods, which change nothing a later route needs. */
let shared: World | undefined;
/** next_cursor values of every list, collected once with each of its sorts and filters. */
const cursors: Shape[] = [];

beforeAll(async () => {
  const world = await plant(fuzz);
  shared = world;
  await plantSecondPages(fuzz, world);
  cursors.push(...(await collectCursors(fuzz, world)));
});

describe('every operation of the OpenAPI document', () => {
  it('finds operations to fuzz', () => {
    expect(fuzz.doc.operations.length).toBeGreaterThan(30);
  });

  it.each(fuzz.doc.operations)(
    'answers $label below 500, whoever calls and whatever it is sent',
    async (op) => {
      const names = op.parameters.map((parameter) => parameter.name);
      // GET and HEAD change nothing, so they share one world; every other method gets its own.
      const world = ['GET', 'HEAD'].includes(op.method) && shared ? shared : await plant(fuzz);
      if (names.includes('state')) await startGoogleSignIns(fuzz, world, 150);
      const run = new RouteRun(fuzz, op, world);
      const [primary, other] = deepest(await everyCaller(run));
      await everyField(run, primary, { coreOnly: false, cursors });
      if (other) await everyField(run, other, { coreOnly: true, cursors });
      await everyBodyAndHeader(run, primary);
      expect.soft(run.serverErrors, 'answers of 500 or more').toEqual([]);
      expect.soft(run.badErrorBodies, '4xx answers without {message, code}').toEqual([]);
    },
    120_000,
  );
});
