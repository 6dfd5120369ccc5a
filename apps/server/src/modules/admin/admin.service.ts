import type { AdminQuestion } from '@ideabazaar/shared/schemas/admin';
import { PRICE_MAX } from '@ideabazaar/shared/schemas/items';
import {
  numberKinds,
  type QuestionKind,
  type QuestionSet,
} from '@ideabazaar/shared/schemas/questions';
import { sqlStateOf, type Transaction } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import type { AuditService } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';
import type { QuestionRow, QuestionsService } from '../questions/questions.service';

type Fields = Partial<{
  kind: QuestionKind;
  position: number;
  title_en: string;
  title_fa: string;
  guide_en: string;
  guide_fa: string;
  placeholder_en: string;
  placeholder_fa: string;
  options: { value: string; en: string; fa: string }[];
  unit_en: string;
  unit_fa: string;
  active: boolean;
  private_by_default: boolean;
  min_value: number | null;
  max_value: number | null;
}>;

export const toAdminQuestion = (row: QuestionRow): AdminQuestion => ({
  id: row.id,
  set: row.set,
  key: row.key,
  kind: row.kind,
  position: row.position,
  role: row.role,
  title_en: row.titleEn,
  title_fa: row.titleFa,
  guide_en: row.guideEn,
  guide_fa: row.guideFa,
  placeholder_en: row.placeholderEn,
  placeholder_fa: row.placeholderFa,
  options: row.options,
  unit_en: row.unitEn,
  unit_fa: row.unitFa,
  active: row.active,
  private_by_default: row.privateByDefault,
  min_value: row.minValue,
  max_value: row.maxValue,
});

const columns = (fields: Fields) => ({
  ...(fields.kind !== undefined && { kind: fields.kind }),
  ...(fields.position !== undefined && { position: fields.position }),
  ...(fields.title_en !== undefined && { titleEn: fields.title_en }),
  ...(fields.title_fa !== undefined && { titleFa: fields.title_fa }),
  ...(fields.guide_en !== undefined && { guideEn: fields.guide_en }),
  ...(fields.guide_fa !== undefined && { guideFa: fields.guide_fa }),
  ...(fields.placeholder_en !== undefined && { placeholderEn: fields.placeholder_en }),
  ...(fields.placeholder_fa !== undefined && { placeholderFa: fields.placeholder_fa }),
  ...(fields.options !== undefined && { options: fields.options }),
  ...(fields.unit_en !== undefined && { unitEn: fields.unit_en }),
  ...(fields.unit_fa !== undefined && { unitFa: fields.unit_fa }),
  ...(fields.active !== undefined && { active: fields.active }),
  ...(fields.private_by_default !== undefined && { privateByDefault: fields.private_by_default }),
  ...(fields.min_value !== undefined && { minValue: fields.min_value }),
  ...(fields.max_value !== undefined && { maxValue: fields.max_value }),
});

/**
 * A role's answer makes what everyone reads or filters by, and a need has no private parts: their
 * questions never start private (the table's check says the same; this answers 422 first).
 */
function checkPrivateDefault(question: { set: string; role: string | null }, wanted?: boolean) {
  if (wanted && (question.role !== null || question.set === 'need')) {
    throw new AppError('validation_failed', {
      fields: { private_by_default: ['private_default_refused'] },
    });
  }
}

/**
 * Bounds belong to number questions, the smallest no larger than the largest (the table's check
 * says the same); a budget's answer becomes the need's price, so it stays within a price.
 */
function checkBounds(
  question: { kind: QuestionKind; role: string | null },
  min: number | null,
  max: number | null,
) {
  const bounded = min !== null || max !== null;
  const refused =
    (bounded && !numberKinds.includes(question.kind)) ||
    (min !== null && max !== null && min > max);
  if (refused) {
    throw new AppError('validation_failed', { fields: { max_value: ['question_bounds_rule'] } });
  }
  if (question.role === 'budget' && (max === null || max > PRICE_MAX)) {
    throw new AppError('validation_failed', { fields: { max_value: ['price_too_high'] } });
  }
}

function checkOptions(kind: string, options: unknown[]) {
  const ok = kind === 'multiple_choice' ? options.length >= 2 : options.length === 0;
  if (!ok) throw new AppError('validation_failed', { fields: { options: ['options_rule'] } });
}

/** Operators' work on the question bank (PRODUCT.md sections 1 and 3). */
export function createAdminService(options: {
  members: MembersService;
  questions: QuestionsService;
  transaction: Transaction;
  audit: AuditService;
}) {
  const { members, questions, transaction, audit } = options;
  const operatorOnly = members.operatorOnly;
  return {
    async listQuestions(memberId: number) {
      await operatorOnly(memberId);
      return { questions: (await questions.all()).map(toAdminQuestion) };
    },

    async createQuestion(
      memberId: number,
      input: Fields & {
        set: QuestionSet;
        key: string;
        kind: QuestionKind;
        position: number;
        title_en: string;
        title_fa: string;
      },
    ) {
      await operatorOnly(memberId);
      checkOptions(input.kind, input.options ?? []);
      checkPrivateDefault({ set: input.set, role: null }, input.private_by_default);
      checkBounds(
        { kind: input.kind, role: null },
        input.min_value ?? null,
        input.max_value ?? null,
      );
      if ((await questions.all()).some((row) => row.set === input.set && row.key === input.key)) {
        throw new AppError('question_key_taken');
      }
      const created = await transaction(async (tx) => {
        const row = await questions.insertIn(tx, {
          set: input.set,
          key: input.key,
          kind: input.kind,
          position: input.position,
          titleEn: input.title_en,
          titleFa: input.title_fa,
          ...columns(input),
        });
        const after = toAdminQuestion(row);
        await audit.record(tx, {
          actorId: memberId,
          action: 'question.create',
          objectType: 'question',
          objectId: row.id,
          after,
        });
        return after;
      });
      questions.forget();
      return created;
    },

    async updateQuestion(memberId: number, id: number, fields: Fields) {
      await operatorOnly(memberId);
      const current = (await questions.byIds([id]))[0];
      if (!current) throw new AppError('question_not_found');
      // A question with a role fills the item's title, category, summary or budget: every new
      // item needs it, in the kind its answer is read as (items/derived-fields.ts).
      const retires = fields.active === false && current.active;
      const rekinds = fields.kind !== undefined && fields.kind !== current.kind;
      if (current.role !== null && (retires || rekinds)) throw new AppError('question_role_fixed');
      checkOptions(fields.kind ?? current.kind, fields.options ?? current.options);
      checkPrivateDefault(current, fields.private_by_default);
      checkBounds(
        { kind: fields.kind ?? current.kind, role: current.role },
        fields.min_value === undefined ? current.minValue : fields.min_value,
        fields.max_value === undefined ? current.maxValue : fields.max_value,
      );
      const updated = await transaction(async (tx) => {
        const row = await questions.updateIn(tx, id, columns(fields)).catch((error: unknown) => {
          // Bounds checked against a copy another operator changed since: the table's check
          // (questions_number_bounds) is the last word, and its refusal is the same 422.
          if (sqlStateOf(error) === '23514') throw new AppError('question_bounds_rule');
          throw error;
        });
        if (!row) throw new AppError('question_not_found');
        const after = toAdminQuestion(row);
        await audit.record(tx, {
          actorId: memberId,
          action: 'question.update',
          objectType: 'question',
          objectId: id,
          before: toAdminQuestion(current),
          after,
        });
        return after;
      });
      questions.forget();
      return updated;
    },
  };
}
