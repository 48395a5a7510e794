import { beforeAll, describe, expect, it } from 'vitest'
import { RateLimiter } from '../src/lib/rate-limiter'
import { type BurstResponse, burst, listen } from './burst'
import { createUser, errorAnswer, TEST_PASSWORD, useTestApp } from './helpers'

// Default limits: 5 per email from one address (30 s, doubling), 20 per address, 50 per account.
const t = useTestApp()
let port: number
let now = Date.now()
beforeAll(async () => {
  t.app.ctx.limiter = new RateLimiter(t.db, () => now)
  port = await listen(t)
})

const signIn = (email: string, password: string) => ({
  method: 'POST',
  path: '/api/auth/login',
  body: { email, password },
})
const statuses = (answers: BurstResponse[]) => answers.map((a) => a.status)
const count = (answers: BurstResponse[], status: number) =>
  answers.filter((a) => a.status === status).length

describe('a burst of wrong passwords from one address', () => {
  it('verifies at most the allowance and refuses the rest, the right password included', async () => {
    const victim = await createUser(t, { role: 'admin' })
    const answers = await burst(port, [
      ...Array.from({ length: 200 }, (_, i) => signIn(victim.email, `guess-${i}`)),
      // The right password, sent with the burst: the guesses have used the allowance.
      signIn(victim.email, TEST_PASSWORD),
    ])
    const verified = count(answers, 401) + count(answers, 200)
    expect(verified).toBeGreaterThan(0)
    expect(verified).toBeLessThanOrEqual(5)
    expect(count(answers, 429)).toBe(answers.length - verified)
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.json()).toEqual(errorAnswer('login.tooMany'))
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(answers.at(-1)?.status).toBe(429)
    const [after] = await burst(port, [signIn(victim.email, TEST_PASSWORD)])
    expect(after?.status).toBe(429)
    expect(statuses(answers)).not.toContain(500)
  })

  it('locks another client behind the same address only as long as documented (30 s)', async () => {
    // Without a proxy setting, every client behind one NAT has one address: a stranger's
    // burst must not lengthen the owner's wait beyond the first lock of the email+address rule.
    const owner = await createUser(t, { role: 'admin' })
    await burst(
      port,
      Array.from({ length: 200 }, (_, i) => signIn(owner.email, `guess-${i}`)),
    )
    const [refused] = await burst(port, [signIn(owner.email, TEST_PASSWORD)])
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(30)
    now += 30_000
    const [signedIn] = await burst(port, [signIn(owner.email, TEST_PASSWORD)])
    expect(signedIn?.status).toBe(200)
  })
})
