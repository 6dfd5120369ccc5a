CREATE TABLE "item_matches" (
	"idea_id" uuid NOT NULL,
	"need_id" uuid NOT NULL,
	"score" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_matches_idea_id_need_id_pk" PRIMARY KEY("idea_id","need_id")
);
--> statement-breakpoint
CREATE TABLE "match_queue" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_texts" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"words" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"section" varchar(4) NOT NULL,
	"q" varchar(100),
	"words" text[] NOT NULL,
	"category" varchar(40),
	"min_price" bigint,
	"max_price" bigint,
	"negotiable" boolean,
	"signature" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_section" CHECK ("saved_searches"."section" in ('idea', 'need'))
);
--> statement-breakpoint
CREATE TABLE "channel_keys" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_messages_channel" CHECK ("channel_messages"."channel" in ('email', 'push'))
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"notification_id" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"user_id" bigint NOT NULL,
	"state" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_notification_id_channel_pk" PRIMARY KEY("notification_id","channel"),
	CONSTRAINT "notification_deliveries_channel" CHECK ("notification_deliveries"."channel" in ('email', 'push')),
	CONSTRAINT "notification_deliveries_state" CHECK ("notification_deliveries"."state" in ('sent', 'held', 'gathered'))
);
--> statement-breakpoint
CREATE TABLE "notification_opt_outs" (
	"user_id" bigint NOT NULL,
	"kind" varchar(30) NOT NULL,
	"channel" varchar(8) NOT NULL,
	CONSTRAINT "notification_opt_outs_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_opt_outs_kind" CHECK ("notification_opt_outs"."kind" in ('sale', 'purchase', 'offer_made', 'offer_accepted', 'offer_declined', 'offer_expired', 'withdrawal_paid', 'withdrawal_rejected', 'dispute_opened', 'dispute_settled', 'proceeds_released', 'referral_earned', 'referral_released', 'comment', 'answer', 'messages_unread', 'need_match', 'saved_search_match', 'operator_decision')),
	CONSTRAINT "notification_opt_outs_channel" CHECK ("notification_opt_outs"."channel" in ('email', 'push'))
);
--> statement-breakpoint
CREATE TABLE "notification_quotas" (
	"user_id" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	CONSTRAINT "notification_quotas_user_id_channel_pk" PRIMARY KEY("user_id","channel"),
	CONSTRAINT "notification_quotas_channel" CHECK ("notification_quotas"."channel" in ('email', 'push'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"endpoint" varchar(1000) NOT NULL,
	"p256dh" varchar(100) NOT NULL,
	"auth" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_matches" ADD CONSTRAINT "item_matches_idea_id_items_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_matches" ADD CONSTRAINT "item_matches_need_id_items_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_queue" ADD CONSTRAINT "match_queue_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_texts" ADD CONSTRAINT "match_texts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_messages" ADD CONSTRAINT "channel_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_quotas" ADD CONSTRAINT "notification_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_matches_need_idx" ON "item_matches" USING btree ("need_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_texts_fts_idx" ON "match_texts" USING gin (to_tsvector('simple', "text"));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_signature_idx" ON "saved_searches" USING btree ("user_id","signature");--> statement-breakpoint
CREATE INDEX "saved_searches_section_idx" ON "saved_searches" USING btree ("section","category");--> statement-breakpoint
CREATE INDEX "channel_messages_user_idx" ON "channel_messages" USING btree ("user_id","channel","sent_at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_held_idx" ON "notification_deliveries" USING btree ("user_id","channel") WHERE "notification_deliveries"."state" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_participants_unread_idx" ON "chat_participants" USING btree ("member_id") WHERE "chat_participants"."unread" > 0;--> statement-breakpoint
CREATE INDEX "offers_accepted_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'accepted';