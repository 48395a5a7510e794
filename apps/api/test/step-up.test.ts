import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { twoFactorSecrets, users } from '../src/db/schema'
import {
  createUser,
  errorAnswer,
  login,
  type SignedIn,
  signedIn,
  stepUp,
  TEST_PASSWORD,
  type TestApp,
  useTestApp,
} from './helpers'
import { codeAt, enroll } from './two-factor-helpers'

// A stolen admin access token, and nothing else: the staff powers over accounts need the
// session's password again (decision 055).
const t = useTestApp({ SESSION_CACHE_MS: '60000', LOGIN_MAX_FAILURES_PER_IP: '1000' })

afterEach(() => {
  vi.useRealTimers()
})

let sequence = 0
const newEmail = () => `stepup${++sequence}-${Date.now()}@example.dz`

const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

const stepUpCall = (who: SignedIn, payload: object) =>
  call('POST', '/api/auth/step-up', who.headers, payload)

/** A moderator with a second factor: the target of every power. */
async function target(t: TestApp) {
  const victim = await signedIn(t, { role: 'moderator' })
  await enroll(t, victim.headers)
  return victim
}

/** The five powers, each aimed at `victim`, with the answer each gives once allowed. */
const powers = (victim: SignedIn) =>
  [
    {
      name: 'inviting staff',
      send: (headers: Record<string, string>) =>
        call('POST', '/api/users', headers, {
          email: newEmail(),
          username: 'Invited Admin',
          role: 'admin',
        }),
      allowed: 201,
    },
    {
      name: 'changing a role',
      send: (headers: Record<string, string>) =>
        call('PUT', `/api/users/${victim.user.id}/role`, headers, { role: 'admin' }),
      allowed: 200,
    },
    {
      name: 'issuing a reset link',
      send: (headers: Record<string, string>) =>
        call('POST', `/api/users/${victim.user.id}/password-reset`, headers),
      allowed: 201,
    },
    {
      name: "resetting someone's second factor",
      send: (headers: Record<string, string>) =>
        call('DELETE', `/api/users/${victim.user.id}/two-factor`, headers),
      allowed: 204,
    },
    {
      name: "ending someone's sessions (a block)",
      send: (headers: Record<string, string>) =>
        call('PUT', `/api/users/${victim.user.id}/block`, headers),
      allowed: 200,
    },
  ] as const

describe('staff powers over accounts with the access token alone', () => {
  it('refuses each of the five with 403 auth.stepUpRequired and changes nothing', async () => {
    const thief = await signedIn(t, { role: 'admin' })
    const victim = await target(t)
    const staffBefore = await t.db.$count(users)
    for (const power of powers(victim)) {
      const res = await power.send(thief.headers)
      expect(res.statusCode, power.name).toBe(403)
      expect(res.json(), power.name).toEqual(errorAnswer('auth.stepUpRequired'))
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, victim.user.id))
    expect(after).toMatchObject({ role: 'moderator', isBlocked: false })
    expect(await t.db.$count(users)).toBe(staffBefore)
    const [factor] = await t.db
      .select({ enabledAt: twoFactorSecrets.enabledAt })
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, victim.user.id))
    expect(factor?.enabledAt).not.toBeNull()
    // The victim's session still works: nothing was ended.
    const own = await t.app.inject({ url: '/api/auth/sessions', headers: victim.headers })
    expect(own.statusCode).toBe(200)
  })

  it('lets each through once the session confirmed its password', async () => {
    const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
    const victim = await target(t)
    for (const power of powers(victim)) {
      const res = await power.send(admin.headers)
      expect(res.statusCode, `${power.name}: ${res.body}`).toBe(power.allowed)
    }
  })

  it('answers the same refusal to a moderator stepped up, who holds none of the powers', async () => {
    const moderator = await stepUp(t, await signedIn(t, { role: 'moderator' }))
    const victim = await createUser(t)
    const res = await call('PUT', `/api/users/${victim.id}/role`, moderator.headers, {
      role: 'admin',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(errorAnswer('auth.forbidden'))
  })
})

describe('POST /api/auth/step-up', () => {
  it('refuses a wrong password like a password change, under the same per-account count', async () => {
    const admin = await signedIn(t, { role: 'admin' })
    const victim = await createUser(t)
    const wrong = await stepUpCall(admin, { password: 'not-the-password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual(errorAnswer('password.currentInvalid'))
    const refused = await call('PUT', `/api/users/${victim.id}/block`, admin.headers)
    expect(refused.statusCode).toBe(403)
    // The guesses add up with a password change's: the sign-in back-off of one email from one
    // address (LOGIN_MAX_FAILURES_PER_EMAIL, 5) covers both, so step-up is no password oracle.
    for (let i = 0; i < 3; i++) {
      const guess = await call('POST', '/api/auth/password', admin.headers, {
        currentPassword: `guess-${i}`,
        newPassword: 'Another-Long-Password-7',
      })
      expect(guess.statusCode).toBe(400)
    }
    expect((await stepUpCall(admin, { password: 'one-more-guess' })).statusCode).toBe(400)
    const locked = await stepUpCall(admin, { password: TEST_PASSWORD })
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual(errorAnswer('password.tooMany'))
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('asks an account with a second factor for a code, refuses a wrong or spent one', async () => {
    const admin = await signedIn(t, { role: 'admin' })
    const { secret, recoveryCodes } = await enroll(t, admin.headers)
    const victim = await createUser(t)
    const noCode = await stepUpCall(admin, { password: TEST_PASSWORD })
    expect(noCode.statusCode).toBe(400)
    expect(noCode.json()).toEqual(errorAnswer('twoFactor.codeRequired'))
    const wrongCode = await stepUpCall(admin, { password: TEST_PASSWORD, code: '000000' })
    expect(wrongCode.statusCode).toBe(400)
    expect(wrongCode.json()).toEqual(errorAnswer('twoFactor.codeInvalid'))
    expect((await call('PUT', `/api/users/${victim.id}/block`, admin.headers)).statusCode).toBe(403)
    // The enrollment spent the current step: the next one is the first that counts.
    const code = await codeAt(secret, 1)
    expect((await stepUpCall(admin, { password: TEST_PASSWORD, code })).statusCode).toBe(204)
    const again = await stepUpCall(admin, { password: TEST_PASSWORD, code })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual(errorAnswer('twoFactor.codeInvalid'))
    // A recovery code does too (a lost phone), once.
    const recovery = recoveryCodes[0] ?? ''
    expect((await stepUpCall(admin, { password: TEST_PASSWORD, code: recovery })).statusCode).toBe(
      204,
    )
    expect((await call('PUT', `/api/users/${victim.id}/block`, admin.headers)).statusCode).toBe(200)
  })

  it('refuses a missing password and a call without a session', async () => {
    const admin = await signedIn(t, { role: 'admin' })
    const missing = await stepUpCall(admin, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ code: 'password.currentRequired' })
    const anonymous = await call('POST', '/api/auth/step-up', {}, { password: TEST_PASSWORD })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('the step-up mark', () => {
  it('ends after STEP_UP_MINUTES (10), a remembered session check included', async () => {
    const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
    const victim = await createUser(t)
    const stepped = Date.now()
    // Remembered now (SESSION_CACHE_MS is a minute here), with its deadline.
    const first = await call('PUT', `/api/users/${victim.id}/unblock`, admin.headers)
    expect(first.statusCode).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'], now: stepped + 10 * 60_000 - 5_000 })
    expect((await call('PUT', `/api/users/${victim.id}/block`, admin.headers)).statusCode).toBe(200)
    vi.setSystemTime(stepped + 10 * 60_000 + 1_000)
    const late = await call('PUT', `/api/users/${victim.id}/role`, admin.headers, {
      role: 'moderator',
    })
    expect(late.statusCode).toBe(403)
    expect(late.json()).toEqual(errorAnswer('auth.stepUpRequired'))
  })

  it('belongs to one session: another session of the same admin is not stepped up', async () => {
    const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
    const victim = await createUser(t)
    const other = await login(t, admin.user.email)
    const otherHeaders = { authorization: `Bearer ${other.accessToken}` }
    const refused = await call('PUT', `/api/users/${victim.id}/block`, otherHeaders)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual(errorAnswer('auth.stepUpRequired'))
    expect((await call('PUT', `/api/users/${victim.id}/block`, admin.headers)).statusCode).toBe(200)
  })

  it('ends with its session: a logged-out session is refused, not stepped up', async () => {
    const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
    expect((await call('POST', '/api/auth/logout', admin.headers)).statusCode).toBe(204)
    const victim = await createUser(t)
    const res = await call('PUT', `/api/users/${victim.id}/block`, admin.headers)
    expect(res.statusCode).toBe(401)
  })
})

describe("staff routes aimed at the caller's own account", () => {
  it('are refused even stepped up, pointing to the profile', async () => {
    const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
    await signedIn(t, { role: 'admin' })
    const self = admin.user.id
    for (const [method, url, payload] of [
      ['PUT', `/api/users/${self}/role`, { role: 'moderator' }],
      ['POST', `/api/users/${self}/password-reset`, undefined],
      ['DELETE', `/api/users/${self}/two-factor`, undefined],
    ] as const) {
      const res = await call(method, url, admin.headers, payload)
      expect(res.statusCode, url).toBe(403)
      expect(res.json(), url).toEqual(errorAnswer('user.selfStaff'))
    }
    const block = await call('PUT', `/api/users/${self}/block`, admin.headers)
    expect(block.statusCode).toBe(400)
    expect(block.json()).toEqual(errorAnswer('user.selfBlock'))
    const [row] = await t.db.select().from(users).where(eq(users.id, self))
    expect(row).toMatchObject({ role: 'admin', isBlocked: false })
  })
})
