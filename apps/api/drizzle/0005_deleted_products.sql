CREATE TABLE "deleted_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"product" jsonb NOT NULL,
	"pictures" jsonb NOT NULL,
	"ratings" jsonb NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_products" ADD CONSTRAINT "deleted_products_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_products_purge_idx" ON "deleted_products" USING btree ("purge_after");