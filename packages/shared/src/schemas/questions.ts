import { z } from 'zod';
import { errorCode, type FieldIssue } from '../errors/codes';
import type { Language } from '../i18n/language';
import { groupDigits } from '../persian/money';
import { readWholeNumber } from '../persian/number-input';
import { AMOUNT_MAX, int4Id, repeatedAt } from './bounds';

export const sections = ['idea', 'need'] as const;
export type Section = (typeof sections)[number];
export const questionSets = ['idea', 'need', 'after', 'competitor'] as const;
export type QuestionSet = (typeof questionSets)[number];
export const questionKinds = [
  'two_button',
  'textual',
  'multiple_choice',
  'single-textual',
  'single-textual-with-checkbox',
] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** Seed sections 5 and 9: 50 characters for a title question, 500 for any other text. */
export const TITLE_MAX = 50;
export const TEXT_MAX = 500;
export const isTitleQuestion = (title: string) => /Idea Title|Need Title/.test(title);
/** Whole numbers up to 15 digits stay exact in JavaScript and in a bigint column. */
export const MAX_NUMBER_DIGITS = 15;
export const textLimitOf = (title: string) => (isTitleQuestion(title) ? TITLE_MAX : TEXT_MAX);

export const questionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(questionKinds),
  title: z.string(),
  guide: z.string(),
  placeholder: z.string(),
  options: z.array(z.string()),
  unit: z.string(),
  /** The title question's English text decides its limit; shown as given in every language. */
  max_length: z.number().int(),
  /**
   * An idea's answer to it starts private until purchase; its owner may make it public. False
   * when absent: a visitor's flow stored in the browser before it existed is still read.
   */
  private_by_default: z.boolean().default(false),
  /**
   * The smallest and largest answer of a number question, whole numbers (issue 32); null where
   * the question sets none (0 and 15 digits). Null when absent: a flow stored before them.
   */
  min_value: z.number().int().nullable().default(null),
  max_value: z.number().int().nullable().default(null),
});
export type Question = z.infer<typeof questionSchema>;

/** A number question's bounds as stored; null sides are 0 and the 15 digits every number has. */
export interface NumberBounds {
  min: number | null;
  max: number | null;
}
export const numberKinds: readonly QuestionKind[] = [
  'single-textual',
  'single-textual-with-checkbox',
];

const section = z.enum(sections, { error: errorCode('section_invalid') });

// POST /api/question-before-login(-auth)
export const questionFlowRequestSchema = z.object({ section });
export const questionFlowResponseSchema = z.object({
  questions: z.array(questionSchema),
  idea_id: z.string(),
  active_private_responses: z.boolean(),
});
export type QuestionFlowResponse = z.infer<typeof questionFlowResponseSchema>;

const itemId = z.uuid({ error: errorCode('item_unknown') });

// POST /api/answer-question-before-login
export const answerSchema = z.object({
  questions_id: int4Id(errorCode('question_unknown')),
  idea_id: itemId,
  answer: z.union([z.string(), z.number()], { error: errorCode('answer_empty') }).transform(String),
});

/** One answer per question in a call: which of two would win is not for the server to guess. */
const answeredOnce = <T extends { questions_id: number }>(
  answers: T[],
  context: z.RefinementCtx,
) => {
  for (const index of repeatedAt(answers, (answer) => answer.questions_id)) {
    context.addIssue({
      code: 'custom',
      message: errorCode('answered_twice'),
      path: [index, 'questions_id'],
    });
  }
};

export const submitAnswersRequestSchema = z.object({
  answers: z
    .array(answerSchema)
    .min(1, errorCode('answer_empty'))
    .max(100)
    .superRefine(answeredOnce),
});
export type SubmitAnswersRequest = z.input<typeof submitAnswersRequestSchema>;
export const submitAnswersResponseSchema = z.object({
  status: z.literal('ok'),
  idea_id: z.string(),
});

// GET /api/items/{id}/questions?set=after|competitor, POST /api/items/{id}/answers
/** The later sets, or the item's own section set to edit its first answers. */
export const laterSetQuerySchema = z.object({
  set: z.enum(questionSets, { error: errorCode('set_invalid') }),
});
export const laterQuestionsResponseSchema = z.object({
  questions: z.array(questionSchema),
  answers: z.array(z.object({ questions_id: z.number().int(), answer: z.string() })),
});
export const laterAnswersRequestSchema = z.object({
  answers: z
    .array(
      z.object({
        questions_id: answerSchema.shape.questions_id,
        answer: answerSchema.shape.answer,
      }),
    )
    .min(1, errorCode('answer_empty'))
    .max(100)
    .superRefine(answeredOnce),
});

/**
 * The seed's answer rules (section 5), shared so the screen and the server say the same thing.
 * Returns the answer as stored, or the code of the first rule it breaks. Multiple-choice
 * options are checked by the caller, who knows them in every language. A number may be typed
 * with Persian digits and grouped (readWholeNumber); with `bounds` it must lie within them (a
 * ticked 'Negotiable', '0', always does), and the refusal names them (`inLanguage` writes them).
 */
export function checkAnswer(
  kind: QuestionKind,
  answer: string,
  maxLength: number,
  bounds?: NumberBounds,
): { ok: true; value: string } | { ok: false; error: FieldIssue } {
  const trimmed = answer.trim();
  if (!trimmed) return { ok: false, error: { code: 'answer_empty' } };
  if (numberKinds.includes(kind)) return checkNumber(kind, trimmed, bounds);
  if (kind === 'textual' && trimmed.length > maxLength) {
    return { ok: false, error: { code: 'answer_too_long', params: { maximum: maxLength } } };
  }
  if (kind === 'two_button') {
    const yes = /^(yes|بله|آره)$/i.test(trimmed);
    const no = /^(no|خیر|نه)$/i.test(trimmed);
    if (!yes && !no) return { ok: false, error: { code: 'yes_or_no' } };
    return { ok: true, value: yes ? 'yes' : 'no' };
  }
  return { ok: true, value: trimmed };
}

function checkNumber(
  kind: QuestionKind,
  text: string,
  bounds: NumberBounds | undefined,
): { ok: true; value: string } | { ok: false; error: FieldIssue } {
  const reading = readWholeNumber(text);
  // A sign or a fraction is not 'purely digits' either (seed section 5).
  if (!reading.ok) {
    return {
      ok: false,
      error: { code: reading.reason === 'empty' ? 'answer_empty' : 'numbers_only' },
    };
  }
  // Numbers are kept in their plain form: Latin digits, no leading zeros, no separators.
  const { digits } = reading;
  if (kind === 'single-textual-with-checkbox' && digits === '0') return { ok: true, value: digits };
  const bounded = bounds && (bounds.min !== null || bounds.max !== null);
  const tooLong = digits.length > MAX_NUMBER_DIGITS;
  if (bounded) {
    const minimum = bounds.min ?? 0;
    const maximum = bounds.max ?? AMOUNT_MAX;
    const value = Number(digits);
    if (tooLong || value < minimum || value > maximum) {
      return { ok: false, error: { code: 'number_out_of_range', params: { minimum, maximum } } };
    }
  } else if (tooLong) {
    return { ok: false, error: { code: 'number_too_big' } };
  }
  return { ok: true, value: digits };
}

/**
 * A refusal of `checkAnswer` as the reader reads it: the bounds of a number grouped in their
 * digits ('۱۰٬۰۰۰'), with the question's unit in their language. Other refusals are unchanged.
 */
export function inLanguage(issue: FieldIssue, unit: string, language: Language): FieldIssue {
  if (issue.code !== 'number_out_of_range' || !issue.params) return issue;
  const { minimum, maximum } = issue.params;
  return {
    code: issue.code,
    params: {
      minimum: groupDigits(minimum ?? 0, language),
      maximum: groupDigits(maximum ?? AMOUNT_MAX, language),
      unit,
    },
  };
}
