-- Job priority and coalescing (decision 053): mail is claimed ahead of bulk work, and a job
-- with a dedupe key (a listing's signals) waits at most once: enqueuing it again while it
-- has not started joins the waiting one. A job leaves the unique index when it is first
-- claimed (attempts > 0), so work asked for while it runs is queued again.
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority" DESC, "run_at") WHERE "jobs"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_waiting_key_idx" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."dedupe_key" is not null and "jobs"."attempts" = 0;
