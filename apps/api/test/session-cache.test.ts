import { describe, expect, it } from 'vitest'
import { SessionCache, type SessionState } from '../src/modules/auth/session-cache'

const alice: SessionState = {
  id: 7,
  role: 'user',
  isBlocked: false,
  live: true,
  twoFactor: false,
  steppedUpUntil: null,
}

describe('SessionCache', () => {
  it('remembers a check until its time is up', () => {
    const cache = new SessionCache(1000)
    cache.remember(cache.epoch, 's1', alice, 0)
    expect(cache.lookup(7, 's1', 999)).toEqual(alice)
    expect(cache.lookup(7, 's1', 1000)).toBeUndefined()
    expect(cache.lookup(7, 's2', 10)).toBeUndefined()
    expect(cache.lookup(8, 's1', 10)).toBeUndefined()
  })

  it('forgets everything on invalidate', () => {
    const cache = new SessionCache(1000)
    cache.remember(cache.epoch, 's1', alice, 0)
    cache.invalidate()
    expect(cache.lookup(7, 's1', 1)).toBeUndefined()
  })

  it('refuses an answer read before an invalidation (no stale write-back)', () => {
    const cache = new SessionCache(1000)
    const epoch = cache.epoch // a request starts reading the database
    cache.invalidate() // meanwhile the user is blocked and the change commits
    cache.remember(epoch, 's1', alice, 0) // the old answer arrives
    expect(cache.lookup(7, 's1', 1)).toBeUndefined()
  })

  it('remembers nothing when turned off', () => {
    const cache = new SessionCache(0)
    cache.remember(cache.epoch, 's1', alice, 0)
    expect(cache.lookup(7, 's1', 0)).toBeUndefined()
  })

  it('stays bounded', () => {
    const cache = new SessionCache(1000, 2)
    cache.remember(cache.epoch, 'a', { ...alice, id: 1 }, 0)
    cache.remember(cache.epoch, 'b', { ...alice, id: 2 }, 0)
    cache.remember(cache.epoch, 'c', { ...alice, id: 3 }, 0)
    expect(cache.lookup(1, 'a', 1)).toBeUndefined()
    expect(cache.lookup(3, 'c', 1)).toEqual({ ...alice, id: 3 })
  })
})
