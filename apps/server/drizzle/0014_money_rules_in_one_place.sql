ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
DROP INDEX "referral_rewards_friend_key";--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "state" varchar(10) DEFAULT 'released' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "max_discount" bigint;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "budget" bigint;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "granted" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 28: a voucher made before had no cap and no budget. What each one granted is counted;
-- its budget is that, so it grants nothing more, and it is disabled: an operator makes a new,
-- capped one (docs/decisions.md, "Money rules in one place").
UPDATE "vouchers" SET
  "granted" = coalesce((SELECT sum("discount") FROM "purchases" WHERE "voucher_id" = "vouchers"."id"), 0),
  "max_discount" = CASE "kind" WHEN 'percent' THEN greatest(1, coalesce((SELECT max("discount") FROM "purchases" WHERE "voucher_id" = "vouchers"."id"), 0)) END,
  "disabled" = true;--> statement-breakpoint
UPDATE "vouchers" SET "budget" = "granted";--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "budget" SET NOT NULL;--> statement-breakpoint
-- Superseded by referral_reward_earn.sql: a deposit earns nothing any more.
DROP FUNCTION IF EXISTS "ledger_reward_referrer"(jsonb);--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_purchase_key" ON "referral_rewards" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_friend_key" ON "referral_rewards" USING btree ("friend_id") WHERE "referral_rewards"."state" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('deposit', 'purchase', 'commission', 'sale_release', 'refund', 'withdraw_hold', 'withdraw_paid', 'withdraw_returned', 'voucher', 'referral_reward', 'referral_release', 'referral_cancel'));--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_state" CHECK ("referral_rewards"."state" in ('pending', 'released', 'cancelled'));--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_budget" CHECK ("vouchers"."granted" >= 0 and "vouchers"."granted" <= "vouchers"."budget" and ("vouchers"."kind" <> 'percent' or "vouchers"."max_discount" is not null) and ("vouchers"."max_discount" is null or "vouchers"."max_discount" > 0));