CREATE TABLE "product_counts" (
	"status" text NOT NULL,
	"category" char(1) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_counts_status_category_pk" PRIMARY KEY("status","category")
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Counters start from the rows already there, then triggers keep them exact in the same
-- transaction as each change.
INSERT INTO "product_counts" ("status", "category", "n")
SELECT s, c, (SELECT count(*) FROM "products" p WHERE p."status" = s AND p."category" = c)
FROM unnest(ARRAY['pending', 'approved']) AS s, unnest(ARRAY['A', 'B', 'C', 'D']) AS c;
--> statement-breakpoint
INSERT INTO "user_counts" ("id", "total", "blocked")
SELECT 1, count(*), count(*) FILTER (WHERE "is_blocked") FROM "users";
--> statement-breakpoint
CREATE FUNCTION "product_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "product_counts" SET "n" = "n" - 1 WHERE "status" = OLD."status" AND "category" = OLD."category";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "product_counts" SET "n" = "n" + 1 WHERE "status" = NEW."status" AND "category" = NEW."category";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_count_insert_delete" AFTER INSERT OR DELETE ON "products"
FOR EACH ROW EXECUTE FUNCTION "product_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "products_count_update" AFTER UPDATE OF "status", "category" ON "products"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."category" IS DISTINCT FROM NEW."category")
EXECUTE FUNCTION "product_counts_track"();
--> statement-breakpoint
CREATE FUNCTION "user_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "user_counts" SET "total" = "total" + 1, "blocked" = "blocked" + NEW."is_blocked"::int WHERE "id" = 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "user_counts" SET "total" = "total" - 1, "blocked" = "blocked" - OLD."is_blocked"::int WHERE "id" = 1;
  ELSE
    UPDATE "user_counts" SET "blocked" = "blocked" + NEW."is_blocked"::int - OLD."is_blocked"::int WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert_delete" AFTER INSERT OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "user_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE OF "is_blocked" ON "users"
FOR EACH ROW WHEN (OLD."is_blocked" IS DISTINCT FROM NEW."is_blocked")
EXECUTE FUNCTION "user_counts_track"();
