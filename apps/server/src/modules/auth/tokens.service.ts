import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../plugins/errors/app-error';
import type { TokensRepository } from './tokens.repository';

/** Tokens expire after this many days without use (PRODUCT.md section 8). */
export const TOKEN_IDLE_DAYS = 30;
// 32 random bytes: 256 bits of secret, 43 characters of base64url.
const SECRET_BYTES = 32;
const TOKEN_FORM = /^(\d{1,15})\|([A-Za-z0-9_-]{43})$/;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface Session {
  memberId: number;
  tokenId: number;
}

/**
 * What else ends with a session: chat voids its tickets and closes its live sockets on every
 * server process (chat/live/session-ends.ts, handed by services.ts).
 */
export interface SessionEndsPort {
  end(ended: { memberId: number; tokenId?: number | undefined }): Promise<void>;
}

/** Opaque bearer tokens in the seed's `plainTextToken` form `id|secret`, stored as a hash. */
export function createTokensService(options: {
  repository: TokensRepository;
  sessionEnds: SessionEndsPort;
}) {
  const { repository, sessionEnds } = options;
  return {
    async issue(memberId: number): Promise<string> {
      const secret = randomBytes(SECRET_BYTES).toString('base64url');
      const id = await repository.insert(memberId, hashOf(secret));
      return `${id}|${secret}`;
    },

    /**
     * The session of a valid token; undefined for a malformed, unknown, revoked or idle one.
     * Throws the 403 `member_blocked` for a valid token of a member an operator blocked (a block
     * revokes the tokens; this stops one issued in a race with it).
     */
    async authenticate(plain: string): Promise<Session | undefined> {
      const match = TOKEN_FORM.exec(plain);
      if (!match) return undefined;
      const [, id = '', secret = ''] = match;
      const row = await repository.active(Number(id), TOKEN_IDLE_DAYS);
      if (!row) return undefined;
      const expected = Buffer.from(row.secretHash, 'hex');
      if (!timingSafeEqual(expected, Buffer.from(hashOf(secret), 'hex'))) return undefined;
      if (row.ownerBlocked) throw new AppError('member_blocked');
      // Only when due: most requests then read the token without writing it.
      if (row.touchDue) await repository.touch(row.id);
      return { memberId: row.userId, tokenId: row.id };
    },

    /** Whether a token still holds (not revoked nor idle, its member not blocked), without touching it. */
    isActive: async (tokenId: number) => {
      const row = await repository.active(tokenId, TOKEN_IDLE_DAYS);
      return row !== undefined && !row.ownerBlocked;
    },

    /**
     * Ends one session of the member (logout) or all of them (logout-all; an operator's block):
     * the tokens are revoked first, so no new ticket is issued for them, then what hangs on them
     * ends too (`sessionEnds`).
     */
    async endSessions(memberId: number, options: { tokenId?: number } = {}): Promise<void> {
      const { tokenId } = options;
      if (tokenId === undefined) await repository.revokeAll(memberId);
      else await repository.revoke(memberId, tokenId);
      await sessionEnds.end({ memberId, tokenId });
    },
  };
}
export type TokensService = ReturnType<typeof createTokensService>;
