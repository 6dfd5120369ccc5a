import type { FieldIssue } from '@ideabazaar/shared/errors/codes';
import type { Language } from '@ideabazaar/shared/i18n/language';
import type {
  QuestionFlowResponse,
  QuestionSet,
  Section,
} from '@ideabazaar/shared/schemas/questions';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import { clientKeyOf } from '../../plugins/rate-limit/client-key';
import { enforceRateLimit, type RateLimiter } from '../../plugins/rate-limit/rate-limiter';
import {
  toQuestion,
  validateAnswer,
  type QuestionRow,
  type QuestionsService,
} from '../questions/questions.service';
import { createItemsRepository, type ItemRow, type ItemsRepository } from './items.repository';
import { itemOr404, ownedItem, withItemLocked, type ItemVersions } from './item-access';
import { refreshDerivedFields } from './derived-fields';

const HOUR_MS = 60 * 60 * 1000;
/** Unfinished ideas and needs a member may keep; finishing or deleting one makes room. */
export const MAX_DRAFTS_PER_MEMBER = 20;
/** A visitor's draft nobody signed in to claim is deleted after this many hours. */
export const ABANDONED_DRAFT_HOURS = 24;
const TOO_MANY_DRAFTS = { params: { maximum: MAX_DRAFTS_PER_MEMBER } };
const setsOf = (item: ItemRow): string[] => [item.section, 'after', 'competitor'];

interface GivenAnswer {
  questions_id: number;
  answer: string;
}

/**
 * The question flow (seed sections 2, 4, 7): a draft is made when the flow starts, answers are
 * checked one by one on the server, and a visitor's draft is claimed by the member who signs in.
 */
export function createFlowService(options: {
  repository: ItemsRepository;
  transaction: Transaction;
  questions: QuestionsService;
  rateLimiter: RateLimiter;
  draftsPerIpPerHour: number;
  /** Writes a certificate's version of a published idea whose answers changed (issue 31). */
  versions: ItemVersions;
}) {
  const { repository, transaction, questions } = options;

  /** Checks every answer against its question; one 422 names every field that failed. */
  async function checked(
    sets: string[],
    answers: GivenAnswer[],
    prefix: string,
    language: Language,
  ) {
    const rows = new Map(
      (await questions.byIds(answers.map((a) => a.questions_id))).map((q) => [q.id, q]),
    );
    const errors: Record<string, FieldIssue[]> = {};
    const values: { questionId: number; value: string; row: QuestionRow }[] = [];
    answers.forEach((given, index) => {
      const row = rows.get(given.questions_id);
      if (!row || !row.active || !sets.includes(row.set)) {
        errors[`${prefix}.${index}.questions_id`] = [{ code: 'question_unknown' }];
        return;
      }
      const result = validateAnswer(row, given.answer, language);
      if (result.ok) values.push({ questionId: row.id, value: result.value, row });
      else errors[`${prefix}.${index}.answer`] = [result.error];
    });
    if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fields: errors });
    return values;
  }

  /**
   * Title, summary, category and a need's budget follow the answers (derived-fields.ts). An
   * idea's first answer to a question private by default starts private (issue 31), whether a
   * visitor or a member gave it, so a creator who skips hide-answers does not give the idea away;
   * an answer given again keeps what its owner chose on hide-answers.
   */
  async function save(item: ItemRow, values: Awaited<ReturnType<typeof checked>>) {
    const roles = await questions.roles();
    const saved = await withItemLocked(transaction, item.id, async (within, locked, tx) => {
      await within.upsertAnswers(
        item.id,
        values.map(({ questionId, value, row }) => ({
          questionId,
          value,
          // The database's check keeps a role's question and a need's from being private by
          // default; checked here as well, so no row that slipped past it hides a title.
          isPrivate: locked.section === 'idea' && row.role === null && row.privateByDefault,
        })),
      );
      await within.update(item.id, {});
      await refreshDerivedFields(within, roles, locked);
      await options.versions.record(tx, item.id);
    });
    if (!saved.found) throw new AppError('item_not_found');
  }

  return {
    async start(input: {
      section: Section;
      memberId: number | null;
      ip: string;
      language: Language;
    }): Promise<QuestionFlowResponse> {
      if (input.memberId === null) {
        await enforceRateLimit({
          limiter: options.rateLimiter,
          key: `draft:${clientKeyOf(input.ip)}`,
          limit: options.draftsPerIpPerHour,
          windowMs: HOUR_MS,
        });
      }
      const rows = await questions.activeInSet(input.section);
      const id = await transaction((tx) =>
        createItemsRepository(tx).createDraft(input.section, input.memberId, MAX_DRAFTS_PER_MEMBER),
      );
      if (!id) throw new AppError('draft_limit', TOO_MANY_DRAFTS);
      return {
        questions: rows.map((row) => toQuestion(row, input.language)),
        idea_id: id,
        active_private_responses: input.section === 'idea',
      };
    },

    /** Deletes the drafts visitors started and never claimed by signing in. */
    pruneAbandonedDrafts: () => repository.deleteAbandonedDrafts(ABANDONED_DRAFT_HOURS),

    /** The seed's answer call: claims an unowned draft, refuses someone else's. */
    async submit(input: {
      memberId: number;
      answers: (GivenAnswer & { idea_id: string })[];
      /** The caller's language: a number's refusal names its bounds in it. */
      language: Language;
    }) {
      const ids = new Set(input.answers.map((answer) => answer.idea_id));
      const [id] = [...ids];
      if (ids.size !== 1 || !id) {
        throw new AppError('validation_failed', { fields: { answers: ['answers_one_item'] } });
      }
      let item = await itemOr404(repository, id);
      if (item.ownerId === null) {
        const claimed = await transaction((tx) =>
          createItemsRepository(tx).claim(id, input.memberId, MAX_DRAFTS_PER_MEMBER),
        );
        if (claimed === 'full') throw new AppError('draft_limit', TOO_MANY_DRAFTS);
        // Taken by someone else, or deleted meanwhile (the 404 below).
        item = await itemOr404(repository, id);
      }
      if (item.ownerId !== input.memberId) throw new AppError('not_owner');
      await save(item, await checked([item.section], input.answers, 'answers', input.language));
      return { status: 'ok' as const, idea_id: item.id };
    },

    /**
     * The question sets asked after sign-in, or the item's own set to edit its first answers,
     * with the owner's answers so far.
     */
    async laterQuestions(input: {
      memberId: number;
      itemId: string;
      set: QuestionSet;
      language: Language;
    }) {
      const item = await ownedItem(repository, input.itemId, input.memberId);
      if (!setsOf(item).includes(input.set)) {
        throw new AppError('validation_failed', { fields: { set: ['set_not_in_item'] } });
      }
      const rows = await questions.activeInSet(input.set);
      const ids = new Set(rows.map((row) => row.id));
      const answers = (await repository.answersOf(item.id)).filter((answer) =>
        ids.has(answer.questionId),
      );
      return {
        questions: rows.map((row) => toQuestion(row, input.language)),
        answers: answers.map((answer) => ({
          questions_id: answer.questionId,
          answer: answer.value,
        })),
      };
    },

    async laterAnswers(input: {
      memberId: number;
      itemId: string;
      answers: GivenAnswer[];
      language: Language;
    }) {
      const item = await ownedItem(repository, input.itemId, input.memberId);
      await save(item, await checked(setsOf(item), input.answers, 'answers', input.language));
      return { status: 'ok' as const, idea_id: item.id };
    },
  };
}
export type FlowService = ReturnType<typeof createFlowService>;
