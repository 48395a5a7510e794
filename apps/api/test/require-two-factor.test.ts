import type { AuthResponse } from '@rihla/contract/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, errorAnswer, signedIn, TEST_PASSWORD, type TestApp } from './helpers'
import { bearer, challengeFor, codeAt, completeLogin, enroll, post } from './two-factor-helpers'

const get = (t: TestApp, url: string, headers: Record<string, string>) =>
  t.app.inject({ url, headers })

describe('with REQUIRE_2FA_FOR_STAFF on', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_2FA_FOR_STAFF: 'true' })
  })
  afterAll(() => t.close())

  it('says so to the sign-in pages', async () => {
    const res = await t.app.inject({ url: '/api/auth/options' })
    expect(res.json()).toMatchObject({ requireTwoFactorForStaff: true })
  })

  it('signs in staff without a second factor, flagged, and lets them reach only their own account', async () => {
    for (const role of ['admin', 'moderator'] as const) {
      const { tokens, headers } = await signedIn(t, { role })
      expect(tokens).toMatchObject({ role, twoFactorSetupRequired: true })
      const refused = await get(t, '/api/products/waiting-list', headers)
      expect(refused.statusCode, role).toBe(403)
      expect(refused.json()).toEqual(errorAnswer('twoFactor.enrollmentRequired'))
      // Their own account's routes: the factor's status and setup, sessions, password, sign-out.
      expect((await get(t, '/api/auth/two-factor', headers)).statusCode).toBe(200)
      expect((await get(t, '/api/auth/sessions', headers)).statusCode).toBe(200)
      expect((await post(t, '/api/auth/logout', undefined, headers)).statusCode).toBe(204)
    }
  })

  it('refuses an admin’s routes until the admin enrolls, then opens them on the same session', async () => {
    const { user, headers } = await signedIn(t, { role: 'admin' })
    const refused = await get(t, '/api/users', headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual(errorAnswer('twoFactor.enrollmentRequired'))
    const { secret } = await enroll(t, headers)
    expect((await get(t, '/api/users', headers)).statusCode).toBe(200)
    // From now on sign-in asks for a code, and the tokens it gives carry no flag.
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    const done = await completeLogin(t, challenge, await codeAt(secret, 1))
    expect(done.statusCode).toBe(200)
    expect(done.json<AuthResponse>().twoFactorSetupRequired).toBeUndefined()
    expect((await get(t, '/api/users', bearer(done.json().accessToken))).statusCode).toBe(200)
  })

  it('closes the routes again when staff turn the factor off', async () => {
    const { headers } = await signedIn(t, { role: 'moderator' })
    const { recoveryCodes } = await enroll(t, headers)
    expect((await get(t, '/api/products/waiting-list', headers)).statusCode).toBe(200)
    const off = await post(
      t,
      '/api/auth/two-factor/disable',
      { code: recoveryCodes[0], currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(off.statusCode).toBe(204)
    const refused = await get(t, '/api/products/waiting-list', headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual(errorAnswer('twoFactor.enrollmentRequired'))
  })

  it('leaves a plain user alone', async () => {
    const { tokens, headers } = await signedIn(t)
    expect(tokens.twoFactorSetupRequired).toBeUndefined()
    expect((await get(t, '/api/products', headers)).statusCode).toBe(200)
  })

  it('still answers a staff route a role may not use with the usual 403', async () => {
    const { headers } = await signedIn(t, { role: 'moderator' })
    const res = await get(t, '/api/users/admin', headers)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(errorAnswer('auth.forbidden'))
  })
})

describe('with REQUIRE_2FA_FOR_STAFF off (the default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('signs staff in without a flag and opens their routes', async () => {
    const { tokens, headers } = await signedIn(t, { role: 'admin' })
    expect(tokens.twoFactorSetupRequired).toBeUndefined()
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken', 'role'])
    expect((await get(t, '/api/users', headers)).statusCode).toBe(200)
    const options = await t.app.inject({ url: '/api/auth/options' })
    expect(options.json()).toMatchObject({ requireTwoFactorForStaff: false })
  })
})
