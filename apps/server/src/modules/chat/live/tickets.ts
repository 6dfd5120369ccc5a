import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction';
import { AppError } from '../../../plugins/errors/app-error';
import { enforceRateLimit, type RateLimiter } from '../../../plugins/rate-limit/rate-limiter';
import { wsTickets } from '../chat.schema';

export const TICKET_SECONDS = 30;
// A page reconnects with a backoff: far fewer tickets than this are ever needed in a minute.
const TICKETS_PER_MINUTE = 60;

/** The auth module's answer to whether a bearer token still holds, handed by services.ts. */
export interface SessionCheck {
  isActive(tokenId: number): Promise<boolean>;
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A sign-in session: its member and its bearer token. */
export interface TicketSession {
  memberId: number;
  tokenId: number;
}

export function createTicketsRepository(db: Executor) {
  return {
    async add(hash: string, session: TicketSession, expiresAt: Date): Promise<void> {
      await db.delete(wsTickets).where(lt(wsTickets.expiresAt, sql`now()`));
      await db.insert(wsTickets).values({ hash, ...session, expiresAt });
    },

    /** The ticket's session, once: redeeming deletes it; an expired one names no one. */
    async redeem(hash: string): Promise<TicketSession | undefined> {
      const [row] = await db.delete(wsTickets).where(eq(wsTickets.hash, hash)).returning();
      return row && row.expiresAt.getTime() > Date.now()
        ? { memberId: row.memberId, tokenId: row.tokenId }
        : undefined;
    },

    /** Voids the unused tickets of one session of the member, or of all of them. */
    async void(memberId: number, tokenId?: number): Promise<void> {
      const member = eq(wsTickets.memberId, memberId);
      await db
        .delete(wsTickets)
        .where(tokenId === undefined ? member : and(member, eq(wsTickets.tokenId, tokenId)));
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
  sessions: SessionCheck;
}) {
  const { repository, sessions } = options;
  return {
    async issue(session: TicketSession) {
      await enforceRateLimit({
        limiter: options.rateLimiter,
        key: `ws-ticket:${session.memberId}`,
        limit: TICKETS_PER_MINUTE,
        windowMs: 60_000,
      });
      const ticket = randomBytes(32).toString('base64url');
      await repository.add(hashOf(ticket), session, new Date(Date.now() + TICKET_SECONDS * 1000));
      return { ticket, expires_in: TICKET_SECONDS };
    },

    /**
     * The session a ticket was issued to, once; the 401 of a used, expired or made-up one, and of
     * one whose session ended: a logout voids its tickets, but one issued while the logout ran
     * may have been written after.
     */
    async redeem(ticket: string): Promise<TicketSession> {
      const session = ticket.length <= 100 ? await repository.redeem(hashOf(ticket)) : undefined;
      if (!session || !(await sessions.isActive(session.tokenId))) {
        throw new AppError('ws_ticket_invalid');
      }
      return session;
    },

    /** Whether the session that opened a socket still holds. */
    holds: (session: TicketSession) => sessions.isActive(session.tokenId),
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
