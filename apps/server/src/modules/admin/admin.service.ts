import type { AdminQuestion } from '@ideabazaar/shared/schemas/admin';
import type { QuestionKind, QuestionSet } from '@ideabazaar/shared/schemas/questions';
import type { Transaction } from '../../db/transaction';
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
});

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
      const updated = await transaction(async (tx) => {
        const row = await questions.updateIn(tx, id, columns(fields));
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
