import { performance } from 'node:perf_hooks'
import { MESSAGES } from '@rihla/contract/messages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createUser, productionHash, TEST_PASSWORD, type TestApp } from './helpers'

/**
 * Account enumeration (ASVS V6, OWASP API2): sign-in must not tell an unknown email
 * from a known one with a wrong password, by its status, its body or its time. Sign-up cannot
 * hide that an email is taken (the seed answers tokens at once, so a duplicate must fail), but
 * it must say no more than the seed's message.
 */
let t: TestApp
let known: Awaited<ReturnType<typeof createUser>>
/** The app's JSON log lines. */
const logged: string[] = []
beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } } },
  )
  // Hashed as sign-up hashes: the timing test below compares its verify with the dummy's.
  known = await createUser(t, { passwordHash: await productionHash() })
})
afterAll(() => t.close())

let address = 0
/** A login from an address of its own, so the per-address limits never answer 429 here. */
const attempt = (email: string, password: string) => {
  address += 1
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  })
}

async function timed(email: string, password: string) {
  const start = performance.now()
  const res = await attempt(email, password)
  return { ms: performance.now() - start, res }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

describe('sign-in does not reveal which emails have an account', () => {
  it('answers an unknown email and a wrong password with the same status and the same bytes', async () => {
    const unknown = await attempt('nobody-here@example.dz', 'Wrong-password-1')
    const wrong = await attempt(known.email, 'Wrong-password-1')
    const wrongCase = await attempt(known.email.toUpperCase(), 'Wrong-password-1')
    expect(unknown.statusCode).toBe(401)
    expect(wrong.statusCode).toBe(401)
    expect(wrongCase.statusCode).toBe(401)
    expect(unknown.body).toBe(
      JSON.stringify({ message: MESSAGES.login.invalid, code: 'login.invalid' }),
    )
    expect(wrong.body).toBe(unknown.body)
    expect(wrongCase.body).toBe(unknown.body)
    expect(wrong.headers['content-type']).toBe(unknown.headers['content-type'])
    expect(wrong.headers['content-length']).toBe(unknown.headers['content-length'])
  })

  it('says a blocked account is blocked only to someone who knows its password', async () => {
    const blocked = await createUser(t, { isBlocked: true })
    const unknown = await attempt('nobody-at-all@example.dz', 'Wrong-password-1')
    const wrong = await attempt(blocked.email, 'Wrong-password-1')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.body).toBe(unknown.body)
  })

  it('takes the same time, at the median, for an unknown email and a wrong password', async () => {
    // Both paths run one argon2id verify with the same parameters: the unknown email verifies
    // against a dummy hash made at start-up. This compares the two paths with each other, not
    // with a fixed time: attempts alternate, so a loaded machine slows both alike, and the
    // median of the paired differences ignores a pause in any one attempt. A real gap (a path
    // that skips argon2 saves the whole verify) shows in every round; a burst of load on a
    // busy CI machine rarely spans three, so a round may be taken again, up to three times.
    for (let i = 0; i < 2; i++) {
      await timed('warm-up@example.dz', 'Wrong-password-1')
      await timed(known.email, 'Wrong-password-1')
    }
    const round = async () => {
      const unknownMs: number[] = []
      const wrongMs: number[] = []
      for (let i = 0; i < 15; i++) {
        const unknown = await timed(`ghost${i}@example.dz`, 'Wrong-password-1')
        const wrong = await timed(known.email, `Wrong-password-${i}`)
        expect(unknown.res.statusCode).toBe(401)
        expect(wrong.res.statusCode).toBe(401)
        unknownMs.push(unknown.ms)
        wrongMs.push(wrong.ms)
      }
      return {
        unknown: median(unknownMs),
        wrong: median(wrongMs),
        difference: median(unknownMs.map((ms, i) => ms - (wrongMs[i] ?? 0))),
      }
    }
    let result = await round()
    for (let again = 0; again < 2 && Math.abs(result.difference) >= 15; again++) {
      result = await round()
    }
    expect(
      Math.abs(result.difference),
      `medians: unknown ${result.unknown.toFixed(1)} ms, wrong password ${result.wrong.toFixed(1)} ms`,
    ).toBeLessThan(15)
    // The verify really ran on both paths: a sign-in that skipped argon2 would take ~1 ms. On
    // a fast machine the verify is ~10 ms, less than the bound above, so each path is checked.
    expect(result.unknown).toBeGreaterThan(5)
    expect(result.wrong).toBeGreaterThan(5)
  })
})

describe('sign-in is logged', () => {
  it('logs each attempt as a security event with its outcome, never the password', async () => {
    // An account of its own: the timing rounds above send up to 47 failures for `known`, and
    // on a loaded machine (more rounds) that reaches the per-account limit's short lock.
    const person = await createUser(t)
    logged.length = 0
    await attempt(person.email.toUpperCase(), 'Not-the-password-9')
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: TEST_PASSWORD },
      remoteAddress: '10.200.0.1',
    })
    expect(ok.statusCode).toBe(200)
    const events = logged
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === 'auth.login')
    expect(events.map((e) => [e.email, e.outcome])).toEqual([
      [person.email.toLowerCase(), 401],
      [person.email.toLowerCase(), 'success'],
    ])
    for (const e of events) expect(typeof e.reqId).toBe('string')
    expect(logged.join('')).not.toContain('Not-the-password-9')
    expect(logged.join('')).not.toContain(TEST_PASSWORD)
    expect(logged.join('')).not.toContain(ok.json().accessToken)
  })
})

describe('sign-up with a taken email says only what the seed says', () => {
  const register = (email: string, overrides: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'Someone Else',
        email,
        password: 'Tassili7',
        phoneNumber: '0555123456',
        ...overrides,
      },
    })

  it('answers every taken email, whoever owns it, with the same 409 and the seed message', async () => {
    const admin = await createUser(t, { role: 'admin' })
    const blocked = await createUser(t, { isBlocked: true })
    const answers = await Promise.all(
      [known.email, known.email.toUpperCase(), admin.email, blocked.email].map((e) => register(e)),
    )
    const expected = JSON.stringify({
      message: MESSAGES.signup.emailTaken,
      code: 'signup.emailTaken',
      details: [MESSAGES.signup.emailTaken],
    })
    for (const res of answers) {
      expect(res.statusCode).toBe(409)
      // Nothing about the account: not its role, its state, its name or its id.
      expect(res.body).toBe(expected)
    }
  })

  it('checks the form before the email, so an invalid form reveals nothing about it', async () => {
    const taken = await register(known.email, { password: '123' })
    const free = await register('free-address@example.dz', { password: '123' })
    expect(taken.statusCode).toBe(400)
    expect(taken.body).toBe(free.body)
    expect(taken.json().details).toEqual([MESSAGES.signup.password])
  })
})
