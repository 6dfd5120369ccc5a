// Every table, for drizzle-kit (drizzle.config.ts) and the typed client (client.ts) only. Each
// module owns its tables in `modules/<m>/<m>.schema.ts`; code reads them through that module's
// repository, never through this file (tools/eslint/boundaries.js).
export * from '../modules/audit/audit.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/authorship/authorship.schema';
export * from '../modules/chat/chat.schema';
export * from '../modules/comments/comments.schema';
export * from '../modules/contact/contact.schema';
export * from '../modules/indicators/indicators.schema';
export * from '../modules/items/items.schema';
export * from '../modules/ledger/ledger.schema';
export * from '../modules/members/members.schema';
export * from '../modules/notifications/notifications.schema';
export * from '../modules/messaging/messaging.schema';
export * from '../modules/offers/offers.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/purchases/purchases.schema';
export * from '../modules/questions/questions.schema';
export * from '../modules/reports/reports.schema';
export * from '../modules/vouchers/vouchers.schema';
export * from '../modules/wallet/wallet.schema';
export * from '../modules/withdrawals/withdrawals.schema';
export * from '../modules/matching/matching.schema';
export * from '../modules/notifications/channels/channels.schema';
export * from '../modules/jobs/jobs.schema';
