import type { AuthResponse } from '@rihla/contract/auth'
import { MESSAGES } from '@rihla/contract/messages'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { twoFactorChallenges, users } from '../src/db/schema'
import { burst, listen } from './burst'
import { login, signedIn, TEST_PASSWORD, useTestApp } from './helpers'
import { bearer, challengeFor, codeAt, completeLogin, enroll, post } from './two-factor-helpers'

const t = useTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '3' })
let port: number
beforeAll(async () => {
  port = await listen(t)
})

const m = MESSAGES.twoFactor

/** An admin with the second factor on, and the secret their app holds. */
async function staffWith2fa() {
  const { user, headers } = await signedIn(t, { role: 'admin' })
  const { secret, recoveryCodes } = await enroll(t, headers)
  return { user, secret, recoveryCodes }
}

describe('signing in with a second factor', () => {
  it('answers a challenge, not tokens, to the right password', async () => {
    const { user } = await staffWith2fa()
    const res = await post(t, '/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['challengeToken', 'twoFactorRequired'])
    expect(body.twoFactorRequired).toBe(true)
    // A wrong password still gets the seed's answer: the challenge proves the password.
    const wrong = await post(t, '/api/auth/login', { email: user.email, password: 'nope' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: MESSAGES.login.invalid, code: 'login.invalid' })
  })

  it('completes with a code into the seed answer, whose token works', async () => {
    const { user, secret } = await staffWith2fa()
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    const res = await completeLogin(t, challenge, await codeAt(secret, 1))
    expect(res.statusCode).toBe(200)
    const tokens = res.json<AuthResponse>()
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken', 'role'])
    expect(tokens.role).toBe('admin')
    const users = await t.app.inject({ url: '/api/users', headers: bearer(tokens.accessToken) })
    expect(users.statusCode).toBe(200)
    const refreshed = await post(t, '/api/auth/refresh-token', {
      refreshToken: tokens.refreshToken,
    })
    expect(refreshed.statusCode).toBe(200)
  })

  it('refuses a code replayed inside its 30 s window, also the one that confirmed enrollment', async () => {
    const { user, secret } = await staffWith2fa()
    const enrollmentCode = await codeAt(secret)
    const first = await challengeFor(t, user.email, TEST_PASSWORD)
    const replayed = await completeLogin(t, first, enrollmentCode)
    expect(replayed.statusCode).toBe(401)
    expect(replayed.json()).toEqual({ message: m.codeInvalid, code: 'twoFactor.codeInvalid' })

    const next = await codeAt(secret, 1)
    expect((await completeLogin(t, first, next)).statusCode).toBe(200)
    const second = await challengeFor(t, user.email, TEST_PASSWORD)
    const again = await completeLogin(t, second, next)
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ message: m.codeInvalid, code: 'twoFactor.codeInvalid' })
  })

  it('accepts one code once when it is sent twice at the same instant', async () => {
    const { user, secret } = await staffWith2fa()
    const code = await codeAt(secret, 1)
    const challenges = [
      await challengeFor(t, user.email, TEST_PASSWORD),
      await challengeFor(t, user.email, TEST_PASSWORD),
    ]
    const answers = await burst(
      port,
      challenges.map((challengeToken) => ({
        method: 'POST',
        path: '/api/auth/login/two-factor',
        body: { challengeToken, code },
      })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401])
  })

  it('takes a recovery code once, typed in any case and without its dash', async () => {
    const { user, recoveryCodes } = await staffWith2fa()
    const code = recoveryCodes[0] ?? ''
    const typed = code.replace('-', '').toLowerCase()
    const first = await completeLogin(t, await challengeFor(t, user.email, TEST_PASSWORD), typed)
    expect(first.statusCode).toBe(200)
    const headers = bearer(first.json<AuthResponse>().accessToken)
    const status = await t.app.inject({ url: '/api/auth/two-factor', headers })
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 })
    const second = await completeLogin(t, await challengeFor(t, user.email, TEST_PASSWORD), code)
    expect(second.statusCode).toBe(401)
    expect(second.json()).toEqual({ message: m.codeInvalid, code: 'twoFactor.codeInvalid' })
  })

  it('refuses a blocked account at the second step', async () => {
    const { user, secret } = await staffWith2fa()
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id))
    const res = await completeLogin(t, challenge, await codeAt(secret, 1))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: MESSAGES.login.blocked, code: 'login.blocked' })
  })
})

describe('the challenge token', () => {
  it('is refused anywhere an access token is accepted', async () => {
    const { user } = await staffWith2fa()
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    for (const url of ['/api/users', '/api/auth/two-factor', '/api/stats']) {
      const res = await t.app.inject({ url, headers: bearer(challenge) })
      expect(res.statusCode, url).toBe(401)
    }
    const logout = await post(t, '/api/auth/logout', undefined, bearer(challenge))
    expect(logout.statusCode).toBe(401)
    const refresh = await post(t, '/api/auth/refresh-token', { refreshToken: challenge })
    expect(refresh.statusCode).toBe(401)
  })

  it('expires: an old challenge is refused even with a right code', async () => {
    const { user, secret } = await staffWith2fa()
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    await t.db
      .update(twoFactorChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(twoFactorChallenges.userId, user.id))
    const res = await completeLogin(t, challenge, await codeAt(secret, 1))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: m.challengeInvalid, code: 'twoFactor.challengeInvalid' })
  })

  it('lives at most five minutes and serves one sign-in only', async () => {
    const { user, secret, recoveryCodes } = await staffWith2fa()
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    const [row] = await t.db
      .select({ seconds: sql<number>`extract(epoch from expires_at - now())::int` })
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, user.id))
    expect(row?.seconds).toBeGreaterThan(240)
    expect(row?.seconds).toBeLessThanOrEqual(300)
    expect((await completeLogin(t, challenge, await codeAt(secret, 1))).statusCode).toBe(200)
    const reused = await completeLogin(t, challenge, recoveryCodes[0] ?? '')
    expect(reused.statusCode).toBe(401)
    expect(reused.json()).toEqual({
      message: m.challengeInvalid,
      code: 'twoFactor.challengeInvalid',
    })
  })

  it('is unknown when made up', async () => {
    const res = await completeLogin(t, 'made-up-challenge', '123456')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: m.challengeInvalid, code: 'twoFactor.challengeInvalid' })
  })
})

describe('accounts without a second factor', () => {
  it('sign in exactly as before: one step, the seed answer', async () => {
    const { user } = await signedIn(t, { role: 'admin' })
    const tokens = await login(t, user.email)
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken', 'role'])
    expect(tokens.role).toBe('admin')
  })
})

describe('guessing codes', () => {
  it('locks the account out of codes after the limit, even for the right code', async () => {
    const { user, secret } = await staffWith2fa()
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    const right = await codeAt(secret, 1)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 3; i++)
      expect((await completeLogin(t, challenge, wrong)).statusCode).toBe(401)
    const locked = await completeLogin(t, challenge, right)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({ message: m.tooMany, code: 'twoFactor.tooMany' })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    // A new challenge (the password again) does not reset the count.
    const fresh = await challengeFor(t, user.email, TEST_PASSWORD)
    expect((await completeLogin(t, fresh, right)).statusCode).toBe(429)
  })

  it('lets only the limit of a concurrent burst of guesses be checked', async () => {
    const { user } = await staffWith2fa()
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    const guesses = Array.from({ length: 30 }, (_, i) => String(100000 + i * 7919))
    const answers = await burst(
      port,
      guesses.map((code) => ({
        method: 'POST',
        path: '/api/auth/login/two-factor',
        body: { challengeToken: challenge, code },
      })),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 429)).toHaveLength(27)
    expect(statuses.filter((s) => s !== 429).length).toBe(3)
  })
})
