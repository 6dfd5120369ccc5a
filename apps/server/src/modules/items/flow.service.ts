import type { Language } from '@ideabazaar/shared/i18n/language';
import {
  answerMessages,
  type QuestionFlowResponse,
  type QuestionSet,
  type Section,
} from '@ideabazaar/shared/schemas/questions';
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
import { itemOr404, NOT_FOUND, ownedItem, NOT_YOURS } from './item-access';
import { refreshDerivedFields } from './derived-fields';

const HOUR_MS = 60 * 60 * 1000;
/** Unfinished ideas and needs a member may keep; finishing or deleting one makes room. */
export const MAX_DRAFTS_PER_MEMBER = 20;
/** A visitor's draft nobody signed in to claim is deleted after this many hours. */
export const ABANDONED_DRAFT_HOURS = 24;
const TOO_MANY_DRAFTS = `You have ${MAX_DRAFTS_PER_MEMBER} unfinished ideas and needs. Finish or delete one in My ideas or My needs first.`;
const ONE_ITEM = 'All answers must belong to one idea or need';
const WRONG_SET = 'This question set is not part of this idea or need';
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
  questions: QuestionsService;
  rateLimiter: RateLimiter;
  draftsPerIpPerHour: number;
}) {
  const { repository, questions } = options;

  /** Checks every answer against its question; one 422 names every field that failed. */
  async function checked(sets: string[], answers: GivenAnswer[], prefix: string) {
    const rows = new Map(
      (await questions.byIds(answers.map((a) => a.questions_id))).map((q) => [q.id, q]),
    );
    const errors: Record<string, string[]> = {};
    const values: { questionId: number; value: string; row: QuestionRow }[] = [];
    answers.forEach((given, index) => {
      const row = rows.get(given.questions_id);
      if (!row || !row.active || !sets.includes(row.set)) {
        errors[`${prefix}.${index}.questions_id`] = [answerMessages.unknownQuestion];
        return;
      }
      const result = validateAnswer(row, given.answer);
      if (result.ok) values.push({ questionId: row.id, value: result.value, row });
      else errors[`${prefix}.${index}.answer`] = [result.message];
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new AppError('validation_failed', first, { errors });
    return values;
  }

  /** Title, summary, category and a need's budget follow the answers (derived-fields.ts). */
  async function save(item: ItemRow, values: Awaited<ReturnType<typeof checked>>) {
    const roles = await questions.roles();
    const saved = await repository.withItemLocked(item.id, async (tx, locked) => {
      const within = createItemsRepository(tx);
      await within.upsertAnswers(
        item.id,
        values.map(({ questionId, value }) => ({ questionId, value })),
      );
      await within.update(item.id, {});
      await refreshDerivedFields(within, roles, locked);
    });
    if (!saved.found) throw new AppError('not_found', NOT_FOUND);
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
      const id = await repository.createDraft(input.section, input.memberId, MAX_DRAFTS_PER_MEMBER);
      if (!id) throw new AppError('conflict', TOO_MANY_DRAFTS);
      return {
        questions: rows.map((row) => toQuestion(row, input.language)),
        idea_id: id,
        active_private_responses: input.section === 'idea',
      };
    },

    /** Deletes the drafts visitors started and never claimed by signing in. */
    pruneAbandonedDrafts: () => repository.deleteAbandonedDrafts(ABANDONED_DRAFT_HOURS),

    /** The seed's answer call: claims an unowned draft, refuses someone else's. */
    async submit(input: { memberId: number; answers: (GivenAnswer & { idea_id: string })[] }) {
      const ids = new Set(input.answers.map((answer) => answer.idea_id));
      const [id] = [...ids];
      if (ids.size !== 1 || !id) {
        throw new AppError('validation_failed', ONE_ITEM, { errors: { answers: [ONE_ITEM] } });
      }
      let item = await itemOr404(repository, id);
      if (item.ownerId === null) {
        const claimed = await repository.claim(id, input.memberId, MAX_DRAFTS_PER_MEMBER);
        if (claimed === 'full') throw new AppError('conflict', TOO_MANY_DRAFTS);
        // Taken by someone else, or deleted meanwhile (the 404 below).
        item = await itemOr404(repository, id);
      }
      if (item.ownerId !== input.memberId) throw new AppError('forbidden', NOT_YOURS);
      await save(item, await checked([item.section], input.answers, 'answers'));
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
        throw new AppError('validation_failed', WRONG_SET, { errors: { set: [WRONG_SET] } });
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

    async laterAnswers(input: { memberId: number; itemId: string; answers: GivenAnswer[] }) {
      const item = await ownedItem(repository, input.itemId, input.memberId);
      await save(item, await checked(setsOf(item), input.answers, 'answers'));
      return { status: 'ok' as const, idea_id: item.id };
    },
  };
}
export type FlowService = ReturnType<typeof createFlowService>;
