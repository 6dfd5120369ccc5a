CREATE TABLE "idempotency_keys" (
	"member_id" bigint NOT NULL,
	"key" varchar(100) NOT NULL,
	"scope" varchar(60) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"kind" varchar(12) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('available', 'held', 'pending', 'revenue', 'gateway', 'payouts', 'promotions')),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."member_id" is null) = ("ledger_accounts"."kind" in ('revenue', 'gateway', 'payouts', 'promotions'))),
	CONSTRAINT "ledger_accounts_member_not_negative" CHECK ("ledger_accounts"."member_id" is null or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_platform_no_balance" CHECK ("ledger_accounts"."member_id" is not null or "ledger_accounts"."balance" = 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"member_id" bigint,
	"kind" varchar(20) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"member_id" bigint,
	"counterpart_id" bigint,
	"item_id" uuid,
	"reference" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('deposit', 'purchase', 'commission', 'sale_release', 'refund', 'withdraw_hold', 'withdraw_paid', 'withdraw_returned', 'voucher', 'referral_reward'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"buyer_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "offers_status" CHECK ("offers"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'bought', 'expired')),
	CONSTRAINT "offers_amount" CHECK ("offers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"action" varchar(40) NOT NULL,
	"subject" uuid NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"gateway" varchar(10) NOT NULL,
	"authority" varchar(64),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"ref_id" varchar(64),
	"failure" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" bigint NOT NULL,
	"friend_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_reason" CHECK ("referral_rewards"."reason" in ('deposit', 'purchase')),
	CONSTRAINT "referral_rewards_amount" CHECK ("referral_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_member_uses" (
	"voucher_id" uuid NOT NULL,
	"member_id" bigint NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voucher_member_uses_voucher_id_member_id_pk" PRIMARY KEY("voucher_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"max_uses" integer,
	"max_uses_per_member" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_kind" CHECK ("vouchers"."kind" in ('percent', 'fixed')),
	CONSTRAINT "vouchers_value" CHECK ("vouchers"."value" > 0 and ("vouchers"."kind" <> 'percent' or "vouchers"."value" <= 100)),
	CONSTRAINT "vouchers_uses" CHECK ("vouchers"."uses" >= 0 and ("vouchers"."max_uses" is null or "vouchers"."uses" <= "vouchers"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"sheba" char(26) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reference" varchar(100),
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_sheba" CHECK ("withdrawals"."sheba" ~ '^IR[0-9]{24}$')
);
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_price";--> statement-breakpoint
DROP INDEX "purchases_item_buyer_key";--> statement-breakpoint
DROP INDEX "purchases_buyer_idx";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "seller_id" bigint;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "hold" varchar(10) DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "release_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "dispute_reason" varchar(1000);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "settled_by" bigint;--> statement-breakpoint
-- Purchases recorded before the wallet existed were paid for outside it: settled, nothing held.
UPDATE "purchases" SET "seller_id" = "items"."owner_id", "hold" = 'released' FROM "items" WHERE "items"."id" = "purchases"."item_id";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_counterpart_id_users_id_fk" FOREIGN KEY ("counterpart_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_member_uses" ADD CONSTRAINT "voucher_member_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_member_uses" ADD CONSTRAINT "voucher_member_uses_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_kind_key" ON "ledger_accounts" USING btree ("member_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_key" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."member_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_member_idx" ON "ledger_entries" USING btree ("member_id","id" DESC NULLS LAST) WHERE "ledger_entries"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_member_kind_idx" ON "ledger_entries" USING btree ("member_id","kind","id" DESC NULLS LAST) WHERE "ledger_entries"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_key" ON "offers" USING btree ("item_id","buyer_id") WHERE "offers"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "offers_item_idx" ON "offers" USING btree ("item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_actions_subject_idx" ON "operator_actions" USING btree ("subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_authority_key" ON "payments" USING btree ("gateway","authority");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_friend_key" ON "referral_rewards" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_item_idx" ON "purchases" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_seller_held_idx" ON "purchases" USING btree ("seller_id","release_at") WHERE "purchases"."hold" = 'held';--> statement-breakpoint
CREATE INDEX "purchases_due_idx" ON "purchases" USING btree ("release_at") WHERE "purchases"."hold" = 'held';--> statement-breakpoint
CREATE INDEX "purchases_disputed_idx" ON "purchases" USING btree ("disputed_at") WHERE "purchases"."hold" = 'disputed';--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_item_buyer_key" ON "purchases" USING btree ("item_id","buyer_id") WHERE "purchases"."hold" <> 'refunded';--> statement-breakpoint
CREATE INDEX "purchases_buyer_idx" ON "purchases" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_hold" CHECK ("purchases"."hold" in ('held', 'disputed', 'released', 'refunded'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_amounts" CHECK ("purchases"."price" >= 0 and "purchases"."discount" >= 0 and "purchases"."discount" <= "purchases"."price" and "purchases"."commission" >= 0 and "purchases"."commission" <= "purchases"."price");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_not_own" CHECK ("purchases"."buyer_id" <> "purchases"."seller_id");