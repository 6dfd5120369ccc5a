// The purchase bench's references: bare Fastify servers on the app's database driver, with none
// of the app around them.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { DatabaseHandle } from '../src/db/client';
import { affectedBy } from '../src/db/rows';

const portOf = (address: string) => Number(new URL(address).port);

/**
 * The second reference: Fastify and the same driver running the purchase's own SQL, written by
 * hand with nothing around it: the token, the idea for sale, `purchase_commit` (migration 0010)
 * with the postings it needs, the idea's answers and files. What the app spends beyond this is
 * its own overhead (routing, validation, services, the answer).
 */
export async function sameSql(
  handle: DatabaseHandle,
  commissionPercent: number,
  holdHours: number,
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
    const [item] = rows(
      await handle.db.execute(sql`
        select i.*, u.first_name, u.last_name,
          (select b.referred_by from users b where b.id = ${buyer}) as referred_by
        from items i left join users u on u.id = i.owner_id where i.id = ${request.params.id}`),
    );
    if (!item) return reply.code(404).send({});
    const price = Number(item.price);
    const seller = Number(item.owner_id);
    const commission = Math.floor((price * commissionPercent) / 100);
    const id = randomUUID();
    const [sale, cut] = [randomUUID(), randomUUID()];
    const transaction = (tx: string, kind: string, member: number, counterpart: number) => ({
      id: tx,
      kind,
      member_id: member,
      counterpart_id: counterpart,
      item_id: item.id,
      reference: id,
    });
    const leg = (tx: string, amount: number, member: number | null, account: string | null) => ({
      tx,
      account_id: member === null ? 1 : null,
      member_id: member,
      account,
      amount,
    });
    const payload = {
      key: {
        key: String(request.headers['idempotency-key']),
        scope: `purchase:${item.id}`,
        request_hash: createHash('sha256').update(`purchase:${item.id}\n{}`).digest('hex'),
        status_code: 201,
        response: { purchase_id: id },
      },
      purchase: {
        id,
        item_id: item.id,
        buyer_id: buyer,
        seller_id: seller,
        price,
        discount: 0,
        commission,
        voucher_id: null,
        offer_id: null,
        hold_hours: holdHours,
      },
      transactions: [
        transaction(sale, 'purchase', buyer, seller),
        transaction(cut, 'commission', seller, buyer),
      ],
      entries: [
        leg(sale, -price, buyer, 'available'),
        leg(sale, price, seller, 'pending'),
        leg(cut, -commission, seller, 'pending'),
        leg(cut, commission, null, null),
      ],
      reward: null,
    };
    const [done] = rows(
      await handle.db.execute(sql`select purchase_commit(${JSON.stringify(payload)}::jsonb) as r`),
    );
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
