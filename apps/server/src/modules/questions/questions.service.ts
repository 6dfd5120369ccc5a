import type { FieldIssue } from '@ideabazaar/shared/errors/codes';
import type { Language } from '@ideabazaar/shared/i18n/language';
import {
  checkAnswer,
  inLanguage,
  textLimitOf,
  type Question,
  type QuestionSet,
} from '@ideabazaar/shared/schemas/questions';
import { groupDigits, isMoneyUnit, tomanInWords } from '@ideabazaar/shared/persian/money';
import { questionBank } from './question-bank';
import type { Tx } from '../../db/transaction';
import {
  createQuestionsRepository,
  type QuestionRow,
  type QuestionsRepository,
} from './questions.repository';

export type { QuestionRow };
export { categories } from './question-bank';

const yesNo = { yes: { en: 'Yes', fa: 'بله' }, no: { en: 'No', fa: 'خیر' } } as const;
const negotiable = { en: 'Negotiable', fa: 'توافقی' } as const;

/** A question as the flow shows it, in the reader's language (seed section 3's Question). */
export function toQuestion(row: QuestionRow, language: Language): Question {
  const fa = language === 'fa';
  return {
    id: row.id,
    kind: row.kind,
    title: fa ? row.titleFa : row.titleEn,
    guide: fa ? row.guideFa : row.guideEn,
    placeholder: fa ? row.placeholderFa : row.placeholderEn,
    options: row.options.map((option) => (fa ? option.fa : option.en)),
    unit: fa ? row.unitFa : row.unitEn,
    max_length: textLimitOf(row.titleEn),
    private_by_default: row.privateByDefault,
    min_value: row.minValue,
    max_value: row.maxValue,
  };
}

/**
 * Checks one answer with the seed's rules (section 5), a number's bounds and the question's
 * options, and returns what is stored: digits for numbers, 'yes'/'no', an option's value whichever
 * language named it. A number out of bounds is refused with them grouped, in the caller's language.
 */
export function validateAnswer(
  row: QuestionRow,
  answer: string,
  language: Language,
): { ok: true; value: string } | { ok: false; error: FieldIssue } {
  const checked = checkAnswer(row.kind, answer, textLimitOf(row.titleEn), {
    min: row.minValue,
    max: row.maxValue,
  });
  if (!checked.ok) {
    return { ok: false, error: inLanguage(checked.error, unitOf(row, language), language) };
  }
  if (row.kind !== 'multiple_choice') return checked;
  const given = checked.value.toLowerCase();
  const option = row.options.find((candidate) =>
    [candidate.value, candidate.en, candidate.fa].some((label) => label.toLowerCase() === given),
  );
  return option
    ? { ok: true, value: option.value }
    : { ok: false, error: { code: 'choose_option' } };
}

const unitOf = (row: QuestionRow, language: Language) =>
  language === 'fa' ? row.unitFa : row.unitEn;

/**
 * A stored answer as the reader sees it: an option's label, Yes/No, a number grouped with its unit
 * in the reader's digits ('Negotiable' for a ticked box), or the text itself. An amount of tomans
 * is written in words too for a Persian reader ('۳۵۰٬۰۰۰٬۰۰۰ تومان: سیصد و پنجاه میلیون تومان'),
 * as the amount fields read it back.
 */
export function displayAnswer(row: QuestionRow, value: string, language: Language): string {
  if (row.kind === 'two_button' && (value === 'yes' || value === 'no'))
    return yesNo[value][language];
  const option = row.options.find((candidate) => candidate.value === value);
  if (option) return option[language];
  if (row.kind === 'single-textual' || row.kind === 'single-textual-with-checkbox') {
    // Stored as digits; shown grouped, in the reader's digits, with the question's unit.
    if (!/^[0-9]+$/.test(value)) return value;
    if (row.kind === 'single-textual-with-checkbox' && /^0+$/.test(value))
      return negotiable[language];
    const unit = unitOf(row, language);
    if (language === 'fa' && isMoneyUnit(row.unitEn, row.unitFa)) return tomanInWords(value);
    return unit ? `${groupDigits(value, language)} ${unit}` : groupDigits(value, language);
  }
  return value;
}

/**
 * How long the bank read into memory serves every item's page before it is read again: edits
 * in this process clear it at once, another process's within this time.
 */
export const QUESTION_CACHE_MS = 30_000;

export function createQuestionsService(options: {
  repository: QuestionsRepository;
  now?: () => number;
}) {
  const { repository } = options;
  const now = options.now ?? Date.now;
  // The whole bank (tens of rows), by id: every item's detail names its answers' questions.
  let bank: { rows: Map<number, QuestionRow>; until: number } | undefined;
  let loading: Promise<Map<number, QuestionRow>> | undefined;
  const load = () =>
    (loading ??= repository
      .all()
      .then((rows) => {
        const byId = new Map(rows.map((row) => [row.id, row]));
        bank = { rows: byId, until: now() + QUESTION_CACHE_MS };
        return byId;
      })
      .finally(() => (loading = undefined)));
  const cached = async () => (bank && bank.until > now() ? bank.rows : load());
  const changed = <T>(result: T): T => {
    bank = undefined;
    return result;
  };
  return {
    activeInSet: (set: QuestionSet) => repository.activeInSet(set),
    /** These questions (those that exist), from the bank in memory. */
    async byIds(ids: number[]): Promise<QuestionRow[]> {
      if (ids.length === 0) return [];
      let rows = await cached();
      // A question added by another process since the bank was read: read it again once.
      if (ids.some((id) => !rows.has(id))) rows = await load();
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    /** Every question's role (title, summary, category, budget or none). */
    roles: async (): Promise<Map<number, string | null>> =>
      new Map([...(await cached()).values()].map((row) => [row.id, row.role])),

    all: () => repository.all(),
    /**
     * Writes in the caller's transaction (an operator's edit, audited with it); the caller calls
     * `forget` once it has committed.
     */
    insertIn: (tx: Tx, row: Parameters<QuestionsRepository['insert']>[0]) =>
      createQuestionsRepository(tx).insert(row),
    updateIn: (tx: Tx, id: number, patch: Parameters<QuestionsRepository['update']>[1]) =>
      createQuestionsRepository(tx).update(id, patch),
    /** Drops the bank read into memory (after a transaction that wrote it has committed). */
    forget: () => changed(undefined),
    update: async (id: number, patch: Parameters<QuestionsRepository['update']>[1]) =>
      changed(await repository.update(id, patch)),

    /** First start, and every start after: questions new to the bank are added. */
    async seedBank(): Promise<void> {
      bank = undefined;
      const positions = new Map<string, number>();
      await repository.seed(
        questionBank.map((question) => {
          const position = (positions.get(question.set) ?? 0) + 1;
          positions.set(question.set, position);
          return {
            set: question.set,
            key: question.key,
            kind: question.kind,
            position: position * 10,
            role: question.role ?? null,
            titleEn: question.title.en,
            titleFa: question.title.fa,
            guideEn: question.guide.en,
            guideFa: question.guide.fa,
            placeholderEn: question.placeholder.en,
            placeholderFa: question.placeholder.fa,
            options: question.options ?? [],
            unitEn: question.unit?.en ?? '',
            unitFa: question.unit?.fa ?? '',
            privateByDefault: question.privateByDefault ?? false,
            minValue: question.bounds?.min ?? null,
            maxValue: question.bounds?.max ?? null,
          };
        }),
      );
      bank = undefined;
    },
  };
}
export type QuestionsService = ReturnType<typeof createQuestionsService>;
