-- Duplicate and risk signals (issue 32, decision 049): perceptual hashes of product pictures
-- looked up by their four 16-bit bands (one index each: multi-index hashing, never a scan),
-- the signals the job stored per product, the pairs a moderator dismissed, the normalized
-- title's trigrams (GIN), approved prices by subcategory and wilaya (the
-- median and MAD of price-outlier read this index), and users by phone.
CREATE TABLE "picture_hashes" (
	"picture_id" integer NOT NULL,
	"variant" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"hash" bigint NOT NULL,
	CONSTRAINT "picture_hashes_picture_id_variant_pk" PRIMARY KEY("picture_id","variant")
);
--> statement-breakpoint
CREATE TABLE "product_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"other_product_id" integer,
	"score" real NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_signals_kind_check" CHECK ("product_signals"."kind" in ('same-picture', 'similar-title', 'same-phone-many', 'price-outlier'))
);
--> statement-breakpoint
CREATE TABLE "signal_dismissals" (
	"kind" text NOT NULL,
	"low_id" integer NOT NULL,
	"high_id" integer NOT NULL,
	"dismissed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signal_dismissals_kind_low_id_high_id_pk" PRIMARY KEY("kind","low_id","high_id"),
	CONSTRAINT "signal_dismissals_kind_check" CHECK ("signal_dismissals"."kind" in ('same-picture', 'similar-title'))
);
--> statement-breakpoint
ALTER TABLE "picture_hashes" ADD CONSTRAINT "picture_hashes_picture_id_product_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."product_pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_hashes" ADD CONSTRAINT "picture_hashes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_signals" ADD CONSTRAINT "product_signals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_signals" ADD CONSTRAINT "product_signals_other_product_id_products_id_fk" FOREIGN KEY ("other_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_dismissals" ADD CONSTRAINT "signal_dismissals_low_id_products_id_fk" FOREIGN KEY ("low_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_dismissals" ADD CONSTRAINT "signal_dismissals_high_id_products_id_fk" FOREIGN KEY ("high_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_dismissals" ADD CONSTRAINT "signal_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_hashes_product_idx" ON "picture_hashes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "picture_hashes_band0_idx" ON "picture_hashes" USING btree ((("hash" >> 48) & 65535));--> statement-breakpoint
CREATE INDEX "picture_hashes_band1_idx" ON "picture_hashes" USING btree ((("hash" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "picture_hashes_band2_idx" ON "picture_hashes" USING btree ((("hash" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "picture_hashes_band3_idx" ON "picture_hashes" USING btree ((("hash" >> 0) & 65535));--> statement-breakpoint
CREATE INDEX "product_signals_product_idx" ON "product_signals" USING btree ("product_id","kind");--> statement-breakpoint
CREATE INDEX "product_signals_other_idx" ON "product_signals" USING btree ("other_product_id");--> statement-breakpoint
CREATE INDEX "signal_dismissals_high_idx" ON "signal_dismissals" USING btree ("high_id");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (search_normalize("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_price_group_idx" ON "products" USING btree ("subcategory_id","wilaya","price") WHERE "products"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_number");