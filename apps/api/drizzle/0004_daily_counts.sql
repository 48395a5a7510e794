CREATE TABLE "product_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "product_daily_counts" ("day", "n")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "products" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "product_daily_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "product_daily_counts" AS d ("day", "n") VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT ("day") DO UPDATE SET "n" = d."n" + 1;
  ELSE
    UPDATE "product_daily_counts" SET "n" = "n" - 1 WHERE "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_daily_count" AFTER INSERT OR DELETE ON "products"
FOR EACH ROW EXECUTE FUNCTION "product_daily_counts_track"();
