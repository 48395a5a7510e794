import { MESSAGES } from '@rihla/contract/messages'
import { describe, expect, it } from 'vitest'
import { createUser, errorAnswer, login, TEST_PASSWORD, useTestApp } from './helpers'

const NEW_PASSWORD = 'Dunes-of-Taghit-2026'

const t = useTestApp()

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const change = (token: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  })

describe('changing one’s own password', () => {
  it('keeps the current session and ends every other one', async () => {
    const user = await createUser(t, { role: 'admin' })
    const here = await login(t, user.email)
    const phone = await login(t, user.email)
    const laptop = await login(t, user.email)
    expect((await change(here.accessToken, TEST_PASSWORD)).statusCode).toBe(204)

    expect(
      (await t.app.inject({ url: '/api/users/admin', headers: bearer(here.accessToken) }))
        .statusCode,
    ).toBe(200)
    for (const other of [phone, laptop]) {
      const res = await t.app.inject({
        url: '/api/users/admin',
        headers: bearer(other.accessToken),
      })
      expect(res.statusCode).toBe(401)
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { refreshToken: other.refreshToken },
      })
      expect(refresh.statusCode).toBe(401)
    }
    // The current session's refresh token still works, and the new password signs in.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: here.refreshToken },
    })
    expect(refreshed.statusCode).toBe(200)
    expect((await login(t, user.email, NEW_PASSWORD)).role).toBe('admin')
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    })
    expect(old.statusCode).toBe(401)
  })

  it('refuses a wrong current password with the contract message, and changes nothing', async () => {
    const user = await createUser(t)
    const session = await login(t, user.email)
    const other = await login(t, user.email)
    const res = await change(session.accessToken, 'not-my-password')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject(errorAnswer('password.currentInvalid'))
    expect(
      (await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(other.accessToken) }))
        .statusCode,
    ).toBe(200)
    expect((await login(t, user.email)).role).toBe('user')
  })

  it('checks at most five current passwords, then backs off like sign-in', async () => {
    const user = await createUser(t)
    const { accessToken } = await login(t, user.email)
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await change(accessToken, `wrong-${i}`)).statusCode)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    const locked = await change(accessToken, TEST_PASSWORD)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject(errorAnswer('password.tooMany'))
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('holds the new password to the policy: 10 characters, not a common one', async () => {
    const user = await createUser(t)
    const { accessToken } = await login(t, user.email)
    const short = await change(accessToken, TEST_PASSWORD, 'Oran-2026')
    expect(short.statusCode).toBe(400)
    expect(short.json()).toMatchObject(errorAnswer('password.tooShort'))
    const common = await change(accessToken, TEST_PASSWORD, 'qwertyuiop123')
    expect(common.statusCode).toBe(400)
    expect(common.json()).toMatchObject(errorAnswer('password.common'))
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(accessToken),
      payload: { newPassword: NEW_PASSWORD },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject(errorAnswer('password.currentRequired'))
  })

  it('is refused without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('sign-up and the common-password list', () => {
  const register = (password: string, username = 'Nour Belkacem') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username,
        email: `nour${Math.random()}@example.dz`,
        password,
        phoneNumber: '0555123456',
      },
    })

  it('refuses a common password after the seed’s four checks, with the message in details', async () => {
    const res = await register('password1')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      ...errorAnswer('password.common'),
      details: [MESSAGES.password.common],
    })
    // The seed's checks come first: a bad username is said before a common password.
    const first = await register('password1', 'R2D2')
    expect(first.json().details[0]).toBe(MESSAGES.signup.username)
    // The seed's 6 characters still suffice for a sign-up.
    expect((await register('Tassili7')).statusCode).toBe(201)
  })
})
