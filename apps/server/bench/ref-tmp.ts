import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { referenceServer } from './api-reference';
import { openBenchDatabase } from './bench-database';
import { buildDataSet, QUICK } from './dataset';
import { clientWorker, median, p99 } from './stats';
const worker = clientWorker<any, any>('./load-worker.mjs');
const database = await openBenchDatabase('pglite');
const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, RATE_LIMIT_DRAFTS: '100000', RATE_LIMIT_COMMENTS: '100000', LIST_CACHE_MS: '0' }), logLevel: 'silent' as const };
const app = await buildApp({ config, db: database.handle });
await buildDataSet(app, database.handle, QUICK, () => {});
const ref = await referenceServer(database.handle);
const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
const go = async (p: number, path: string) => {
  const r = await worker.run({ port: p, clients: Array.from({ length: 20 }, () => Array.from({ length: 30 }, () => ({ method: 'GET', path }))) });
  return `${((r.latencies.length / r.ms) * 1000).toFixed(0)}/s p99 ${p99(r.latencies).toFixed(0)} ${JSON.stringify(r.statuses)}`;
};
for (let i = 0; i < 3; i++) {
  console.log('ref first', await go(ref.port, '/items?section=idea'));
  console.log('app first (no cache)', await go(port, '/api/items?section=idea'));
  console.log('ref market', await go(ref.port, '/items?section=idea&q=market'));
  console.log('app market (no cache)', await go(port, '/api/items?section=idea&q=market'));
  console.log('ref 7', await go(ref.port, '/items?section=idea&q=7'));
}
await worker.terminate(); await app.close(); await ref.server.close(); await database.handle.close(); await database.drop();
