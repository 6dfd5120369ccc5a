import { z } from 'zod';
import { errorCode, type FieldIssue } from '../errors/codes';
import { isDigitsOnly, toLatinDigits } from '../persian/digits';
import { int4Id, repeatedAt } from './bounds';

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
});
export type Question = z.infer<typeof questionSchema>;

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
 * options are checked by the caller, who knows them in every language.
 */
export function checkAnswer(
  kind: QuestionKind,
  answer: string,
  maxLength: number,
): { ok: true; value: string } | { ok: false; error: FieldIssue } {
  const trimmed = answer.trim();
  if (!trimmed) return { ok: false, error: { code: 'answer_empty' } };
  if (kind === 'single-textual' || kind === 'single-textual-with-checkbox') {
    const digits = toLatinDigits(trimmed);
    if (!isDigitsOnly(digits)) return { ok: false, error: { code: 'numbers_only' } };
    if (digits.replace(/^0+/, '').length > MAX_NUMBER_DIGITS) {
      return { ok: false, error: { code: 'number_too_big' } };
    }
    // Leading zeros carry nothing; a number is kept in its plain form.
    return { ok: true, value: digits.replace(/^0+(?=\d)/, '') };
  }
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
