import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../plugins/errors/app-error';
import type { Channel, CodesRepository } from './codes.repository';

export const CODE_LENGTH = 5;
export const CODE_VALID_MINUTES = 10;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_FAILURES_PER_HOUR = 10;

const hashOf = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export type VerifyResult =
  { ok: true; email: string | null } | { ok: false; reason: 'wrong' | 'unusable' | 'too_many' };

/**
 * Sign-in codes (PRODUCT.md section 8): five digits from a secure random source, valid ten
 * minutes, single use, stored as a salted hash, void after five wrong tries, a new one no sooner
 * than 60 s after the last, and at most ten wrong tries per address per hour.
 */
export function createCodesService(options: { repository: CodesRepository }) {
  const { repository } = options;
  return {
    /** Issues a code for the address and returns it for sending; 429 within 60 s of the last. */
    async issue(input: { channel: Channel; address: string; email?: string }): Promise<string> {
      return repository.withAddressLock(input.channel, input.address, async (tx) => {
        const last = await repository.latest(input.channel, input.address, tx);
        const waitMs = last ? RESEND_AFTER_SECONDS * 1000 - last.ageMs : 0;
        if (waitMs > 0) {
          throw new AppError('rate_limited', 'Please wait before asking for a new code.', {
            retryAfterSeconds: Math.ceil(waitMs / 1000),
          });
        }
        const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
        const salt = randomBytes(16).toString('hex');
        await repository.insert(tx, {
          channel: input.channel,
          address: input.address,
          email: input.email ?? null,
          salt,
          codeHash: hashOf(salt, code),
          validMinutes: CODE_VALID_MINUTES,
        });
        return code;
      });
    },

    /** Checks and, when right, uses up the code. Every failure counts towards the hourly cap. */
    async verify(input: {
      channel: Channel;
      address: string;
      code: string;
    }): Promise<VerifyResult> {
      const { channel, address } = input;
      if ((await repository.failuresInLastHour(channel, address)) >= MAX_FAILURES_PER_HOUR) {
        return { ok: false, reason: 'too_many' };
      }
      const current = await repository.usable(channel, address);
      if (!current) {
        await repository.recordFailure(channel, address);
        return { ok: false, reason: 'unusable' };
      }
      const expected = Buffer.from(current.codeHash, 'hex');
      const given = Buffer.from(hashOf(current.salt, input.code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await repository.countWrongTry(current.id);
        await repository.recordFailure(channel, address);
        return { ok: false, reason: 'wrong' };
      }
      if (!(await repository.consume(current.id))) return { ok: false, reason: 'unusable' };
      return { ok: true, email: current.email };
    },
  };
}
export type CodesService = ReturnType<typeof createCodesService>;
