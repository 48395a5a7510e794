import { inArray, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { rateLimits } from '../db/schema'

/** How one kind of key is limited. */
export type LimitRule = {
  /** Attempts allowed before the key is locked; the `max`-th attempt sets the lock. */
  max: number
  /** The lock set by the `max`-th attempt; each further attempt doubles it, up to `maxLockMs`. */
  baseLockMs: number
  maxLockMs: number
  /** Attempts are forgotten this long after the last one (once no lock is running). */
  windowMs: number
}

export type LimitKey = {
  key: string
  rule: LimitRule
  /**
   * `false` counts the attempt without being stopped by the key's lock (an account's known
   * address still adds to the account's count). Default `true`.
   */
  enforce?: boolean
}

export type Reservation =
  | {
      ok: true
      /** Gives the attempts back (the attempt turned out legitimate); `reset` keys are forgotten. */
      release(options?: { reset?: string[] }): Promise<void>
    }
  | {
      ok: false /** Seconds until every refusing key is unlocked (at least 1). */
      retryAfter: number
    }

class Refused extends Error {}

/**
 * Counts attempts per key in the database every instance shares. `reserve` takes one
 * attempt on every key at once, before the costly or guessable work (a password check, an
 * upload), in one transaction of atomic increments whose condition is the lock itself: a
 * burst of requests arriving together cannot all pass the check before any is counted.
 * Keys are taken in sorted order, so two reservations never deadlock.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    /** The clock; tests move it. Instances' clocks are assumed close (NTP). */
    readonly now: () => number = Date.now,
  ) {}

  async reserve(keys: LimitKey[]): Promise<Reservation> {
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    const now = this.now()
    try {
      await this.db.transaction(async (tx) => {
        for (const key of sorted) {
          if (!(await take(tx, key, now))) throw new Refused()
        }
      })
    } catch (error) {
      if (!(error instanceof Refused)) throw error
      return { ok: false, retryAfter: await this.retryAfter(sorted, now) }
    }
    return {
      ok: true,
      release: async (options = {}) => {
        const reset = new Set(options.reset ?? [])
        await this.db.transaction(async (tx) => {
          for (const key of sorted) {
            if (reset.has(key.key))
              await tx.delete(rateLimits).where(inArray(rateLimits.key, [key.key]))
            else await give(tx, key)
          }
        })
      },
    }
  }

  /** Forgets the keys' attempts and locks (a right second-factor code, say). */
  async reset(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(rateLimits).where(inArray(rateLimits.key, keys))
  }

  /** Deletes the rows nobody needs any more: window over and no lock running. */
  async sweep(): Promise<number> {
    const at = new Date(this.now()).toISOString()
    const deleted = await this.db
      .delete(rateLimits)
      .where(
        sql`${rateLimits.forgetAt} <= ${at}::timestamptz and (${rateLimits.lockedUntil} is null or ${rateLimits.lockedUntil} <= ${at}::timestamptz)`,
      )
      .returning({ key: rateLimits.key })
    return deleted.length
  }

  private async retryAfter(keys: LimitKey[], now: number): Promise<number> {
    const enforced = keys.filter((k) => k.enforce !== false).map((k) => k.key)
    const rows = await this.db
      .select({ lockedUntil: rateLimits.lockedUntil })
      .from(rateLimits)
      .where(inArray(rateLimits.key, enforced))
    let until = now
    for (const row of rows) if (row.lockedUntil) until = Math.max(until, row.lockedUntil.getTime())
    return Math.max(1, Math.ceil((until - now) / 1000))
  }
}

/**
 * One atomic increment: counts the attempt unless the key is locked (for an enforced key),
 * starts over once the window has passed, and sets the lock when the count reaches `max`.
 * Answers false when the key refused.
 */
async function take(tx: DbOrTx, { key, rule, enforce = true }: LimitKey, now: number) {
  const at = sql`${new Date(now).toISOString()}::timestamptz`
  const forgetAt = sql`${new Date(now + rule.windowMs).toISOString()}::timestamptz`
  const stale = sql`(r.forget_at <= ${at} and (r.locked_until is null or r.locked_until <= ${at}))`
  const hits = sql`(case when ${stale} then 1 else r.hits + 1 end)`
  const lock = (n: ReturnType<typeof sql>) =>
    sql`${at} + make_interval(secs => least(${rule.baseLockMs}::float8 * power(2::float8, least(${n} - ${rule.max}, 40)), ${rule.maxLockMs}::float8) / 1000)`
  const firstLock = rule.max <= 1 ? lock(sql`1`) : sql`null::timestamptz`
  const result = await tx.execute<{ hits: number }>(sql`
    insert into rate_limits as r (key, hits, locked_until, forget_at)
    values (${key}, 1, ${firstLock}, ${forgetAt})
    on conflict (key) do update set
      hits = ${hits},
      locked_until = case
        when ${hits} >= ${rule.max} then greatest(r.locked_until, ${lock(hits)})
        when ${stale} then null
        else r.locked_until end,
      forget_at = ${forgetAt}
    where ${!enforce} or r.locked_until is null or r.locked_until <= ${at}
    returning hits`)
  return rowsOf(result).length > 0
}

/** Gives one attempt back; a lock this attempt set (or one below `max`) goes with it. */
async function give(tx: DbOrTx, { key, rule, enforce = true }: LimitKey) {
  await tx.execute(sql`
    update rate_limits set
      hits = greatest(hits - 1, 0),
      locked_until = case when ${enforce} or hits - 1 < ${rule.max} then null else locked_until end
    where key = ${key}`)
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, typed differently. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
