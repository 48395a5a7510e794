import { describe, expect, it } from 'vitest'
import { type LimitRule, LoginLimiter } from '../src/modules/auth/login-limiter'

const rule: LimitRule = { max: 3, baseLockMs: 30_000, maxLockMs: 120_000 }

function setup() {
  let now = 1_000_000
  const limiter = new LoginLimiter(15 * 60_000, () => now)
  return { limiter, advance: (ms: number) => (now += ms) }
}

describe('LoginLimiter', () => {
  it('locks a key after its allowance and doubles the lock with each further failure, up to a cap', () => {
    const { limiter } = setup()
    const fail = () => limiter.fail([{ key: 'k', rule }])
    fail()
    fail()
    expect(limiter.retryAfter(['k'])).toBe(0)
    fail()
    expect(limiter.retryAfter(['k'])).toBe(30)
    fail()
    expect(limiter.retryAfter(['k'])).toBe(60)
    fail()
    expect(limiter.retryAfter(['k'])).toBe(120)
    fail()
    expect(limiter.retryAfter(['k'])).toBe(120)
  })

  it('unlocks when the lock runs out and forgets failures after the window', () => {
    const { limiter, advance } = setup()
    for (let i = 0; i < 3; i++) limiter.fail([{ key: 'k', rule }])
    advance(30_001)
    expect(limiter.retryAfter(['k'])).toBe(0)
    advance(15 * 60_000)
    limiter.fail([{ key: 'k', rule }])
    expect(limiter.retryAfter(['k'])).toBe(0)
  })

  it('answers the longest wait among several keys, and resets one key', () => {
    const { limiter } = setup()
    for (let i = 0; i < 4; i++) limiter.fail([{ key: 'a', rule }])
    for (let i = 0; i < 3; i++) limiter.fail([{ key: 'b', rule }])
    expect(limiter.retryAfter(['a', 'b'])).toBe(60)
    limiter.reset('a')
    expect(limiter.retryAfter(['a', 'b'])).toBe(30)
  })

  it('remembers a bounded set of addresses per account', () => {
    const { limiter } = setup()
    for (let i = 0; i < 25; i++) limiter.rememberAddress('boss', `10.0.0.${i}`)
    expect(limiter.isKnownAddress('boss', '10.0.0.24')).toBe(true)
    expect(limiter.isKnownAddress('boss', '10.0.0.0')).toBe(false)
    expect(limiter.isKnownAddress('other', '10.0.0.24')).toBe(false)
  })
})
