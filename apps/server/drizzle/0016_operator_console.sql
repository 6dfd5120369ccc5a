CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" bigint NOT NULL,
	"action" varchar(40) NOT NULL,
	"object_type" varchar(20) NOT NULL,
	"object_id" varchar(64) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(10) NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reported_id" bigint NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"resolution" varchar(10),
	"note" varchar(500),
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_kind" CHECK ("reports"."kind" in ('comment', 'item', 'chat')),
	CONSTRAINT "reports_status" CHECK ("reports"."status" in ('open', 'closed')),
	CONSTRAINT "reports_closed_resolved" CHECK (("reports"."status" = 'open') = ("reports"."resolution" is null and "reports"."resolved_at" is null))
);
--> statement-breakpoint
-- The reports members filed on comments and conversations move to the one queue, open; the
-- reported member is the comment's author, or the other member of the conversation.
INSERT INTO "reports" ("kind", "target_id", "reporter_id", "reported_id", "reason", "created_at")
SELECT 'comment', r."comment_id", r."reporter_id", c."author_id", r."reason", r."created_at"
FROM "comment_reports" r JOIN "comments" c ON c."id" = r."comment_id";--> statement-breakpoint
INSERT INTO "reports" ("kind", "target_id", "reporter_id", "reported_id", "reason", "created_at")
SELECT 'chat', r."conversation_id", r."reporter_id",
  CASE WHEN c."low_id" = r."reporter_id" THEN c."high_id" ELSE c."low_id" END, r."reason", r."created_at"
FROM "chat_reports" r JOIN "conversations" c ON c."id" = r."conversation_id";--> statement-breakpoint
-- Operators' actions on money so far become the audit log's first entries (what they recorded
-- as `detail` is the entry's `after`; vouchers, withdrawals and purchases are their objects).
INSERT INTO "audit_log" ("actor_id", "action", "object_type", "object_id", "after", "at")
SELECT "operator_id", "action",
  CASE split_part("action", '.', 1) WHEN 'dispute' THEN 'purchase' ELSE split_part("action", '.', 1) END,
  "subject"::text, "detail", "created_at"
FROM "operator_actions" ORDER BY "id";--> statement-breakpoint
DROP TABLE "chat_reports" CASCADE;--> statement-breakpoint
DROP TABLE "comment_reports" CASCADE;--> statement-breakpoint
DROP TABLE "operator_actions" CASCADE;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "hidden_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "owner_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_key" ON "reports" USING btree ("kind","target_id","reporter_id");--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "reports_reported_idx" ON "reports" USING btree ("reported_id");