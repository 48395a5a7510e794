import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loginKnownAddresses, rateLimits, users } from '../src/db/schema'
import { type LimitRule, RateLimiter } from '../src/lib/rate-limiter'
import { knownAddressSql, rememberAddress } from '../src/modules/auth/known-addresses-repository'
import { createUser, useTestApp } from './helpers'

const rule: LimitRule = { max: 3, baseLockMs: 30_000, maxLockMs: 120_000, windowMs: 15 * 60_000 }

const t = useTestApp()

let sequence = 0
function setup() {
  let now = 1_700_000_000_000
  const limiter = new RateLimiter(t.db, () => now)
  sequence += 1
  const key = (name: string) => `test:${sequence}:${name}`
  return { limiter, key, advance: (ms: number) => (now += ms) }
}

/** Seconds to wait for `name`, 0 when an attempt would be counted (and counts it). */
async function waitFor(limiter: RateLimiter, keys: Array<{ key: string; rule: LimitRule }>) {
  const attempt = await limiter.reserve(keys)
  return attempt.ok ? 0 : attempt.retryAfter
}

describe('RateLimiter (database-backed)', () => {
  it('locks a key with its max-th attempt and doubles the lock with each further one, up to a cap', async () => {
    const { limiter, key, advance } = setup()
    const k = [{ key: key('k'), rule }]
    expect(await waitFor(limiter, k)).toBe(0)
    expect(await waitFor(limiter, k)).toBe(0)
    expect(await waitFor(limiter, k)).toBe(0) // the third attempt is checked, and locks
    expect(await waitFor(limiter, k)).toBe(30)
    advance(30_000)
    expect(await waitFor(limiter, k)).toBe(0) // the fourth locks for 60 s
    expect(await waitFor(limiter, k)).toBe(60)
    advance(60_000)
    expect(await waitFor(limiter, k)).toBe(0)
    expect(await waitFor(limiter, k)).toBe(120)
    advance(120_000)
    expect(await waitFor(limiter, k)).toBe(0)
    expect(await waitFor(limiter, k)).toBe(120)
  })

  it('forgets attempts a window after the last one, once no lock runs', async () => {
    const { limiter, key, advance } = setup()
    const k = [{ key: key('k'), rule }]
    for (let i = 0; i < 3; i++) await limiter.reserve(k)
    advance(15 * 60_000)
    expect(await waitFor(limiter, k)).toBe(0)
    expect(await waitFor(limiter, k)).toBe(0)
    expect(await waitFor(limiter, k)).toBe(0)
    expect(await waitFor(limiter, k)).toBe(30)
  })

  it('answers the longest wait among several keys and counts nothing when one refuses', async () => {
    const { limiter, key, advance } = setup()
    const a = { key: key('a'), rule }
    const b = { key: key('b'), rule }
    for (let i = 0; i < 3; i++) await limiter.reserve([a])
    advance(30_000)
    await limiter.reserve([a]) // a: 60 s
    for (let i = 0; i < 3; i++) await limiter.reserve([b]) // b: 30 s
    const c = { key: key('c'), rule }
    expect(await waitFor(limiter, [a, b, c])).toBe(60)
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, c.key))
    expect(row).toBeUndefined()
  })

  it('gives attempts back on release, lifts the lock they set, and resets a key', async () => {
    const { limiter, key } = setup()
    const a = { key: key('a'), rule }
    const b = { key: key('b'), rule }
    await limiter.reserve([a, b])
    await limiter.reserve([a, b])
    const third = await limiter.reserve([a, b])
    expect(third.ok).toBe(true)
    expect(await waitFor(limiter, [b])).toBe(30)
    if (third.ok) await third.release({ reset: [a.key] })
    const rows = await t.db.select().from(rateLimits).where(eq(rateLimits.key, b.key))
    expect(rows.map((r) => [r.hits, r.lockedUntil])).toEqual([[2, null]])
    const [gone] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, a.key))
    expect(gone).toBeUndefined()
  })

  it('counts a key it does not enforce without being stopped by its lock', async () => {
    const { limiter, key } = setup()
    const account = { key: key('account'), rule }
    for (let i = 0; i < 3; i++) await limiter.reserve([account])
    expect(await waitFor(limiter, [account])).toBe(30)
    expect((await limiter.reserve([{ ...account, enforce: false }])).ok).toBe(true)
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, account.key))
    expect(row?.hits).toBe(4)
  })

  it('lets exactly max of 200 simultaneous reservations of one key through', async () => {
    const { limiter, key } = setup()
    const k = [{ key: key('burst'), rule: { ...rule, max: 5 } }]
    const answers = await Promise.all(Array.from({ length: 200 }, () => limiter.reserve(k)))
    expect(answers.filter((a) => a.ok)).toHaveLength(5)
    expect(answers.filter((a) => !a.ok).every((a) => !a.ok && a.retryAfter === 30)).toBe(true)
  })

  it('sweeps the rows whose window and lock are over, and only those', async () => {
    const { limiter, key, advance } = setup()
    const old = { key: key('old'), rule: { ...rule, windowMs: 1000 } }
    const locked = { key: key('locked'), rule: { ...rule, max: 1, windowMs: 1000 } }
    await limiter.reserve([old])
    await limiter.reserve([locked])
    advance(2000)
    const fresh = { key: key('fresh'), rule }
    await limiter.reserve([fresh])
    await limiter.sweep()
    const left = await t.db.select({ key: rateLimits.key }).from(rateLimits)
    const keys = left.map((r) => r.key)
    expect(keys).not.toContain(old.key)
    expect(keys).toContain(locked.key)
    expect(keys).toContain(fresh.key)
  })
})

describe('known addresses', () => {
  it('remembers the 20 most recent addresses per account', async () => {
    const boss = await createUser(t)
    const other = await createUser(t)
    const now = Date.now()
    for (let i = 0; i < 25; i++) await rememberAddress(t.db, boss.id, `10.0.0.${i}`, now + i)
    const known = (id: number, address: string) =>
      t.db
        .select({ known: knownAddressSql(users.id, address, now + 100) })
        .from(users)
        .where(eq(users.id, id))
        .then(([row]) => row?.known)
    expect(await known(boss.id, '10.0.0.24')).toBe(true)
    expect(await known(boss.id, '10.0.0.0')).toBe(false)
    expect(await known(other.id, '10.0.0.24')).toBe(false)
    const rows = await t.db
      .select()
      .from(loginKnownAddresses)
      .where(eq(loginKnownAddresses.userId, boss.id))
    expect(rows).toHaveLength(20)
  })
})
