import { z } from 'zod';
import { errorCode } from '../errors/codes';
import { isoDay } from './bounds';
import { withdrawalStatuses } from './wallet';

// The operator console's API (issue 29): reports, moderation, members, the audit log, the
// business figures and the bank's batch. Every route is under /api/admin and refused to a
// visitor (401) and a member (403) before anything else; `POST /api/items/{id}/report` is a
// member's.

const reason = z
  .string({ error: errorCode('required') })
  .trim()
  .min(1, errorCode('required'))
  .max(500, errorCode('too_long'));
const cursor = z.string().max(200).optional();
/** A member's id in a path: digits that fit the `bigint` column. */
const memberId = z.string().regex(/^[1-9][0-9]{0,14}$/, errorCode('member_not_found'));

// Reports
export const reportKinds = ['comment', 'item', 'chat'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportStatuses = ['open', 'closed'] as const;
export const reportActions = ['hide', 'dismiss'] as const;

// POST /api/items/{id}/report
export const itemReportRequestSchema = z.object({ reason });

// GET /api/admin/reports?status=open|closed&kind=&cursor=
export const adminReportsQuerySchema = z.object({
  status: z.enum(reportStatuses).default('open'),
  kind: z.enum(reportKinds).optional(),
  cursor,
});
/** A member as the console names them. */
export const consoleMemberSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  blocked: z.boolean(),
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;
export const adminReportSchema = z.object({
  id: z.uuid(),
  kind: z.enum(reportKinds),
  target_id: z.uuid(),
  reason: z.string(),
  reporter_id: z.string(),
  created_at: z.string(),
  status: z.enum(reportStatuses),
  /** The member whose content it is. */
  reported_id: z.string(),
  reporter: consoleMemberSchema,
  reported: consoleMemberSchema,
  /**
   * What was reported, as it is now: the comment's text, the item's title and summary, the
   * conversation's last messages (the reported member's marked); null when it was deleted.
   */
  content: z
    .object({
      text: z.string(),
      /** The item the comment or conversation is about, or the item itself. */
      item_id: z.uuid().nullable(),
      item_title: z.string().nullable(),
      hidden: z.boolean(),
      messages: z
        .array(
          z.object({
            id: z.string(),
            sender_id: z.string(),
            body: z.string(),
            created_at: z.string(),
            hidden: z.boolean(),
          }),
        )
        .optional(),
    })
    .nullable(),
  resolution: z.enum(reportActions).nullable(),
  note: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsResponseSchema = z.object({
  reports: z.array(adminReportSchema),
  next_cursor: z.string().nullable(),
});
export const reportParamsSchema = z.object({ id: z.uuid({ error: errorCode('not_found') }) });
// POST /api/admin/reports/{id}/resolve
export const reportResolveSchema = z.object({
  action: z.enum(reportActions),
  note: z.string().trim().max(500, errorCode('too_long')).optional(),
});

// Items: GET /api/admin/items?q=&status=&hidden=&cursor=
export const adminItemsQuerySchema = z.object({
  q: z.string().trim().max(100, errorCode('too_long')).optional(),
  section: z.enum(['idea', 'need']).optional(),
  hidden: z.enum(['true', 'false']).optional(),
  cursor,
});
export const adminItemSchema = z.object({
  id: z.uuid(),
  section: z.enum(['idea', 'need']),
  status: z.string(),
  title: z.string(),
  price: z.number().nullable(),
  owner: consoleMemberSchema.nullable(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  owner_blocked: z.boolean(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  sales: z.number().int(),
  open_reports: z.number().int(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;
export const adminItemsResponseSchema = z.object({
  items: z.array(adminItemSchema),
  next_cursor: z.string().nullable(),
});
/** GET /api/admin/items/{id}: the item with its sales and the reports on it. */
export const adminItemDetailSchema = adminItemSchema.extend({
  purchases: z.array(
    z.object({
      id: z.string(),
      buyer: consoleMemberSchema,
      price: z.number(),
      discount: z.number(),
      paid: z.number(),
      hold: z.string(),
      created_at: z.string(),
    }),
  ),
  reports: z.array(adminReportSchema),
});
export type AdminItemDetail = z.infer<typeof adminItemDetailSchema>;
export const adminItemParamsSchema = z.object({ id: z.uuid({ error: errorCode('not_found') }) });
// POST /api/admin/items/{id}/hide {reason}; POST /api/admin/items/{id}/restore
export const itemHideSchema = z.object({ reason });

// Members: GET /api/admin/members?q=&cursor=
export const adminMembersQuerySchema = z.object({
  q: z.string().trim().max(254, errorCode('too_long')).optional(),
  blocked: z.enum(['true', 'false']).optional(),
  cursor,
});
export const adminMemberSchema = consoleMemberSchema.extend({
  created_at: z.string(),
  is_operator: z.boolean(),
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  referral_code: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
export const adminMembersResponseSchema = z.object({
  members: z.array(adminMemberSchema),
  next_cursor: z.string().nullable(),
});
export const adminMemberParamsSchema = z.object({ id: memberId });
const moneyRow = z.object({
  id: z.string(),
  item_id: z.uuid().nullable(),
  item_title: z.string().nullable(),
  amount: z.number(),
  hold: z.string(),
  created_at: z.string(),
});
export const adminMemberDetailSchema = adminMemberSchema.extend({
  balances: z.object({ available: z.number(), held: z.number(), pending: z.number() }),
  purchases: z.array(moneyRow),
  sales: z.array(moneyRow),
  referrals: z.array(
    z.object({
      friend: consoleMemberSchema,
      amount: z.number(),
      state: z.string(),
      created_at: z.string(),
    }),
  ),
  items: z.array(adminItemSchema),
  reports_by: z.array(adminReportSchema),
  reports_against: z.array(adminReportSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;
// POST /api/admin/members/{id}/block {reason}; POST /api/admin/members/{id}/unblock
export const memberBlockSchema = z.object({ reason });

// Audit: GET /api/admin/audit?actor=&action=&object_type=&object_id=&cursor=
export const adminAuditQuerySchema = z.object({
  actor: memberId.optional(),
  action: z.string().trim().max(40, errorCode('too_long')).optional(),
  object_type: z.string().trim().max(20, errorCode('too_long')).optional(),
  object_id: z.string().trim().max(64, errorCode('too_long')).optional(),
  cursor,
});
export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor: consoleMemberSchema,
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const adminAuditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
});

// Stats: GET /api/admin/stats?from=YYYY-MM-DD&to=YYYY-MM-DD (Tehran days, at most 366)
export const STATS_DAYS_MAX = 366;
export const adminStatsQuerySchema = z.object({
  from: isoDay(errorCode('date_invalid')),
  to: isoDay(errorCode('date_invalid')),
});
const figures = {
  signups: z.number().int(),
  published: z.number().int(),
  purchases: z.number().int(),
  /** What buyers paid, in Toman. */
  volume: z.number(),
  /** The platform's commission, in Toman. */
  commission: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
};
export const adminStatsSchema = z.object({
  days: z.array(z.object({ date: z.string(), ...figures })),
  totals: z.object(figures),
  now: z.object({
    /** Money held for members (held and pending balances), in Toman. */
    held: z.number(),
    pending_withdrawals: z.number().int(),
    open_disputes: z.number().int(),
    open_reports: z.number().int(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// GET /api/admin/withdrawals/export?status=pending -> text/csv
export const withdrawalsExportQuerySchema = z.object({
  status: z.enum(withdrawalStatuses).default('pending'),
});

// The platform's accounts beside the ledger check: GET /api/admin/ledger/accounts
export const platformAccountsResponseSchema = z.object({
  accounts: z.array(z.object({ kind: z.string(), balance: z.number() })),
});
