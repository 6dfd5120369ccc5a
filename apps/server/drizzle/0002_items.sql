CREATE TABLE "item_answers" (
	"item_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"value" varchar(500) NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_answers_item_id_question_id_pk" PRIMARY KEY("item_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "item_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"visibility" varchar(8) NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_files_purpose" CHECK ("item_files"."purpose" in ('elevator', 'abstract')),
	CONSTRAINT "item_files_visibility" CHECK ("item_files"."visibility" in ('public', 'private')),
	CONSTRAINT "item_files_size" CHECK ("item_files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" varchar(4) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"owner_id" bigint,
	"title" varchar(50) DEFAULT '' NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"category" varchar(40),
	"price" bigint,
	"negotiable" boolean DEFAULT false NOT NULL,
	"elevator_text" varchar(300) DEFAULT '' NOT NULL,
	"business_text" varchar(5000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "items_section" CHECK ("items"."section" in ('idea', 'need')),
	CONSTRAINT "items_status" CHECK ("items"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "items_owned_past_draft" CHECK ("items"."status" = 'draft' or "items"."owner_id" is not null),
	CONSTRAINT "items_price" CHECK ("items"."price" is null or "items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"set" varchar(12) NOT NULL,
	"key" varchar(60) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"position" integer NOT NULL,
	"role" varchar(12),
	"title_en" varchar(200) NOT NULL,
	"title_fa" varchar(200) NOT NULL,
	"guide_en" text DEFAULT '' NOT NULL,
	"guide_fa" text DEFAULT '' NOT NULL,
	"placeholder_en" varchar(200) DEFAULT '' NOT NULL,
	"placeholder_fa" varchar(200) DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_en" varchar(30) DEFAULT '' NOT NULL,
	"unit_fa" varchar(30) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_set" CHECK ("questions"."set" in ('idea', 'need', 'after', 'competitor')),
	CONSTRAINT "questions_kind" CHECK ("questions"."kind" in ('two_button', 'textual', 'multiple_choice', 'single-textual', 'single-textual-with-checkbox'))
);
--> statement-breakpoint
ALTER TABLE "item_answers" ADD CONSTRAINT "item_answers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_answers" ADD CONSTRAINT "item_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_files" ADD CONSTRAINT "item_files_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_files_item_idx" ON "item_files" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "items_owner_idx" ON "items" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_browse_idx" ON "items" USING btree ("status","section","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "questions_set_key_key" ON "questions" USING btree ("set","key");--> statement-breakpoint
CREATE INDEX "questions_set_position_idx" ON "questions" USING btree ("set","position");