// The purchase bench's references: bare Fastify servers on the app's database driver, with none
// of the app around them.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { MoneyConfig } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import { affectedBy } from '../src/db/rows';

const portOf = (address: string) => Number(new URL(address).port);

/**
 * The second reference: Fastify and the same driver running the purchase's own SQL, written by
 * hand with nothing around it: the token, `purchase_commit` (sql/purchase_commit.sql: the rules,
 * the row and the postings in one statement), the idea and its creator, its answers and files. What the app spends beyond this is
 * its own overhead (routing, validation, services, the answer).
 */
export async function sameSql(
  handle: DatabaseHandle,
  { commissionPercent, saleHoldHours: holdHours, referralReward, referralMinPaid }: MoneyConfig,
) {
  const server = Fastify();
  const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  server.post<{ Params: { id: string } }>('/purchase/:id', async (request, reply) => {
    const [tokenId, secret] = String(request.headers.authorization).slice(7).split('|');
    const [token] = rows(
      await handle.db.execute(sql`
        select user_id, secret_hash from auth_tokens
        where id = ${Number(tokenId)} and revoked_at is null
          and last_used_at > now() - make_interval(days => 30) limit 1`),
    );
    const hash = createHash('sha256').update(String(secret)).digest('hex');
    if (!token || token.secret_hash !== hash) return reply.code(401).send({});
    const buyer = Number(token.user_id);
    const id = randomUUID();
    const body = request.body as { expected_price: number };
    const payload = {
      key: {
        key: String(request.headers['idempotency-key']),
        scope: `purchase:${request.params.id}`,
        request_hash: createHash('sha256')
          .update(`purchase:${request.params.id}\n${JSON.stringify(body)}`)
          .digest('hex'),
        status_code: 201,
        response: { purchase_id: id },
      },
      purchase_id: id,
      item_id: request.params.id,
      buyer_id: buyer,
      expected_price: body.expected_price,
      voucher_code: null,
      commission_percent: commissionPercent,
      hold_hours: holdHours,
      referral: { reward: referralReward, min_paid: referralMinPaid },
    };
    const [done] = rows(
      await handle.db.execute(sql`select purchase_commit(${JSON.stringify(payload)}::jsonb) as r`),
    );
    const [item] = rows(
      await handle.db.execute(sql`
        select i.*, u.first_name, u.last_name
        from items i left join users u on u.id = i.owner_id where i.id = ${request.params.id}`),
    );
    if (!item) return reply.code(404).send({});
    const [parts] = rows(
      await handle.db.execute(sql`
        select
          (select coalesce(json_agg(a), '[]') from item_answers a where a.item_id = ${item.id}) as answers,
          (select coalesce(json_agg(f order by f.created_at), '[]') from item_files f where f.item_id = ${item.id}) as files`),
    );
    return reply
      .code(201)
      .send({ purchase: { id, ...(done?.r as object) }, item: { ...item, ...parts } });
  });
  return { server, port: portOf(await server.listen({ port: 0, host: '127.0.0.1' })) };
}

/** The reference: Fastify and the same driver, one conditional UPDATE of one row per request. */
export async function bare(handle: DatabaseHandle, buyers: number) {
  await handle.db.execute(
    sql`create table bench_accounts (id int primary key, balance bigint not null)`,
  );
  await handle.db.execute(
    sql`insert into bench_accounts select g, 1000000000000 from generate_series(1, ${buyers}) g`,
  );
  const server = Fastify();
  server.post<{ Params: { id: string }; Body: { amount: number } }>(
    '/debit/:id',
    async (request, reply) => {
      const result = await handle.db.execute(
        sql`update bench_accounts set balance = balance - ${request.body.amount}
            where id = ${Number(request.params.id)} and balance >= ${request.body.amount}`,
      );
      const moved = affectedBy(result);
      return reply.code(moved === 1 ? 200 : 409).send({ ok: moved === 1 });
    },
  );
  return { server, port: portOf(await server.listen({ port: 0, host: '127.0.0.1' })) };
}
