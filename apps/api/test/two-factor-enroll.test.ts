import type { TwoFactorSetup } from '@rihla/contract/auth'
import { MESSAGES } from '@rihla/contract/messages'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../src/db/schema'
import { errorAnswer, login, signedIn, TEST_PASSWORD, useTestApp } from './helpers'
import { bearer, challengeFor, codeAt, completeLogin, enroll, post } from './two-factor-helpers'

const t = useTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '3' })

const m = MESSAGES.twoFactor
const status = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers })).json()

describe('enrolling an authenticator', () => {
  it('shows the secret as text, as an otpauth URL and as an SVG QR code, and waits for a code', async () => {
    const { user, headers } = await signedIn(t, { role: 'admin' })
    const res = await post(t, '/api/auth/two-factor/setup', undefined, headers)
    expect(res.statusCode).toBe(200)
    const setup = res.json<TwoFactorSetup>()
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//)
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`)
    expect(setup.otpauthUrl).toContain('issuer=Rihla')
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(setup.qrCode.split(',')[1] ?? '', 'base64').toString()
    expect(svg).toContain('<svg')
    expect(svg).not.toMatch(/<script/i)
    // Not on until confirmed: the sign-in still answers tokens.
    expect(await status(headers)).toEqual({ enabled: false, recoveryCodesLeft: 0 })
    expect((await login(t, user.email)).accessToken).toBeTypeOf('string')
  })

  it('refuses a wrong code and stays off', async () => {
    const { headers } = await signedIn(t)
    const setup = (await post(t, '/api/auth/two-factor/setup', undefined, headers)).json()
    const right = await codeAt(setup.secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const res = await post(
      t,
      '/api/auth/two-factor/enable',
      { code: wrong, currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: m.codeInvalid, code: 'twoFactor.codeInvalid' })
    expect(await status(headers)).toEqual({ enabled: false, recoveryCodesLeft: 0 })
  })

  it('confirms with one code and hands out 10 single-use recovery codes, stored hashed', async () => {
    const { user, headers } = await signedIn(t, { role: 'admin' })
    const { recoveryCodes } = await enroll(t, headers)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    expect(await status(headers)).toEqual({ enabled: true, recoveryCodesLeft: 10 })
    const stored = await t.db
      .select({ hash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id))
    expect(stored).toHaveLength(10)
    const texts = recoveryCodes.flatMap((c) => [c, c.replace('-', '')])
    for (const { hash } of stored) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/)
      expect(texts).not.toContain(hash)
    }
  })

  it('never swaps the secret of an enabled factor, nor confirms it twice', async () => {
    const { user, headers } = await signedIn(t)
    const { secret } = await enroll(t, headers)
    const again = await post(t, '/api/auth/two-factor/setup', undefined, headers)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: m.alreadyEnabled, code: 'twoFactor.alreadyEnabled' })
    const enable = await post(
      t,
      '/api/auth/two-factor/enable',
      { code: await codeAt(secret, 1), currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(enable.statusCode).toBe(409)
    const [row] = await t.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.id))
    expect(row?.secret).toBe(secret)
  })

  it('answers 409 to a confirmation without a setup', async () => {
    const { headers } = await signedIn(t)
    const res = await post(
      t,
      '/api/auth/two-factor/enable',
      { code: '123456', currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: m.noSetup, code: 'twoFactor.noSetup' })
  })
})

describe('disabling the second factor', () => {
  it('needs a right code: none is a 400, a wrong one a 400, the right one turns it off', async () => {
    const { user, headers } = await signedIn(t)
    const { secret } = await enroll(t, headers)
    const none = await post(
      t,
      '/api/auth/two-factor/disable',
      { currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe(m.codeRequired)
    const next = await codeAt(secret, 1)
    const wrong = next === '999999' ? '888888' : '999999'
    const bad = await post(
      t,
      '/api/auth/two-factor/disable',
      { code: wrong, currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(bad.statusCode).toBe(400)
    expect(await status(headers)).toMatchObject({ enabled: true })

    const ok = await post(
      t,
      '/api/auth/two-factor/disable',
      { code: next, currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(ok.statusCode).toBe(204)
    expect(await status(headers)).toEqual({ enabled: false, recoveryCodesLeft: 0 })
    // Sign-in is back to one step, and nothing of the factor is left behind.
    expect(Object.keys(await login(t, user.email)).sort()).toEqual([
      'accessToken',
      'refreshToken',
      'role',
    ])
    const left = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id))
    expect(left).toEqual([])
  })

  it('accepts a recovery code instead (a lost phone)', async () => {
    const { headers } = await signedIn(t)
    const { recoveryCodes } = await enroll(t, headers)
    const code = recoveryCodes[3] ?? ''
    const res = await post(
      t,
      '/api/auth/two-factor/disable',
      { code: code.toLowerCase(), currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(res.statusCode).toBe(204)
  })

  it('answers 409 when the factor is not on', async () => {
    const { headers } = await signedIn(t)
    const res = await post(
      t,
      '/api/auth/two-factor/disable',
      { code: '123456', currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: m.notEnabled, code: 'twoFactor.notEnabled' })
  })

  it('is refused to someone holding only a password and a challenge', async () => {
    const { user, headers } = await signedIn(t)
    await enroll(t, headers)
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    const res = await post(
      t,
      '/api/auth/two-factor/disable',
      { code: '123456', currentPassword: TEST_PASSWORD },
      {
        authorization: `Bearer ${challenge}`,
      },
    )
    expect(res.statusCode).toBe(401)
    expect(await status(headers)).toMatchObject({ enabled: true })
    // The challenge itself is untouched by the refused call.
    expect((await completeLogin(t, challenge, 'nope')).statusCode).toBe(401)
  })
})

describe('turning the factor on or off asks for the password and ends the other sessions', () => {
  const change = (action: 'enable' | 'disable', body: object, headers: Record<string, string>) =>
    post(t, `/api/auth/two-factor/${action}`, body, headers)
  const statusCode = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/auth/two-factor', headers })).statusCode

  it('refuses to turn it on with a wrong password, before looking at the code', async () => {
    const { headers } = await signedIn(t)
    const setup = (await post(t, '/api/auth/two-factor/setup', undefined, headers)).json()
    const res = await change(
      'enable',
      { code: await codeAt(setup.secret), currentPassword: 'not-my-password' },
      headers,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(errorAnswer('password.currentInvalid'))
    expect(await status(headers)).toEqual({ enabled: false, recoveryCodesLeft: 0 })
  })

  it('refuses to turn it off with a wrong password, even with a right code', async () => {
    const { headers } = await signedIn(t)
    const { recoveryCodes } = await enroll(t, headers)
    const res = await change(
      'disable',
      { code: recoveryCodes[0], currentPassword: 'not-my-password' },
      headers,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(errorAnswer('password.currentInvalid'))
    expect(await status(headers)).toEqual({ enabled: true, recoveryCodesLeft: 10 })
  })

  it('counts wrong passwords on the password change’s limit', async () => {
    const { headers } = await signedIn(t)
    const wrong = { code: '123456', currentPassword: 'not-my-password' }
    const statuses = [
      (await change('enable', wrong, headers)).statusCode,
      (await change('disable', wrong, headers)).statusCode,
      (
        await post(
          t,
          '/api/auth/password',
          { currentPassword: 'not-my-password', newPassword: 'Dunes-of-Taghit-2026' },
          headers,
        )
      ).statusCode,
    ]
    expect(statuses).toEqual([400, 400, 400])
    const locked = await change('enable', { ...wrong, currentPassword: TEST_PASSWORD }, headers)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual(errorAnswer('password.tooMany'))
  })

  it('ends the other sessions when it is turned on, and again when it is turned off', async () => {
    const { user, headers } = await signedIn(t)
    const phone = bearer((await login(t, user.email)).accessToken)
    const { secret, recoveryCodes } = await enroll(t, headers)
    expect(await statusCode(headers)).toBe(200)
    expect(await statusCode(phone)).toBe(401)

    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    const laptop = await completeLogin(t, challenge, await codeAt(secret, 1))
    const laptopHeaders = bearer(laptop.json().accessToken)
    const off = await change(
      'disable',
      { code: recoveryCodes[0], currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(off.statusCode).toBe(204)
    expect(await statusCode(headers)).toBe(200)
    expect(await statusCode(laptopHeaders)).toBe(401)
    const refresh = await post(t, '/api/auth/refresh-token', {
      refreshToken: laptop.json().refreshToken,
    })
    expect(refresh.statusCode).toBe(401)
  })

  it('ends nothing when the code is wrong', async () => {
    const { user, headers } = await signedIn(t)
    const phone = bearer((await login(t, user.email)).accessToken)
    const setup = (await post(t, '/api/auth/two-factor/setup', undefined, headers)).json()
    const right = await codeAt(setup.secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const res = await change('enable', { code: wrong, currentPassword: TEST_PASSWORD }, headers)
    expect(res.statusCode).toBe(400)
    expect(await statusCode(phone)).toBe(200)
  })
})
