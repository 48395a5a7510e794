ALTER TABLE "banners" ADD COLUMN "link_product_id" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","id");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_check" CHECK ("banners"."link_product_id" is null or "banners"."link_url" is null);--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_schedule_check" CHECK ("banners"."active_from" is null or "banners"."active_to" is null or "banners"."active_to" > "banners"."active_from");--> statement-breakpoint
-- The order the seed showed (newest first) becomes the banners' positions, 1..n (issue 27).
UPDATE "banners" SET "position" = "ordered"."n", "updated_at" = "banners"."created_at"
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at" DESC, "id" DESC) AS "n" FROM "banners") AS "ordered"
WHERE "banners"."id" = "ordered"."id";
