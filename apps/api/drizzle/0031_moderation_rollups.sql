-- The Insights figures (decision 056): per Africa/Algiers day, counts of the moderation audit
-- entries and, under `wait` / `wait.month`, a histogram of the waits to a first decision, kept by a
-- recurring job that reads the audit log past `last_audit_id`. A period reads a few thousand rows
-- however many entries it covers.
CREATE TABLE "moderation_rollups" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"actor_id" integer DEFAULT 0 NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	-- Covering: a period is read from the index alone, its rows being scattered over the heap.
	CONSTRAINT "moderation_rollups_pk" PRIMARY KEY("metric","day","actor_id","label") INCLUDE ("n", "seconds")
);
--> statement-breakpoint
CREATE TABLE "moderation_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_audit_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "moderation_rollup_state" ("id", "last_audit_id") VALUES (1, 0);
--> statement-breakpoint
-- The backlog by age: the oldest and the recent ranges of the waiting listings' "waiting since".
CREATE INDEX "products_waiting_since_idx" ON "products" USING btree ((coalesce("resubmitted_at", "created_at"))) INCLUDE ("resubmitted_at", "created_at") WHERE "status" = 'pending';
--> statement-breakpoint
-- Signals raised in a period: a range of their computation time.
CREATE INDEX "product_signals_computed_idx" ON "product_signals" USING btree ("created_at", "product_id");
