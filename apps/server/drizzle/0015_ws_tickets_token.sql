-- A ticket lives 30 s; those outstanding name no session, so they go (their pages ask again).
DELETE FROM "ws_tickets";--> statement-breakpoint
ALTER TABLE "ws_tickets" ADD COLUMN "token_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "ws_tickets" ADD CONSTRAINT "ws_tickets_token_id_auth_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ws_tickets_member_idx" ON "ws_tickets" USING btree ("member_id");