CREATE TABLE "app_state" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "binding_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "binding_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" varchar(254);--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_failures_created_at_idx" ON "auth_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "items_owner_updated_idx" ON "items" USING btree ("owner_id","section","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_unclaimed_drafts_idx" ON "items" USING btree ("created_at") WHERE "items"."owner_id" is null and "items"."status" = 'draft';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_email_lower" CHECK ("users"."pending_email" = lower("users"."pending_email"));--> statement-breakpoint
-- An e-mail given with a mobile sign-up was never proven by a code sent to it, so it becomes a
-- pending address that no sign-in matches until its owner verifies it.
UPDATE "users" SET "pending_email" = "email", "email" = NULL WHERE "mobile" IS NOT NULL AND "email" IS NOT NULL;
