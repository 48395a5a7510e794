CREATE TABLE "job_schedules" (
	"kind" text PRIMARY KEY NOT NULL,
	"every_ms" integer NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
