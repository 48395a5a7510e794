-- Wilaya and category names leave the products' search documents (decision 028). Every row of a
-- wilaya carried its names, so a term such as `Oran` or `الأغواط` read trigram lists as long as
-- the wilaya (17,000 rows at a million products, 14-16 ms per search) before the page could be
-- found. A word now finds those rows through the wilaya and category columns instead
-- (lib/search.ts `places`, products-repository `placesNamed`), with the same substring meaning.
-- Dropping the column drops its two indexes; they are built again on the new documents.
ALTER TABLE "products" DROP COLUMN "search_doc";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (search_normalize(title || ' ' || location || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_prefix_idx" ON "products" USING btree (left("search_doc", 32) text_pattern_ops);--> statement-breakpoint
DROP FUNCTION search_place_names(integer, text);
