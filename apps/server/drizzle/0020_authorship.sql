CREATE TABLE "authorship_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"root" varchar(64) NOT NULL,
	"signed_at" varchar(30) NOT NULL,
	"key_id" varchar(16) NOT NULL,
	"signature" varchar(128) NOT NULL,
	"tsa_token" "bytea",
	"size" integer NOT NULL,
	CONSTRAINT "authorship_batches_size" CHECK ("authorship_batches"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "authorship_keys" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"public_key" varchar(44) NOT NULL,
	"private_key" text,
	"from" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "authorship_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"canonical_content" text NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"leaf_hash" varchar(64) NOT NULL,
	"batch_id" bigint,
	"leaf_index" integer,
	"proof" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authorship_versions_item_version_key" UNIQUE("item_id","version"),
	CONSTRAINT "authorship_versions_version" CHECK ("authorship_versions"."version" >= 1),
	CONSTRAINT "authorship_versions_batched" CHECK (("authorship_versions"."batch_id" is null) = ("authorship_versions"."leaf_index" is null) and ("authorship_versions"."batch_id" is null) = ("authorship_versions"."proof" is null))
);
--> statement-breakpoint
ALTER TABLE "item_files" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "authorship_salt" varchar(64);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "private_by_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "authorship_batches" ADD CONSTRAINT "authorship_batches_key_id_authorship_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."authorship_keys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorship_versions" ADD CONSTRAINT "authorship_versions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorship_versions" ADD CONSTRAINT "authorship_versions_batch_id_authorship_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."authorship_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorship_batches_unstamped_idx" ON "authorship_batches" USING btree ("id") WHERE "authorship_batches"."tsa_token" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "authorship_keys_current_key" ON "authorship_keys" USING btree ((true)) WHERE "authorship_keys"."until" is null;--> statement-breakpoint
CREATE INDEX "authorship_versions_unbatched_idx" ON "authorship_versions" USING btree ("id") WHERE "authorship_versions"."batch_id" is null;--> statement-breakpoint
CREATE INDEX "authorship_versions_batch_idx" ON "authorship_versions" USING btree ("batch_id","leaf_index");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_private_by_default" CHECK (not "questions"."private_by_default" or ("questions"."role" is null and "questions"."set" <> 'need'));--> statement-breakpoint
-- A bank seeded before issue 31 keeps its questions (the seed adds only missing ones): the answers
-- that give an idea away start private from now on there too. Answers already stored keep theirs.
UPDATE "questions" SET "private_by_default" = true WHERE "role" IS NULL AND ("set", "key") IN (('idea', 'solution'), ('idea', 'target_customers'), ('idea', 'investment_needed'), ('idea', 'monthly_revenue'), ('after', 'validation'), ('after', 'main_risks'), ('competitor', 'competitors'), ('competitor', 'difference'));
