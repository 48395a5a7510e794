-- The moderator role (issue 25, decision 031): the roles' CHECK admits it beside admin and user.
-- The new list holds the old one, so existing rows pass the check it validates.
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'moderator', 'user'));