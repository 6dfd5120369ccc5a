// Benchmark: the quality of matching needs to ideas (issue 30) on the labelled set
// (src/modules/matching/quality-set.ts), on PGlite and, when DATABASE_URL is set, PostgreSQL:
// precision@5 and recall@5 as src/modules/matching/quality.ts defines them, and the time the
// matching job takes per item. Fails when a figure is under its target.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { QUALITY_TARGETS } from '../src/modules/matching/quality';
import { qualityPairs, decoyIdeas, decoyNeeds } from '../src/modules/matching/quality-set';
import { measureMatching } from '../test/helpers/matching-quality';
import { NO_SHEDDING, openBenchDatabase } from './bench-database';
import { emit } from './rows';

type Kind = 'pglite' | 'postgres';

async function bench(kind: Kind): Promise<boolean> {
  const database = await openBenchDatabase(kind);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, ...NO_SHEDDING }),
    logLevel: 'silent' as const,
    matchingIntervalMs: 0,
  };
  const app = await buildApp({ config, db: database.handle });
  try {
    await app.ready();
    const started = performance.now();
    const figures = await measureMatching(database.handle.db, app.services);
    const items = 2 * qualityPairs.length + decoyIdeas.length + decoyNeeds.length;
    const ms = performance.now() - started;
    const precisionOk = figures.precision >= QUALITY_TARGETS.precision;
    const recallOk = figures.recall >= QUALITY_TARGETS.recall;
    const group = 'matching';
    emit({
      group,
      what: `precision@5 (${figures.hits} of ${figures.shown} shown)`,
      driver: kind,
      value: figures.precision,
      unit: 'x',
      target: `>= ${QUALITY_TARGETS.precision}`,
      ok: precisionOk,
      regression: !precisionOk,
    });
    emit({
      group,
      what: `recall@5 (${figures.hits} of ${figures.relevant} labelled)`,
      driver: kind,
      value: figures.recall,
      unit: 'x',
      target: `>= ${QUALITY_TARGETS.recall}`,
      ok: recallOk,
      regression: !recallOk,
    });
    emit({
      group,
      what: `set loaded, published and matched, per item (${items} items)`,
      driver: kind,
      value: ms / items,
      unit: 'ms',
    });
    for (const miss of figures.misses) {
      console.log(
        `  ${miss.idea}: shown [${miss.shown.join(', ')}], labelled [${miss.expected.join(', ')}]`,
      );
    }
    return precisionOk && recallOk;
  } finally {
    await app.close();
    await database.handle.close();
    await database.drop();
  }
}

const kinds: Kind[] = process.env.DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
if (!process.env.DATABASE_URL) {
  console.log('matching postgres skipped: set DATABASE_URL to a PostgreSQL server to measure it');
}
let failed = false;
for (const kind of kinds) if (!(await bench(kind))) failed = true;
process.exitCode = failed ? 1 : 0;
