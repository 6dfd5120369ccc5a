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
  /** Whether this reader may reply to it: the item's owner and its author, under a comment. */
  can_reply: z.boolean(),
  /**
   * Whether this reader may start a chat with its author about the item: a need's owner with a
   * member who answered it (the chat's own rule, which the chat enforces).
   */
  can_message: z.boolean(),
  /** The comment this one replies to (one level: a reply has no replies), or null. */
  parent_id: z.string().nullable(),
  /** Only an operator reads a comment an operator hid (issue 29); for them it is marked. */
  hidden: z.literal(true).optional(),
});
export type Comment = z.infer<typeof commentSchema>;
/** A comment of the list with its replies under it, oldest first. */
export const threadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof threadSchema>;
export const commentPageSchema = z.object({
  comments: z.array(threadSchema),
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
/** A new comment; with `parent_id` a reply to that comment, by the item's owner or its author. */
export const commentPostSchema = commentBodySchema.extend({
  parent_id: z.uuid({ error: errorCode('comment_reply_invalid') }).optional(),
});
export const commentReportSchema = z.object({ reason: z.string().trim().max(500).default('') });
export const commentParamsSchema = z.object({ id: z.uuid({ error: errorCode('not_found') }) });
