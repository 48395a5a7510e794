-- Step-up (decision 055): until when a session may use staff powers over accounts (invites,
-- roles, reset links, 2FA resets, blocks) after its owner confirmed their password again.
-- Null: never, or not since the sign-in. The session check reads it with the session's row.
ALTER TABLE "sessions" ADD COLUMN "stepped_up_until" timestamp with time zone;
