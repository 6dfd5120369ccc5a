import { createHash } from 'node:crypto';
import type { BalanceKind } from '@ideabazaar/shared/schemas/wallet';
import type { Tx } from '../../db/transaction';
import { sqlStateOf } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import { createLedgerRepository, type LedgerRepository, type Posting } from './ledger.repository';
import type { OperationsRepository } from './operations.repository';

export type { Leg, Posting } from './ledger.repository';
export type { OperationEntry } from './operations.repository';

/** Idempotency keys are kept this long (PRODUCT.md section 5: at least a day). */
export const IDEMPOTENCY_KEEP_HOURS = 48;

/**
 * A key claimed for an answer that comes later (a deposit waits for the gateway, at most its
 * 10 s timeout) and still unanswered after this long was left by a process that died between
 * claim and answer: a retry claims it again instead of being told it is in progress for ever.
 */
export const ABANDONED_AFTER_SECONDS = 120;

/** What a money-moving call answered: replayed as it was for a retry under the same key. */
export interface Answer<T> {
  status: number;
  body: T;
}

export interface IdempotencyInput {
  memberId: number;
  /** The Idempotency-Key header, when the client sent one. */
  key: string | undefined;
  /** The call it was sent to: a key reused on another call is refused like another body. */
  scope: string;
  /** The request as validated; its hash is kept with the key. */
  request: unknown;
}

const hashOf = (scope: string, request: unknown) =>
  createHash('sha256')
    .update(scope)
    .update('\n')
    .update(JSON.stringify(request ?? null))
    .digest('hex');

/** True when a database error is the CHECK that keeps a member's balance at zero or above. */
export function isNegativeBalance(error: unknown): boolean {
  if (sqlStateOf(error) !== '23514') return false;
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { constraint, cause } = current as { constraint?: unknown; cause?: unknown };
    if (constraint === 'ledger_accounts_member_not_negative') return true;
    current = cause;
  }
  return false;
}

/** A key as its first request left it: what a later request with the same key is judged by. */
export interface ClaimedKey {
  scope: string;
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

/**
 * What a request gets for a key another request claimed: the first answer when the call and
 * the request are the same, else a 422; `in_progress` while the first has no answer yet.
 */
function firstAnswer<T>(
  first: ClaimedKey | undefined,
  scope: string,
  requestHash: string,
): Answer<T> | 'in_progress' {
  if (!first || first.scope !== scope || first.request_hash !== requestHash) {
    throw new AppError('idempotency_key_reused');
  }
  if (first.status_code === null) return 'in_progress';
  return { status: first.status_code, body: first.response as T };
}

/**
 * Claims the key in the caller's transaction (with its answer, when known); undefined when this
 * request claimed it, else the first request's answer. The same key with another request, or on
 * another call, is a 422; a first request still waiting for its answer is a 409, until it has
 * waited ABANDONED_AFTER_SECONDS: then this request claims the key again.
 */
async function claim<T>(
  tx: Tx,
  input: IdempotencyInput & { key: string },
): Promise<Answer<T> | undefined> {
  const within = createLedgerRepository(tx);
  const requestHash = hashOf(input.scope, input.request);
  const claimed = await within.claimKey({
    memberId: input.memberId,
    key: input.key,
    scope: input.scope,
    requestHash,
  });
  if (claimed) return undefined;
  const row = await within.keyOf(input.memberId, input.key);
  const first = firstAnswer<T>(
    row && {
      scope: row.scope,
      request_hash: row.requestHash,
      status_code: row.statusCode,
      response: row.response,
    },
    input.scope,
    requestHash,
  );
  if (first !== 'in_progress') return first;
  if (await within.reclaimKey(input.memberId, input.key, ABANDONED_AFTER_SECONDS)) return undefined;
  throw new AppError('idempotency_in_progress');
}

/**
 * The ledger (PRODUCT.md section 5): posting, balances, a member's movements, idempotency keys
 * and the check of every invariant. Posting takes the caller's transaction, so the money moves
 * with the business row it concerns or not at all.
 */
export function createLedgerService(options: {
  repository: LedgerRepository;
  operations: OperationsRepository;
}) {
  const { repository, operations } = options;
  return {
    /** Posts the ledger transactions in the caller's transaction. */
    post: (tx: Tx, postings: Posting[]) => createLedgerRepository(tx).post(postings),

    /**
     * The key with its answer as a statement that claims it itself takes it
     * (sql/purchase_commit.sql); undefined without a key.
     */
    keyRecord<T>(input: IdempotencyInput, answer: Answer<T>) {
      if (input.key === undefined) return undefined;
      return {
        key: input.key,
        scope: input.scope,
        request_hash: hashOf(input.scope, input.request),
        status_code: answer.status,
        response: answer.body,
      };
    },

    /** What such a statement's request gets for a key it found claimed: as `once` answers. */
    replayOf<T>(input: IdempotencyInput, first: ClaimedKey): Answer<T> {
      const answer = firstAnswer<T>(first, input.scope, hashOf(input.scope, input.request));
      if (answer === 'in_progress') throw new AppError('idempotency_in_progress');
      return answer;
    },

    /** A member's balance of one kind, locked until the caller's transaction ends. */
    lockBalance: (tx: Tx, memberId: number, kind: BalanceKind) =>
      createLedgerRepository(tx).lockBalance(memberId, kind),

    balances: (memberId: number) => repository.balances(memberId),

    transactionsFor: (reference: string) => repository.transactionsFor(reference),

    /** The entries opening the member's operations, newest first (one per operation). */
    openings: operations.openings,
    /** The member's entries of these operations (a purchase, a withdrawal...), oldest first. */
    operationEntries: operations.entriesOf,

    /**
     * Runs `work` once per Idempotency-Key, in the caller's transaction: the key is claimed
     * first (a second request with it waits for the first to commit), and the answer is kept
     * with it. A retry with the same key and request gets the first answer and `work` does not
     * run; the same key with another request is a 422. Without a key `work` simply runs. A
     * refusal rolls the key back with everything else: a retry is then checked again.
     */
    async once<T>(
      tx: Tx,
      input: IdempotencyInput,
      work: () => Promise<Answer<T>>,
    ): Promise<Answer<T> & { replayed: boolean }> {
      if (input.key === undefined) return { ...(await work()), replayed: false };
      const first = await claim<T>(tx, { ...input, key: input.key });
      if (first) return { ...first, replayed: true };
      const answer = await work();
      await createLedgerRepository(tx).answerKey(
        input.memberId,
        input.key,
        answer.status,
        answer.body,
      );
      return { ...answer, replayed: false };
    },

    /** Claims a key whose answer comes after the transaction (a deposit waits for the gateway). */
    async claimForLater(
      tx: Tx,
      input: IdempotencyInput & { key: string },
    ): Promise<{ claimed: true } | { claimed: false; answer: Answer<unknown> }> {
      const first = await claim<unknown>(tx, input);
      return first ? { claimed: false, answer: first } : { claimed: true };
    },
    answerLater: (memberId: number, key: string, answer: Answer<unknown>) =>
      repository.answerKey(memberId, key, answer.status, answer.body),

    forgetOldKeys: () => repository.forgetKeysBefore(IDEMPOTENCY_KEEP_HOURS),

    problems: () => repository.problems(),
    totals: () => repository.totals(),
    memberTotals: () => repository.memberTotals(),
    platformBalances: () => repository.platformBalances(),
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
