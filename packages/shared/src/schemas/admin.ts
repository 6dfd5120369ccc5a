import { z } from 'zod';
import { errorCode } from '../errors/codes';
import { AMOUNT_MAX, int4Id } from './bounds';
import { questionKinds, questionSets } from './questions';

const text = (max: number) => z.string().trim().min(1, errorCode('required')).max(max);
const optional = (max: number) => z.string().trim().max(max);
/** A number question's bound: a whole number a stored answer can hold, or none (null). */
const bound = z
  .number({ error: errorCode('numbers_only') })
  .int(errorCode('numbers_only'))
  .min(0, errorCode('numbers_only'))
  .max(AMOUNT_MAX, errorCode('number_too_big'))
  .nullable();

/** A question of the bank as operators edit it, both languages at once. */
export const adminQuestionSchema = z.object({
  id: z.number().int(),
  set: z.enum(questionSets),
  key: z.string(),
  kind: z.enum(questionKinds),
  position: z.number().int(),
  role: z.string().nullable(),
  title_en: z.string(),
  title_fa: z.string(),
  guide_en: z.string(),
  guide_fa: z.string(),
  placeholder_en: z.string(),
  placeholder_fa: z.string(),
  options: z.array(z.object({ value: z.string(), en: z.string(), fa: z.string() })),
  unit_en: z.string(),
  unit_fa: z.string(),
  active: z.boolean(),
  /** An idea's answer to it starts private (never for a role's question or a need's). */
  private_by_default: z.boolean(),
  /** A number question's smallest and largest answer, in its unit; null for none (issue 32). */
  min_value: z.number().int().nullable(),
  max_value: z.number().int().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

const optionSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, errorCode('option_value_format')),
  en: text(100),
  fa: text(100),
});

export const adminQuestionFieldsSchema = z.object({
  kind: z.enum(questionKinds),
  position: z.number().int().min(0).max(100_000),
  title_en: text(200),
  title_fa: text(200),
  guide_en: optional(2000),
  guide_fa: optional(2000),
  placeholder_en: optional(200),
  placeholder_fa: optional(200),
  options: z.array(optionSchema).max(30),
  unit_en: optional(30),
  unit_fa: optional(30),
  active: z.boolean(),
  private_by_default: z.boolean(),
  min_value: bound,
  max_value: bound,
});

export const adminQuestionCreateSchema = adminQuestionFieldsSchema
  .partial({
    guide_en: true,
    guide_fa: true,
    placeholder_en: true,
    placeholder_fa: true,
    options: true,
    unit_en: true,
    unit_fa: true,
    active: true,
    private_by_default: true,
    min_value: true,
    max_value: true,
  })
  .extend({
    set: z.enum(questionSets),
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,60}$/, errorCode('question_key_format')),
  });
export const adminQuestionPatchSchema = adminQuestionFieldsSchema.partial().strict();
export const adminQuestionsResponseSchema = z.object({ questions: z.array(adminQuestionSchema) });
export const adminQuestionParamsSchema = z.object({ id: int4Id(errorCode('not_found')) });
