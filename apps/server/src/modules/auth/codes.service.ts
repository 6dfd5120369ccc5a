import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../plugins/errors/app-error';
import type { Transaction } from '../../db/transaction';
import {
  createCodesRepository,
  type Channel,
  type CodesRepository,
  type CodeTarget,
} from './codes.repository';

export const CODE_LENGTH = 5;
export const CODE_VALID_MINUTES = 10;
export const RESEND_AFTER_SECONDS = 60;
/** Wrong codes an address may see in an hour before each further try has to wait. */
export const FREE_FAILURES = 3;
/** The longest wait between tries at one address; it never locks the address out. */
export const MAX_DELAY_SECONDS = 60;
/** The window of the service-wide count of wrong codes. */
export const GLOBAL_WINDOW_MINUTES = 10;

const hashOf = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');
const matches = (row: { salt: string; codeHash: string }, code: string) =>
  timingSafeEqual(Buffer.from(row.codeHash, 'hex'), Buffer.from(hashOf(row.salt, code), 'hex'));

/** Seconds to wait after the last wrong code, once an address has seen `failures` in an hour. */
export const delayAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));

export type VerifyResult =
  | { ok: true; email: string | null }
  | { ok: false; reason: 'wrong' | 'unusable' | 'busy' }
  | { ok: false; reason: 'slow_down'; retryAfterSeconds: number };

/**
 * Sign-in codes (PRODUCT.md section 8): five digits from a secure random source, valid ten
 * minutes, single use, stored as a salted hash, void after five wrong tries, a new one no sooner
 * than 60 s after the last.
 *
 * A sign-in code belongs to the browser that asked for it (its binding cookie): only there can
 * it be tried, so nobody else can guess at it, void it with wrong tries, or replace it by asking
 * for a code of their own. Guessing is then only at codes the guesser asked for, and it is
 * slowed, never turned into a lockout: at most ten codes go to an address in ten minutes; past
 * three wrong codes at an address in an hour, each further try waits a delay doubling to a
 * minute, except the first try of a fresh code, which is always checked. Blocking is for the
 * per-IP limit (auth.service) and the service-wide limit here (`globalFailureLimit` wrong codes
 * in ten minutes), which a fresh code's first try passes too.
 */
export function createCodesService(options: {
  repository: CodesRepository;
  transaction: Transaction;
  globalFailureLimit: number;
  /** Sign-in codes one address may be sent in ten minutes, whichever browsers ask. */
  codesPerAddressPer10Minutes: number;
}) {
  const { repository, transaction } = options;

  /** Runs `work` on the codes of one address, under its lock, in one transaction. */
  const withAddressLock = <T>(
    channel: Channel,
    address: string,
    work: (within: CodesRepository) => Promise<T>,
  ) =>
    transaction(async (tx) => {
      const within = createCodesRepository(tx);
      await within.lockAddress(channel, address);
      return work(within);
    });

  return {
    /**
     * Issues a code for the target and hands it to `send`; 429 within 60 s of the last. The code
     * is stored first (the 60 s rule needs it committed before the message leaves) and sent
     * after the commit; when sending fails, the code is withdrawn and the codes it replaced are
     * live again, so an immediate retry is not held to the 60 s wait for a message that never
     * left.
     */
    async issue(
      input: CodeTarget & {
        email?: string | undefined;
        /** Sends the code by mail or SMS; called once the code is committed. */
        send: (code: string) => Promise<void>;
      },
    ): Promise<void> {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const issued = await withAddressLock(input.channel, input.address, async (within) => {
        const last = await within.latest(input);
        const waitMs = last ? RESEND_AFTER_SECONDS * 1000 - last.ageMs : 0;
        if (waitMs > 0) {
          throw new AppError('code_resend_wait', {
            retryAfterSeconds: Math.ceil(waitMs / 1000),
          });
        }
        if (
          input.memberId === null &&
          (await within.signInCodesSent(input.channel, input.address, 10)) >=
            options.codesPerAddressPer10Minutes
        ) {
          throw new AppError('codes_sent_too_many', { retryAfterSeconds: 600 });
        }
        const salt = randomBytes(16).toString('hex');
        return within.insert({
          channel: input.channel,
          address: input.address,
          memberId: input.memberId,
          bindingHash: input.bindingHash,
          email: input.email ?? null,
          salt,
          codeHash: hashOf(salt, code),
          validMinutes: CODE_VALID_MINUTES,
        });
      });
      try {
        await input.send(code);
      } catch (error) {
        // The failed send is the answer; a failed withdrawal only leaves the 60 s wait in place.
        await withAddressLock(input.channel, input.address, (within) =>
          within.withdraw(issued),
        ).catch(() => {});
        throw error;
      }
    },

    /**
     * Checks and, when right, uses up the code. Only a wrong guess at a live code counts. Tries at
     * one address take turns (under the address lock), so parallel guesses cannot all pass the
     * five-try and delay checks before any of them is counted.
     */
    async verify(input: CodeTarget & { code: string }): Promise<VerifyResult> {
      const target: CodeTarget = {
        channel: input.channel,
        address: input.address,
        memberId: input.memberId,
        bindingHash: input.bindingHash,
      };
      // A browser without a binding asked for no sign-in code: there is nothing to check.
      if (target.memberId === null && !target.bindingHash) return { ok: false, reason: 'unusable' };
      const busy =
        (await repository.failuresEverywhere(GLOBAL_WINDOW_MINUTES)) >= options.globalFailureLimit;
      return withAddressLock(input.channel, input.address, async (within) => {
        const current = await within.usable(target);
        if (!current) return { ok: false, reason: 'unusable' };
        // A fresh code's first try is always checked: it can only come from the browser that
        // asked for the code, so the owner reading it from their mailbox gets in.
        if (current.attempts > 0) {
          if (busy) return { ok: false, reason: 'busy' };
          const failures = await within.recentFailures(input.channel, input.address);
          const waitMs = delayAfter(failures.count) * 1000 - failures.sinceLastMs;
          if (waitMs > 0) {
            return { ok: false, reason: 'slow_down', retryAfterSeconds: Math.ceil(waitMs / 1000) };
          }
        }
        if (!matches(current, input.code)) {
          // A code used or replaced a moment ago, sent again (a double tap, an older mail).
          const spent = await within.spent(target, CODE_VALID_MINUTES);
          if (spent.some((row) => matches(row, input.code))) {
            return { ok: false, reason: 'unusable' };
          }
          await within.countWrongTry(current.id);
          await within.recordFailure(input.channel, input.address);
          return { ok: false, reason: 'wrong' };
        }
        if (!(await within.consume(current.id))) return { ok: false, reason: 'unusable' };
        return { ok: true, email: current.email };
      });
    },

    prune: () => repository.prune(),
  };
}
export type CodesService = ReturnType<typeof createCodesService>;
export type { Channel };
