CREATE TABLE "login_known_addresses" (
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_known_addresses" ADD CONSTRAINT "login_known_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_known_addresses_last_seen_idx" ON "login_known_addresses" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "rate_limits_forget_at_idx" ON "rate_limits" USING btree ("forget_at");--> statement-breakpoint
-- The rate limiter's two operations (apps/api/src/lib/rate-limiter.ts), each one round trip
-- that holds its row locks for microseconds. `p_keys` is a JSON array, sorted by key by the
-- caller so that two calls never wait on each other in opposite orders:
-- [{ "key", "max", "base_ms", "cap_ms", "window_ms", "enforce", "reset" }].
--
-- rate_limit_take counts one attempt on every key, or on none: an enforced key whose lock is
-- running refuses, and the attempts already counted by this call are rolled back with it.
-- Answers 0 when counted, else the seconds until every refusing lock is over (at least 1).
CREATE FUNCTION rate_limit_take(p_keys jsonb, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  k record;
  taken integer;
  until timestamptz;
BEGIN
  BEGIN
    FOR k IN
      SELECT x.* FROM jsonb_array_elements(p_keys) WITH ORDINALITY AS e(v, n),
        jsonb_to_record(e.v) AS x(key text, max integer, base_ms float8, cap_ms float8,
          window_ms float8, enforce boolean)
      ORDER BY e.n
    LOOP
      INSERT INTO rate_limits AS r (key, hits, locked_until, forget_at)
      VALUES (k.key, 1,
        CASE WHEN k.max <= 1 THEN p_now + make_interval(secs => least(k.base_ms, k.cap_ms) / 1000) END,
        p_now + make_interval(secs => k.window_ms / 1000))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.forget_at <= p_now AND (r.locked_until IS NULL OR r.locked_until <= p_now)
          THEN 1 ELSE r.hits + 1 END,
        locked_until = CASE
          WHEN (CASE WHEN r.forget_at <= p_now AND (r.locked_until IS NULL OR r.locked_until <= p_now)
                THEN 1 ELSE r.hits + 1 END) >= k.max
          THEN greatest(r.locked_until, p_now + make_interval(secs => least(
            k.base_ms * power(2::float8, least((CASE WHEN r.forget_at <= p_now AND (r.locked_until IS NULL
              OR r.locked_until <= p_now) THEN 1 ELSE r.hits + 1 END) - k.max, 40)), k.cap_ms) / 1000))
          WHEN r.forget_at <= p_now AND (r.locked_until IS NULL OR r.locked_until <= p_now) THEN NULL
          ELSE r.locked_until END,
        forget_at = p_now + make_interval(secs => k.window_ms / 1000)
      WHERE NOT k.enforce OR r.locked_until IS NULL OR r.locked_until <= p_now;
      GET DIAGNOSTICS taken = ROW_COUNT;
      IF taken = 0 THEN
        RAISE EXCEPTION USING ERRCODE = 'RL001', MESSAGE = 'rate limit locked';
      END IF;
    END LOOP;
    RETURN 0;
  EXCEPTION WHEN SQLSTATE 'RL001' THEN
    SELECT max(r.locked_until) INTO until FROM rate_limits r
    WHERE r.key IN (SELECT e.v->>'key' FROM jsonb_array_elements(p_keys) AS e(v)
                    WHERE (e.v->>'enforce')::boolean)
      AND r.locked_until > p_now;
    RETURN greatest(1, ceil(round(extract(epoch FROM (coalesce(until, p_now) - p_now))::numeric, 3))::integer);
  END;
END $$;
--> statement-breakpoint
-- rate_limit_give gives one attempt back on every key (the attempt was legitimate), or
-- forgets a key marked `reset`. A lock goes with the attempt when the key is enforced (no
-- attempt could pass it after this one) or when the count falls below `max`.
CREATE FUNCTION rate_limit_give(p_keys jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  FOR k IN
    SELECT x.* FROM jsonb_array_elements(p_keys) WITH ORDINALITY AS e(v, n),
      jsonb_to_record(e.v) AS x(key text, max integer, enforce boolean, reset boolean)
    ORDER BY e.n
  LOOP
    IF k.reset THEN
      DELETE FROM rate_limits WHERE key = k.key;
    ELSE
      UPDATE rate_limits SET
        hits = greatest(hits - 1, 0),
        locked_until = CASE WHEN k.enforce OR hits - 1 < k.max THEN NULL ELSE locked_until END
      WHERE key = k.key;
    END IF;
  END LOOP;
END $$;
