import type { TicketsRepository } from './tickets';

/** Sessions that ended: one bearer token's (logout), or every one of the member's. */
export interface EndedSessions {
  memberId: number;
  tokenId?: number | undefined;
}

type Closer = (ended: EndedSessions) => Promise<void>;

/**
 * What chat does when sign-in sessions end (auth's `endSessions`, through services.ts): their
 * unused tickets are voided, and their live sockets closed. The sockets belong to the server's
 * hub, built after the services (hub.plugin.ts), which registers here; a tool that opened the
 * database alone has no hub and closes none.
 */
export function createSessionEnds(options: { tickets: TicketsRepository }) {
  const closers = new Set<Closer>();
  return {
    async end(ended: EndedSessions): Promise<void> {
      await options.tickets.void(ended.memberId, ended.tokenId);
      for (const close of closers) await close(ended);
    },

    /** Closes the sockets of sessions that end until the returned function is called. */
    onEnd(close: Closer): () => void {
      closers.add(close);
      return () => closers.delete(close);
    },
  };
}
export type SessionEnds = ReturnType<typeof createSessionEnds>;
