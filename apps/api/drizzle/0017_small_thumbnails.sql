-- Product pictures get a third file, a square the size of a list's cell (products-service.ts,
-- 128 px for two device pixels per CSS pixel). Pictures stored before keep a null key: lists
-- show their thumbnail, as before. The index serves /uploads/* (picture-visibility.ts), as the
-- file and thumbnail keys' do; adding a null column rewrites no row.
ALTER TABLE "product_pictures" ADD COLUMN "small_key" text;--> statement-breakpoint
CREATE INDEX "product_pictures_small_key_idx" ON "product_pictures" USING btree ("small_key");