// The API bench's reference: a bare Fastify on the app's database driver running the same SQL
// as the app's list, detail and comment calls, written by hand with nothing around it (no
// validation, services, cache or serializer schema). What the app spends beyond it is its own
// overhead; what it saves (the list's cache) is its own gain.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import type { DatabaseHandle } from '../src/db/client';

const portOf = (address: string) => Number(new URL(address).port);
const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const CARD = sql.raw(`id, section, status, owner_id, title, summary, category, price, negotiable,
  elevator_text, view_count, comment_count, rating, created_at, published_at`);

export async function referenceServer(handle: DatabaseHandle) {
  const { db } = handle;
  const server = Fastify();

  const namesOf = async (ids: unknown[]) => {
    const unique = [...new Set(ids.filter((id) => id !== null))];
    if (unique.length === 0) return [];
    return rows(
      await db.execute(sql`select id, first_name, last_name, avatar_key from users
        where id in (${sql.join(
          unique.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
  };

  const member = async (authorization: string | undefined) => {
    if (!authorization) return undefined;
    const [tokenId, secret] = authorization.slice(7).split('|');
    const [token] = rows(
      await db.execute(sql`select user_id, secret_hash from auth_tokens
        where id = ${Number(tokenId)} and revoked_at is null
          and last_used_at > now() - make_interval(days => 30) limit 1`),
    );
    const hash = createHash('sha256').update(String(secret)).digest('hex');
    return token && token.secret_hash === hash ? Number(token.user_id) : undefined;
  };

  // The list: the page's cards, newest first, one past the page, by (published_at, id) after a
  // cursor, every word of the search as a LIKE on the search text; then the owners' names.
  server.get<{
    Querystring: { section?: string; q?: string; after?: string; after_id?: string };
  }>('/items', async (request) => {
    const { section = 'idea', q, after, after_id: afterId } = request.query;
    const conditions: SQL[] = [sql`status = 'published'`, sql`section = ${section}`];
    for (const word of (q ?? '').split(/\s+/).filter(Boolean)) {
      conditions.push(sql`search_text like ${`%${word.toLowerCase()}%`}`);
    }
    if (after && afterId) {
      conditions.push(sql`(published_at, id) < (cast(${after} as timestamptz), ${afterId}::uuid)`);
    }
    const cards = rows(
      await db.execute(sql`select ${CARD}, published_at::text as key from items
        where ${sql.join(conditions, sql` and `)}
        order by published_at desc, id desc limit 21`),
    );
    const names = await namesOf(cards.map((card) => card.owner_id));
    return { items: cards.slice(0, 20), names, next: cards.length > 20 };
  });

  // The detail: the item, its view counted once per viewer and day, its answers and files in
  // one statement, its creator's name and the questions its answers answer (which the app keeps
  // in memory: its gain).
  server.get<{ Params: { id: string } }>('/items/:id', async (request, reply) => {
    const [item] = rows(
      await db.execute(sql`select * from items where id = ${request.params.id} limit 1`),
    );
    if (!item) return reply.code(404).send({});
    const viewer = String(request.headers['x-forwarded-for'] ?? request.ip);
    const [, [parts], [creator]] = await Promise.all([
      db.execute(sql`insert into item_views (item_id, viewer, day)
        values (${item.id}, ${viewer}, (now() at time zone 'Asia/Tehran')::date)
        on conflict do nothing returning item_id`),
      db
        .execute(
          sql`select
          (select coalesce(json_agg(a), '[]') from item_answers a where a.item_id = ${item.id}) as answers,
          (select coalesce(json_agg(f order by f.created_at), '[]') from item_files f
            where f.item_id = ${item.id}) as files`,
        )
        .then(rows),
      namesOf([item.owner_id]),
    ]);
    const answers = (
      typeof parts?.answers === 'string' ? JSON.parse(parts.answers) : parts?.answers
    ) as {
      question_id: number;
    }[];
    const questions =
      answers.length === 0
        ? []
        : rows(
            await db.execute(
              sql`select * from questions where id in (${sql.join(
                answers.map((answer) => sql`${answer.question_id}`),
                sql`, `,
              )})`,
            ),
          );
    return {
      item,
      answers,
      files: parts?.files,
      creator: { id: creator?.id, first_name: creator?.first_name },
      questions: questions.map((q) => ({ id: q.id, title: q.title_en })),
    };
  });

  // A comment: the member and the item (published: no purchase to look up), then the comment
  // and the item's count in one transaction under the item's row lock.
  server.post<{ Params: { id: string }; Body: { body: string } }>(
    '/items/:id/comments',
    async (request, reply) => {
      const author = await member(request.headers.authorization);
      if (author === undefined) return reply.code(401).send({});
      const [item] = rows(
        await db.execute(sql`select * from items where id = ${request.params.id} limit 1`),
      );
      if (!item) return reply.code(404).send({});
      const comment = await db.transaction(async (tx) => {
        await tx.execute(sql`select * from items where id = ${item.id} for update`);
        const [row] = rows(
          await tx.execute(sql`insert into comments (item_id, author_id, body)
            values (${item.id}, ${author}, ${request.body.body}) returning *`),
        );
        await tx.execute(sql`update items set comment_count = greatest(comment_count + 1, 0)
          where id = ${item.id}`);
        return row;
      });
      return reply.code(201).send(comment);
    },
  );

  return { server, port: portOf(await server.listen({ port: 0, host: '127.0.0.1' })) };
}
