import { z } from 'zod';
import { readWholeNumber, wholeNumberOf } from '../persian/number-input';
import { errorCode } from '../errors/codes';
import { AMOUNT_MAX, isoDay } from './bounds';
import { itemStatuses } from './items';
import { sections } from './questions';

import { sorts } from '../browse/sorts';

export { sorts, type Sort } from '../browse/sorts';

// Read like every amount field: Persian digits and thousands separators ('۱۰٬۰۰۰٬۰۰۰').
const amount = z
  .string()
  .refine((value) => readWholeNumber(value).ok, errorCode('numbers_only'))
  .transform(wholeNumberOf)
  .refine((value) => value <= AMOUNT_MAX, errorCode('number_too_big'));
const day = isoDay(errorCode('date_invalid'));

// GET /api/items
export const browseQuerySchema = z.object({
  section: z.enum(sections).default('idea'),
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(40).optional(),
  min_price: amount.optional(),
  max_price: amount.optional(),
  negotiable: z.enum(['true', 'false']).optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(sorts).default('newest'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type BrowseQuery = z.input<typeof browseQuerySchema>;

export const itemCardSchema = z.object({
  id: z.string(),
  section: z.enum(sections),
  status: z.enum(itemStatuses),
  title: z.string(),
  summary: z.string(),
  elevator_text: z.string(),
  category: z.string().nullable(),
  category_label: z.string().nullable(),
  price: z.number().int().nullable(),
  negotiable: z.boolean(),
  view_count: z.number().int(),
  comment_count: z.number().int(),
  rating: z.number().int().nullable(),
  creator: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  /**
   * Only in the owner's own list (`/api/my/items`), when an operator hid the item (issue 29):
   * it has left every other list and page; the reason says why.
   */
  hidden: z.literal(true).optional(),
  hidden_reason: z.string().nullable().optional(),
});
export type ItemCard = z.infer<typeof itemCardSchema>;

export const itemPageSchema = z.object({
  items: z.array(itemCardSchema),
  next_cursor: z.string().nullable(),
});
export type ItemPage = z.infer<typeof itemPageSchema>;

// GET /api/my/items
export const myItemsQuerySchema = z.object({
  section: z.enum(sections).default('idea'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type MyItemsQuery = z.input<typeof myItemsQuerySchema>;

// GET /api/categories
export const categoriesResponseSchema = z.object({
  categories: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
