import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction';
import { AppError } from '../../../plugins/errors/app-error';
import { enforceRateLimit, type RateLimiter } from '../../../plugins/rate-limit/rate-limiter';
import { wsTickets } from '../chat.schema';

export const TICKET_SECONDS = 30;
// A page reconnects with a backoff: far fewer tickets than this are ever needed in a minute.
const TICKETS_PER_MINUTE = 60;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function createTicketsRepository(db: Executor) {
  return {
    async add(hash: string, memberId: number, expiresAt: Date): Promise<void> {
      await db.delete(wsTickets).where(lt(wsTickets.expiresAt, sql`now()`));
      await db.insert(wsTickets).values({ hash, memberId, expiresAt });
    },

    /** The ticket's member, once: redeeming deletes it; an expired one names no one. */
    async redeem(hash: string): Promise<number | undefined> {
      const [row] = await db
        .delete(wsTickets)
        .where(eq(wsTickets.hash, hash))
        .returning({ memberId: wsTickets.memberId, expiresAt: wsTickets.expiresAt });
      return row && row.expiresAt.getTime() > Date.now() ? row.memberId : undefined;
    },
  };
}
export type TicketsRepository = ReturnType<typeof createTicketsRepository>;

/**
 * The tickets that open the live socket (PRODUCT.md section 7): the browser cannot send its bearer
 * token on a WebSocket, and a token never goes in a URL. Single-use, 30 s, kept hashed in the
 * database so any server process redeems one.
 */
export function createTicketsService(options: {
  repository: TicketsRepository;
  rateLimiter: RateLimiter;
}) {
  const { repository } = options;
  return {
    async issue(me: number) {
      await enforceRateLimit({
        limiter: options.rateLimiter,
        key: `ws-ticket:${me}`,
        limit: TICKETS_PER_MINUTE,
        windowMs: 60_000,
      });
      const ticket = randomBytes(32).toString('base64url');
      await repository.add(hashOf(ticket), me, new Date(Date.now() + TICKET_SECONDS * 1000));
      return { ticket, expires_in: TICKET_SECONDS };
    },

    /** The member a ticket was issued to, once; the 401 of a used, expired or made-up one. */
    async redeem(ticket: string): Promise<number> {
      const memberId = ticket.length <= 100 ? await repository.redeem(hashOf(ticket)) : undefined;
      if (memberId === undefined) throw new AppError('ws_ticket_invalid');
      return memberId;
    },
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
