ALTER TABLE "product_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Every change of a counter also bumps its version, in the same row update (no new row to
-- contend on): a product list's version (the sum over its counter rows) rises whenever its
-- members change, whichever instance or tool wrote. Page anchors are only used at the version
-- they were built at (lib/page-anchors.ts, docs/decisions/017-shared-change-counter-and-assets.md).
CREATE OR REPLACE FUNCTION "product_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "product_counts" SET "n" = "n" - 1, "version" = "version" + 1
    WHERE "status" = OLD."status" AND "category" = OLD."category";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "product_counts" SET "n" = "n" + 1, "version" = "version" + 1
    WHERE "status" = NEW."status" AND "category" = NEW."category";
  END IF;
  RETURN NULL;
END $$;
