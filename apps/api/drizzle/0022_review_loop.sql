ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "resubmitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "undo_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "previous_status" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "previous_changes" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_rejected_at_idx" ON "products" USING btree ("rejected_at") WHERE "products"."rejected_at" is not null;--> statement-breakpoint
CREATE INDEX "products_created_by_idx" ON "products" USING btree ("created_by_id","status");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rejection_reason_check" CHECK ("products"."rejection_reason" in ('incomplete_description', 'wrong_category', 'prohibited_content', 'poor_photos', 'duplicate', 'unrealistic_price', 'contact_details', 'other'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
-- The counters' triggers only update existing rows: the new status needs its rows (issue 26).
INSERT INTO "product_counts" ("status", "category", "n")
SELECT 'rejected', c, 0 FROM unnest(ARRAY['A', 'B', 'C', 'D']) AS c
ON CONFLICT DO NOTHING;
