-- Phone numbers in one form (issue 29): `+`, the country code, the number. Sign-up kept what was
-- typed (`0555…`, `213555…`, `+213555…`), the admin's form `0…` or `+213…`; the API now stores
-- the one form on every write (normalizePhone in the contract), and the rows before it follow:
-- an Algerian national number (0 and nine digits) takes +213, a leading 00 becomes +, and
-- digits alone already start with their country code. Rows already in the form are untouched.
UPDATE "users" SET "phone_number" = '+213' || substr("phone_number", 2), "version" = "version" + 1
WHERE "phone_number" ~ '^0[1-9][0-9]{8}$';--> statement-breakpoint
UPDATE "users" SET "phone_number" = '+' || substr("phone_number", 3), "version" = "version" + 1
WHERE "phone_number" ~ '^00[1-9][0-9]{7,14}$';--> statement-breakpoint
UPDATE "users" SET "phone_number" = '+' || "phone_number", "version" = "version" + 1
WHERE "phone_number" ~ '^[1-9][0-9]{9,14}$';
