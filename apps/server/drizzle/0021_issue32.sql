ALTER TABLE "comments" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "min_value" bigint;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "max_value" bigint;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_number_bounds" CHECK (coalesce("questions"."min_value", 0) >= 0 and coalesce("questions"."max_value", 0) <= 999999999999999 and coalesce("questions"."min_value", 0) <= coalesce("questions"."max_value", 999999999999999));--> statement-breakpoint
-- issue 32 (numbers): the seeded number questions get their bounds, in their unit. Questions an
-- operator turned into another kind are left without (only a number question has bounds).
UPDATE "questions" SET "min_value" = b.min_value, "max_value" = b.max_value
FROM (VALUES
  ('idea', 'investment_needed', 0, 10000000000000),
  ('idea', 'monthly_revenue', 0, 1000000000000),
  ('idea', 'collaboration_fee', 1000, 10000000000),
  ('need', 'budget', 1000, 10000000000000),
  ('need', 'deadline', 1, 3650),
  ('after', 'team_size', 1, 10000),
  ('competitor', 'competitor_price', 0, 1000000000000)
) AS b("set", "key", min_value, max_value)
WHERE "questions"."set" = b."set" AND "questions"."key" = b."key"
  AND "questions"."kind" IN ('single-textual', 'single-textual-with-checkbox');
