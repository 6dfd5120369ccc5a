import { isErrorCode } from '@ideabazaar/shared/errors/codes';
import type { Comment, CommentThread } from '@ideabazaar/shared/schemas/comments';
import { raisedRefusal, retrying, type Tx } from '../../db/transaction';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../plugins/errors/app-error';
import { enforceRateLimit, type RateLimiter } from '../../plugins/rate-limit/rate-limiter';
import type { ItemsService } from '../items/items.service';
import { displayName, type MembersService } from '../members/members.service';
import { contentKey, type ReportsService, type TargetRef } from '../reports/reports.service';
import {
  createCommentsRepository,
  type CommentRow,
  type CommentsRepository,
} from './comments.repository';

// Comments are listed newest first; a cursor of another item's comments only pages that list.
const scope = { list: 'comments', sort: 'newest', key: 'timestamp' } as const;

/** Comments on ideas and answers on needs (PRODUCT.md section 7). */
export function createCommentsService(options: {
  repository: CommentsRepository;
  items: ItemsService;
  members: MembersService;
  /** Files a member's report (the reports module's; reports read comments back through here). */
  reports: Pick<ReportsService, 'file'>;
  rateLimiter: RateLimiter;
  /** Comments one member may post per hour (counted atomically by the limiter). */
  perMemberPerHour: number;
}) {
  const { repository, items, members, reports } = options;

  const view = (
    row: CommentRow,
    name: string | null,
    memberId: number | undefined,
    item: Pick<Awaited<ReturnType<ItemsService['seeable']>>, 'ownerId' | 'section'>,
  ): Comment => ({
    id: row.id,
    item_id: row.itemId,
    body: row.body,
    author: { id: String(row.authorId), name: name || null },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_edit: memberId === row.authorId,
    can_delete: memberId !== undefined && (memberId === row.authorId || memberId === item.ownerId),
    can_reply:
      memberId !== undefined &&
      row.parentId === null &&
      (memberId === row.authorId || memberId === item.ownerId),
    // chat.service's rule: a need's owner starts a chat with a member who answered it.
    can_message: item.section === 'need' && memberId === item.ownerId && row.authorId !== memberId,
    parent_id: row.parentId,
    ...(row.hiddenAt !== null ? { hidden: true as const } : {}),
  });

  /** The comment; one an operator hid is gone for members (issue 29). */
  async function commentOr404(id: string) {
    const comment = await repository.byId(id);
    if (!comment || comment.hiddenAt !== null) throw new AppError('comment_not_found');
    return comment;
  }

  return {
    async list(input: {
      itemId: string;
      memberId: number | undefined;
      cursor?: string | undefined;
      limit: number;
    }) {
      const item = await items.seeable(input);
      // Comments an operator hid are listed, marked, to operators only.
      const operator = input.memberId !== undefined && (await members.isOperator(input.memberId));
      // A comment on an idea could carry its creator's phone past the purchase (issue 31): a
      // stranger reads it masked; the idea's owner, its buyers and the operators as written, and
      // each author their own. A need's comments are everyone's as written (seed section 6).
      const mask = items.contactsFor(item, input.memberId);
      const rows = await repository.page(
        item.id,
        input.cursor ? decodeCursor(input.cursor, scope) : undefined,
        input.limit,
        operator,
      );
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      const replies = await repository.replies(
        page.map((row) => row.comment.id),
        operator,
      );
      const names = await members.publicNames(
        [...page.map((row) => row.comment), ...replies].map((comment) => comment.authorId),
      );
      const shown = async (comment: CommentRow): Promise<Comment> =>
        view(
          comment.authorId === input.memberId
            ? comment
            : { ...comment, body: await mask(comment.body) },
          names.get(comment.authorId) ?? '',
          input.memberId,
          item,
        );
      const threads: CommentThread[] = await Promise.all(
        page.map(async ({ comment }) => ({
          ...(await shown(comment)),
          replies: await Promise.all(
            replies.filter((reply) => reply.parentId === comment.id).map(shown),
          ),
        })),
      );
      return {
        comments: threads,
        next_cursor:
          rows.length > input.limit && last
            ? encodeCursor(scope, { key: last.key, id: last.comment.id })
            : null,
      };
    },
    /**
     * A comment, or a reply: a reply goes under a comment of the same item that is not itself a
     * reply (one level), and only the item's owner and that comment's author write one (the
     * owner answers, the author answers back; others write a comment of their own). The
     * database checks the reply under the item's lock (sql/comment_post.sql).
     */
    async create(input: {
      itemId: string;
      memberId: number;
      body: string;
      /** The comment this one replies to. */
      parentId?: string | undefined;
    }) {
      const item = await items.seeable(input);
      await enforceRateLimit({
        limiter: options.rateLimiter,
        key: `comment:${input.memberId}`,
        limit: options.perMemberPerHour,
        windowMs: 60 * 60 * 1000,
        code: 'comment_rate_limited',
      });
      // The comment and the item's count move together, under the item's lock; under it too the
      // comment replied to is read, so it cannot be deleted before its reply is stored: one
      // statement, sql/comment_post.sql.
      try {
        // A deadlock or serialization failure rolled the statement back whole: run it again, as
        // the app's transactions are.
        const posted = await items.countsWrite(() =>
          retrying(() =>
            repository.post({
              itemId: item.id,
              authorId: input.memberId,
              body: input.body,
              parentId: input.parentId ?? null,
            }),
          ),
        );
        return view(posted.row, displayName(posted.author), input.memberId, item);
      } catch (error) {
        const refusal = raisedRefusal(error);
        if (refusal && isErrorCode(refusal.code)) throw new AppError(refusal.code);
        throw error;
      }
    },

    async edit(input: {
      commentId: string;
      memberId: number;
      body: string;
      authorName: string | null;
    }) {
      const comment = await commentOr404(input.commentId);
      if (comment.authorId !== input.memberId) throw new AppError('comment_not_author');
      const item = await items.seeable({ itemId: comment.itemId, memberId: input.memberId });
      const row = await repository.update(comment.id, input.body);
      if (!row) throw new AppError('comment_not_found');
      return view(row, input.authorName, input.memberId, item);
    },

    async remove(input: { commentId: string; memberId: number }) {
      const comment = await commentOr404(input.commentId);
      const item = await items.seeable({ itemId: comment.itemId, memberId: input.memberId });
      if (comment.authorId !== input.memberId && item.ownerId !== input.memberId) {
        throw new AppError('comment_delete_refused');
      }
      // An item deleted meanwhile took its comments with it: nothing is left to remove. A
      // comment hidden meanwhile was taken off the count already.
      // Its replies go with it.
      await items.withItemLocked(item.id, async (tx) => {
        const removed = await createCommentsRepository(tx).remove(comment.id);
        const counted = removed.filter((row) => row.hiddenAt === null).length;
        if (counted > 0) await items.addToCommentCount(tx, item.id, -counted);
      });
      return { status: 'ok' as const };
    },

    /**
     * Whether the member answered the need (or commented on the idea) in a comment still shown:
     * a need's owner may start a chat with them about it (chat.service).
     */
    hasCommented: (input: { itemId: string; memberId: number }) =>
      repository.hasCommented(input.itemId, input.memberId),
    /** Comments per Tehran day over the last `days` days, for the owner's statistics. */
    perDay: (itemId: string, days: number) => repository.perDay(itemId, days),

    async report(input: { commentId: string; memberId: number; reason: string }) {
      const comment = await commentOr404(input.commentId);
      await items.seeable({ itemId: comment.itemId, memberId: input.memberId });
      const filed = await reports.file({
        kind: 'comment',
        targetId: comment.id,
        reporterId: input.memberId,
        reportedId: comment.authorId,
        reason: input.reason,
      });
      if (!filed) {
        throw new AppError('comment_reported');
      }
      return { status: 'ok' as const };
    },

    /** The reports' side of comments (reports.service's targets). */
    reportTarget: {
      /** What was reported, as it is now, by comment id; a deleted comment is not there. */
      async contents(refs: TargetRef[]) {
        const rows = new Map(
          (await repository.byIds([...new Set(refs.map((ref) => ref.targetId))])).map((row) => [
            row.id,
            row,
          ]),
        );
        const titles = await items.titles(
          [...new Set([...rows.values()].map((row) => row.itemId))],
          {
            all: true,
          },
        );
        return new Map(
          refs.flatMap((ref) => {
            const row = rows.get(ref.targetId);
            if (!row) return [];
            const content = {
              text: row.body,
              item_id: row.itemId,
              item_title: titles.get(row.itemId) ?? null,
              hidden: row.hiddenAt !== null,
            };
            return [[contentKey(ref), content] as const];
          }),
        );
      },
      async hide(tx: Tx, { targetId: commentId }: TargetRef) {
        const within = createCommentsRepository(tx);
        const found = await within.byId(commentId);
        if (!found) return undefined;
        if (!(await items.lockIn(tx, found.itemId))) return undefined;
        const hidden = await within.hide(commentId);
        // The replies under a hidden comment are hidden with it: nothing hangs under a gap.
        if (hidden) {
          const replies = await within.hideReplies(commentId);
          await items.addToCommentCount(tx, found.itemId, -1 - replies);
        } else if (!(await within.byId(commentId))) return undefined;
        return { before: { hidden: hidden === undefined }, after: { hidden: true } };
      },
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
