import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import type { LimitRule } from './limit-rule'
import { deleteInBatches } from './sql'

const SWEEP_BATCH = 5000

export type { LimitRule }

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
      /**
       * Gives the attempts back (the attempt was legitimate); `reset` keys are forgotten,
       * `keep` keys keep this attempt counted (a limit on every attempt, right ones too).
       */
      release(options?: { reset?: string[]; keep?: string[] }): Promise<void>
    }
  | {
      ok: false
      /** Seconds until every refusing key is unlocked (at least 1): the Retry-After. */
      retryAfter: number
    }

/**
 * Counts attempts per key in the database every instance shares, so limits hold across
 * instances and restarts. `reserve` takes one attempt on every given key, or on none, before
 * the costly or guessable work (a password check, a hash, an upload) is done: one call of
 * `rate_limit_take` (migration 0009), whose increments are conditional on the lock itself.
 * A burst of requests arriving together is counted one by one; no request can pass the check
 * before the others are counted, so at most `max` attempts per key ever get through.
 *
 * @example
 * const attempt = await ctx.limiter.reserve([{ key: `totp:${userId}`, rule }])
 * if (!attempt.ok) throw tooManyRequests(message, attempt.retryAfter)
 * if (codeIsRight) await attempt.release() // a wrong code keeps its attempt counted
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    /** The clock; tests move it. Instances' clocks are assumed close (NTP). */
    readonly now: () => number = Date.now,
  ) {}

  async reserve(keys: LimitKey[]): Promise<Reservation> {
    // Sorted, so that two calls lock shared rows in the same order.
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    const wait = await this.call<{ wait: number }>(
      sql`select rate_limit_take(${json(sorted)}::jsonb, ${this.at()}::timestamptz) as wait`,
    )
    if (wait.wait > 0) return { ok: false, retryAfter: wait.wait }
    return {
      ok: true,
      release: async (options = {}) => {
        const reset = new Set(options.reset ?? [])
        const keep = new Set(options.keep ?? [])
        const given = sorted.filter((limit) => !keep.has(limit.key))
        await this.call(sql`select rate_limit_give(${json(given, reset)}::jsonb) as done`)
      },
    }
  }

  /** Forgets the keys' attempts and locks (a right second-factor code, say). */
  async reset(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(rateLimits).where(inArray(rateLimits.key, keys))
  }

  /**
   * Deletes the rows nobody needs any more: window over and no lock running. In the database,
   * SWEEP_BATCH rows a statement (rows a limiter call holds are skipped, not waited for), and
   * only the count comes back: a flood of keys is never loaded into Node.
   */
  async sweep(): Promise<number> {
    const at = sql`${this.at()}::timestamptz`
    return deleteInBatches(
      this.db,
      sql`delete from ${rateLimits} where ${rateLimits.key} in (
        select r.key from ${rateLimits} r
        where r.forget_at <= ${at} and (r.locked_until is null or r.locked_until <= ${at})
        limit ${SWEEP_BATCH} for update skip locked)`,
      SWEEP_BATCH,
    )
  }

  private at() {
    return new Date(this.now()).toISOString()
  }

  private async call<T>(query: ReturnType<typeof sql>): Promise<T> {
    // node-postgres and PGlite both answer `{ rows }`.
    const result = (await this.db.execute(query)) as unknown as { rows: T[] }
    const [row] = result.rows
    if (!row) throw new Error('rate limiter: no answer')
    return row
  }
}

function json(keys: LimitKey[], reset = new Set<string>()) {
  return JSON.stringify(
    keys.map(({ key, rule, enforce = true }) => ({
      key,
      max: rule.max,
      base_ms: rule.baseLockMs,
      cap_ms: rule.maxLockMs,
      window_ms: rule.windowMs,
      enforce,
      reset: reset.has(key),
    })),
  )
}
