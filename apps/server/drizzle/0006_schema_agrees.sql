ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_member_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "comment_reports" DROP CONSTRAINT "comment_reports_reporter_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "indicator_ratings" DROP CONSTRAINT "indicator_ratings_rater_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "items" DROP CONSTRAINT "items_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_referred_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "items_owner_idx";--> statement-breakpoint
DROP INDEX "items_browse_idx";--> statement-breakpoint
DROP INDEX "items_browse_price_idx";--> statement-breakpoint
DROP INDEX "items_browse_rating_idx";--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_ratings" ADD CONSTRAINT "indicator_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_member_idx" ON "auth_codes" USING btree ("member_id") WHERE "auth_codes"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "comment_reports_reporter_idx" ON "comment_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "indicator_ratings_rater_idx" ON "indicator_ratings" USING btree ("rater_id");--> statement-breakpoint
CREATE INDEX "item_answers_question_idx" ON "item_answers" USING btree ("question_id");--> statement-breakpoint
-- The search and sort indexes that 0004 wrote by hand, now in the schema: the same definitions,
-- so a database that ran 0004 keeps them.
CREATE INDEX IF NOT EXISTS "items_search_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_browse_newest_idx" ON "items" USING btree ("status","section","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_browse_price_asc_idx" ON "items" USING btree ("status","section",(coalesce("price", 9000000000000000)),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_browse_price_desc_idx" ON "items" USING btree ("status","section",(coalesce("price", -1)) DESC,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_browse_rating_key_idx" ON "items" USING btree ("status","section",(coalesce("rating", -1)) DESC,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "auth_failures" ADD CONSTRAINT "auth_failures_channel" CHECK ("auth_failures"."channel" in ('email', 'mobile'));--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD CONSTRAINT "dev_outbox_channel" CHECK ("dev_outbox"."channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_role" CHECK ("questions"."role" in ('title', 'category', 'summary', 'budget'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'fa'));