import { z } from 'zod';
import { isDigitsOnly, toLatinDigits } from '../persian/digits';
import { errorCode } from '../errors/codes';
import { INT4_MAX } from './bounds';
import { questionSchema, sections } from './questions';

export const itemStatuses = ['draft', 'published', 'archived'] as const;
export type ItemStatus = (typeof itemStatuses)[number];
export const filePurposes = ['elevator', 'abstract'] as const;
export const fileVisibilities = ['public', 'private'] as const;
export const ELEVATOR_TEXT_MAX = 300;
export const BUSINESS_TEXT_MAX = 5000;
/** Prices are whole tomans; 10^13 is far above any idea's price and exact in JavaScript. */
export const PRICE_MAX = 10_000_000_000_000;

export const fileSchema = z.object({
  id: z.string(),
  purpose: z.enum(filePurposes),
  visibility: z.enum(fileVisibilities),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});
export type ItemFile = z.infer<typeof fileSchema>;

export const itemAnswerSchema = z.object({
  questions_id: z.number().int(),
  set: z.enum(['idea', 'need', 'after', 'competitor']),
  /** What the answer feeds: title, summary, category, budget, or nothing. */
  role: z.string().nullable(),
  question: z.string(),
  kind: questionSchema.shape.kind,
  answer: z.string(),
  /**
   * The answer shown to the viewer: option labels and Yes/No in their language, a number grouped
   * with its unit in their digits.
   */
  display: z.string(),
  is_private: z.boolean(),
});

/** One item as this viewer may see it (PRODUCT.md section 2): absent parts are not sent. */
export const itemSchema = z.object({
  id: z.string(),
  section: z.enum(sections),
  status: z.enum(itemStatuses),
  title: z.string(),
  summary: z.string(),
  category: z.string().nullable(),
  price: z.number().int().nullable(),
  negotiable: z.boolean(),
  elevator_text: z.string(),
  business_text: z.string().optional(),
  answers: z.array(itemAnswerSchema),
  files: z.array(fileSchema),
  comment_count: z.number().int(),
  is_owner: z.boolean(),
  isBuy: z.boolean(),
  /**
   * Whether this viewer may buy the idea now, decided by the server's one purchase rule
   * (`purchase_terms`); the web shows the buy button from it and never decides again.
   */
  can_buy: z.boolean(),
  /** Why not, as an error code (unauthenticated for a visitor); null when `can_buy`. */
  buy_refusal: z.string().nullable(),
  /** The price this viewer pays before any voucher (an accepted offer's amount); null when not. */
  buy_price: z.number().int().nullable(),
  active_private_responses: z.boolean(),
  creator: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  share_url: z.string(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  /**
   * Only to its owner and the operators, when the item left the lists and pages (issue 29): an
   * operator hid it (`hidden_reason` says why) or, for operators, its owner is blocked.
   */
  moderation: z
    .object({
      hidden: z.boolean(),
      hidden_reason: z.string().nullable(),
      owner_blocked: z.boolean(),
    })
    .optional(),
});
export type Item = z.infer<typeof itemSchema>;

const price = z
  .union([z.string(), z.number()])
  .transform((value) => toLatinDigits(String(value)).trim())
  .refine((value) => isDigitsOnly(value), errorCode('numbers_only'))
  .transform(Number)
  .refine((value) => value <= PRICE_MAX, errorCode('price_too_high'));

// PATCH /api/items/{id}
export const itemPatchSchema = z
  .object({
    price: price.nullable(),
    negotiable: z.boolean(),
    elevator_text: z.string().trim().max(ELEVATOR_TEXT_MAX, errorCode('elevator_too_long')),
    business_text: z.string().trim().max(BUSINESS_TEXT_MAX, errorCode('business_too_long')),
    /** The answers kept private until purchase (ideas only). */
    private_question_ids: z.array(z.number().int().positive().max(INT4_MAX)).max(100),
    status: z.enum(itemStatuses),
    /**
     * The owner has confirmed an idea published with every answer public (issue 31): without it
     * the server refuses such a publication with `all_answers_public`.
     */
    all_public_confirmed: z.boolean(),
  })
  .partial()
  .strict();
export type ItemPatch = z.input<typeof itemPatchSchema>;
export type ItemPatchValues = z.output<typeof itemPatchSchema>;

export const itemIdParamsSchema = z.object({ id: z.uuid({ error: errorCode('not_found') }) });
export const fileParamsSchema = z.object({
  id: z.uuid({ error: errorCode('not_found') }),
  fileId: z.uuid({ error: errorCode('not_found') }),
});
export const fileIdParamsSchema = z.object({ fileId: z.uuid({ error: errorCode('not_found') }) });

// GET /api/items/{id}/contact: the creator's name and published phone, for the owner and buyers.
export const creatorPhoneSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
});
export type CreatorPhone = z.infer<typeof creatorPhoneSchema>;
