-- Search documents (decision 018). One normalized text per searchable row, computed by the
-- database as a generated column, with a trigram index (words of 3 characters or more) and an
-- index of its start (shorter terms). The TypeScript twin of search_normalize is
-- packages/contract/src/search-text.ts; apps/api/test/search-normalize.test.ts runs both on one
-- table of pairs. Steps: decompose (NFD) and drop the marks (accents, Arabic vowel marks and
-- hamza signs, tatweel), fold ligatures, ى ة ٱ, Arabic-Indic digits and spaces, lower ASCII
-- (C collation: the same on every server), drop a space, dot or dash between two digits, write
-- +213 before a digit as 0, collapse spaces and trim. One translate over a short list: a long
-- one made a bulk load of 200,000 rows twice as slow.
CREATE FUNCTION search_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(
    translate(lower(replace(replace(replace(replace(replace(
      regexp_replace(normalize(t, NFD), U&'[\0300-\036F\064B-\065F\0670\0640]', '', 'g'),
      'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), 'ß', 'ss') COLLATE "C"),
      U&'ٱىة\0660\06F0\0661\06F1\0662\06F2\0663\06F3\0664\06F4\0665\06F5\0666\06F6\0667\06F7\0668\06F8\0669\06F9\0009\000A\000D\000B\000C\00A0\2007\202FøØ',
      U&'ايه00112233445566778899\0020\0020\0020\0020\0020\0020\0020\0020oo'),
    '([0-9])[ .-](?=[0-9])', '\1', 'g'),
    '(^|[^0-9])\+213(?=[0-9])', '\10', 'g'),
    ' +', ' ', 'g'), ' ')
$$;
--> statement-breakpoint
-- The names a product's wilaya and category go by, in the three languages, so `Oran`, `وهران`
-- or `Location de maisons` find the rows in them. A generated column may only call immutable
-- functions, so this one holds the reference data itself: written here from the wilayas table
-- (migration 0001) and the contract's category labels. Rerun this block if they ever change.
DO $do$
BEGIN
  EXECUTE format($f$
    CREATE FUNCTION search_place_names(wilaya integer, category text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $b$
      SELECT concat_ws(' ', CASE wilaya %s END, CASE category
        WHEN 'A' THEN 'الحج والعمرة Hajj et Omra Hajj and Umrah'
        WHEN 'B' THEN 'المطاعم والترفيه Restaurants et loisirs Restaurants and entertainment'
        WHEN 'C' THEN 'كراء المنازل Location de maisons House rentals'
        WHEN 'D' THEN 'الرحلات المنظمة Voyages organisés Organised trips' END)
    $b$$f$,
    (SELECT string_agg(format('WHEN %s THEN %L', number,
        concat_ws(' ', name_en, NULLIF(name_fr, name_en), name_ar)), ' ' ORDER BY number)
     FROM wilayas));
END
$do$;
--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
DROP INDEX "products_location_trgm_idx";--> statement-breakpoint
DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
DROP INDEX "users_username_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_phone_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (search_normalize(title || ' ' || location || ' ' || search_place_names(wilaya, category) || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (search_normalize(name_ar || ' ' || name_fr || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (search_normalize(username || ' ' || email || ' ' || phone_number)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_wilaya_idx" ON "products" USING btree ("wilaya","id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_prefix_idx" ON "products" USING btree (left("search_doc", 32) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "subcategories_search_trgm_idx" ON "subcategories" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subcategories_search_prefix_idx" ON "subcategories" USING btree (left("search_doc", 32) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_prefix_idx" ON "users" USING btree (left("search_doc", 32) text_pattern_ops);
