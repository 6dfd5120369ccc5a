CREATE TABLE "job_runs" (
	"job" varchar(64) NOT NULL,
	"period" bigint NOT NULL,
	"holder" varchar(128) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"done" integer,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period"),
	CONSTRAINT "job_runs_period_check" CHECK ("job_runs"."period" >= 0)
);
--> statement-breakpoint
CREATE INDEX "job_runs_running_idx" ON "job_runs" USING btree ("job") WHERE "job_runs"."finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");