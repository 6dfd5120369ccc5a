import { z } from 'zod';
import { errorCode } from '../errors/codes';

// Comments on an item (PRODUCT.md section 4)
export const COMMENT_MAX = 1000;

export const commentSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string(), name: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** Only an operator reads a comment an operator hid (issue 29); for them it is marked. */
  hidden: z.literal(true).optional(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = z.object({
  comments: z.array(commentSchema),
  next_cursor: z.string().nullable(),
});
export const commentsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const commentBodySchema = z.object({
  body: z
    .string({ error: errorCode('comment_empty') })
    .trim()
    .min(1, errorCode('comment_empty'))
    .max(COMMENT_MAX, errorCode('comment_too_long')),
});
export const commentReportSchema = z.object({ reason: z.string().trim().max(500).default('') });
export const commentParamsSchema = z.object({ id: z.uuid({ error: errorCode('not_found') }) });
