-- Staff invitations (issue 25, decision 035): when an admin invited the person; null once they
-- set a password (or for every account made another way), so a pending invite is one column.
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;