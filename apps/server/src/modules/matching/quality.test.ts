import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { measureMatching } from '../../../test/helpers/matching-quality';
import { QUALITY_TARGETS } from './quality';
import { qualityPairs } from './quality-set';

// Matching's quality on the labelled set, on this run's database (PGlite, or PostgreSQL with
// DATABASE_URL): the definitions are quality.ts's.
describe('matching quality on the labelled set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has at least 50 pairs in English and Persian, with every spelling variant', () => {
    expect(qualityPairs.length).toBeGreaterThanOrEqual(50);
    expect(qualityPairs.filter((pair) => pair.key.startsWith('fa')).length).toBeGreaterThan(20);
    expect(new Set(qualityPairs.map((pair) => pair.variant).filter(Boolean))).toEqual(
      new Set(['arabic', 'space', 'joined', 'diacritics', 'digits']),
    );
  });

  it('shows each idea the needs it answers: precision@5 >= 0.8, recall@5 >= 0.7', async () => {
    const figures = await measureMatching(t.db.db, t.app.services);
    console.warn(
      `matching quality: precision@5 ${figures.precision.toFixed(3)}, recall@5 ${figures.recall.toFixed(3)} (${figures.hits} of ${figures.relevant} found, ${figures.shown} shown)`,
    );
    if (process.env.MATCHING_QUALITY_DEBUG) console.warn(JSON.stringify(figures.misses, null, 1));
    expect(figures.precision).toBeGreaterThanOrEqual(QUALITY_TARGETS.precision);
    expect(figures.recall).toBeGreaterThanOrEqual(QUALITY_TARGETS.recall);
  }, 120_000);
});
