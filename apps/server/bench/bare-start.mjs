// The start bench's reference: PGlite opened on the same folder with the same extension, and a
// Fastify answering /api/health and the list's query; nothing else of the app.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import path from 'node:path';

const db = await PGlite.create(path.join(process.argv[2], 'pglite'), { extensions: { pg_trgm } });
const server = Fastify();
server.get('/api/health', async () => {
  await db.query('select 1');
  return { status: 'ok' };
});
server.get('/api/items', async () => {
  const { rows } = await db.query(
    "select id, title, price, published_at from items where status = 'published' and section = 'idea' order by published_at desc, id desc limit 21",
  );
  return rows;
});
await server.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await server.close();
  await db.close();
  process.exit(0);
});
