// Benchmark: the first page of the ideas list must not grow with the catalogue. Measured as a
// ratio in one run (5,000 published items against 200), never as a fixed time.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { items, users } from '../src/db/schema';

const MAX_RATIO = 3;
const ROUNDS = 40;

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    logLevel: 'silent' as const,
  };
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const app = await buildApp({ config, db });
  try {
    const [owner] = await db.db
      .insert(users)
      .values({ email: 'bench@example.com', referralCode: 'BENCH234' })
      .returning();
    const add = async (count: number) => {
      for (let done = 0; done < count; done += 500) {
        await db.db.insert(items).values(
          Array.from({ length: Math.min(500, count - done) }, (_, i) => ({
            section: 'idea',
            status: 'published',
            ownerId: owner!.id,
            title: `Idea ${done + i}`,
            searchText: `idea${done + i}lunchoffice`,
            price: (done + i) * 1000,
            publishedAt: sql`now() - make_interval(mins => ${done + i})`,
          })),
        );
      }
    };
    const firstPage = (query: string) => () => app.inject({ url: `/api/items?${query}` });
    const queries = ['sort=newest', 'sort=price_asc', 'q=lunch%20office'];

    // One query at a time: the database is measured, not its queue.
    const measure = async () => {
      const times: number[] = [];
      for (const query of queries) times.push(await median(firstPage(query)));
      return times;
    };
    await add(200);
    const small = await measure();
    await add(4800);
    const large = await measure();

    let failed = false;
    queries.forEach((query, index) => {
      const ratio = (large[index] ?? 0) / Math.max(small[index] ?? 0, 0.01);
      const verdict = ratio <= MAX_RATIO ? 'ok' : 'TOO SLOW';
      if (ratio > MAX_RATIO) failed = true;
      console.log(
        `${query.padEnd(20)} 200 items ${small[index]?.toFixed(1)} ms, 5000 items ${large[index]?.toFixed(1)} ms, ratio ${ratio.toFixed(2)} (limit ${MAX_RATIO}) ${verdict}`,
      );
    });
    process.exitCode = failed ? 1 : 0;
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
