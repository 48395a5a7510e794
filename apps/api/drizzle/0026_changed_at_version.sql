-- Which version last changed each reviewed part of a listing (its fields, `pictures`, `flags`,
-- `status`): a decision made on an older version answers 409 naming exactly what moved since
-- (decision 052). Listings before this migration have none: their 409 names no field.
ALTER TABLE "products" ADD COLUMN "changed_at_version" jsonb DEFAULT '{}'::jsonb NOT NULL;
