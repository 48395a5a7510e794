import { MESSAGES } from '@rihla/contract/messages'
import { describe, expect, it } from 'vitest'
import { createUser, login, signedIn, stepUp, TEST_PASSWORD, useTestApp } from './helpers'

const t = useTestApp({
  LOGIN_MAX_FAILURES_PER_EMAIL: '3',
  LOGIN_MAX_FAILURES_PER_IP: '8',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '6',
})

const valid = {
  username: 'Amina Benali',
  email: 'amina@example.dz',
  password: 'Tassili7',
  phoneNumber: '+213555123456',
}
const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object })

describe('POST /api/auth/register', () => {
  it('reports every failing rule in the seed order, the first one as the message', async () => {
    const res = await register({
      username: 'Amina1',
      email: 'nope',
      password: '123',
      phoneNumber: '12',
    })
    expect(res.statusCode).toBe(400)
    const m = MESSAGES.signup
    expect(res.json()).toEqual({
      message: m.username,
      code: 'signup.username',
      details: [m.username, m.email, m.password, m.phone],
    })
  })

  it.each([
    ['username', { username: 'R2-D2' }, MESSAGES.signup.username],
    ['email', { email: 'amina@' }, MESSAGES.signup.email],
    ['password', { password: '12345' }, MESSAGES.signup.password],
    ['phone', { phoneNumber: '+2135551' }, MESSAGES.signup.phone],
    ['phone with letters', { phoneNumber: '+21355512345a' }, MESSAGES.signup.phone],
  ])('refuses a bad %s with its seed message', async (_name, change, message) => {
    const res = await register({ ...valid, email: `x${Math.random()}@example.dz`, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([message])
  })

  it('stores the phone number in one form (+ and the country code), however it was typed', async () => {
    const typed = [
      ['0661203040', '+213661203040'],
      ['213661203041', '+213661203041'],
      ['00213661203042', '+213661203042'],
      ['+33612345678', '+33612345678'],
    ] as const
    for (const [index, [phoneNumber, stored]] of typed.entries()) {
      const email = `phone${index}@example.dz`
      const res = await register({ ...valid, email, phoneNumber })
      expect(res.statusCode, res.body).toBe(201)
      const user = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) })
      expect(user?.phoneNumber).toBe(stored)
    }
  })

  it('treats a missing field like an invalid one, never as a server error', async () => {
    const res = await register({ email: 'a@b.dz', password: 'Tassili7', phoneNumber: '0555123456' })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([MESSAGES.signup.username])
  })

  it('creates a user account, trims the username and answers tokens with role user', async () => {
    const res = await register({ ...valid, username: '  Amina Benali  ' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ role: 'user' })
    expect(typeof body.accessToken).toBe('string')
    expect(typeof body.refreshToken).toBe('string')
    const users = await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, valid.email),
    })
    expect(users?.username).toBe('Amina Benali')
    expect(users?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('answers 409 with a details list for an email already in use, in any letter case', async () => {
    const res = await register({ ...valid, email: 'AMINA@example.dz' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: MESSAGES.signup.emailTaken,
      code: 'signup.emailTaken',
      details: [MESSAGES.signup.emailTaken],
    })
  })

  it('accepts Arabic letters in a name', async () => {
    const res = await register({ ...valid, username: 'أمينة بن علي', email: 'amina.ar@example.dz' })
    expect(res.statusCode).toBe(201)
  })
})

describe('POST /api/auth/login', () => {
  it('signs an admin in with the role', async () => {
    const admin = await createUser(t, { role: 'admin' })
    const tokens = await login(t, admin.email)
    expect(tokens.role).toBe('admin')
  })

  it('answers 401 with the same body for a wrong password and an unknown email', async () => {
    const user = await createUser(t)
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'nope-nope' },
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.dz', password: 'nope-nope' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: MESSAGES.login.invalid, code: 'login.invalid' })
    expect(unknown.body).toBe(wrong.body)
  })

  it('answers 400 when email or password is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.dz' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(MESSAGES.login.passwordRequired)
  })

  it('refuses a blocked user with 403 even with the right password', async () => {
    const user = await createUser(t, { isBlocked: true })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: MESSAGES.login.blocked, code: 'login.blocked' })
  })

  it('answers 429 with Retry-After after repeated failures for one email', async () => {
    const user = await createUser(t)
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.9.9.1',
      })
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401)
    const blocked = await attempt(TEST_PASSWORD)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({ message: MESSAGES.login.tooMany, code: 'login.tooMany' })
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('answers 429 for one IP trying many emails', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `spray${i}@example.dz`, password: 'x' },
        remoteAddress: '10.9.9.2',
      })
    for (let i = 0; i < 8; i++) expect((await attempt(i)).statusCode).toBe(401)
    expect((await attempt(99)).statusCode).toBe(429)
  })
})

describe('brute force cannot lock staff out', () => {
  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    })

  it('locks a guessing address out of one account without locking the owner out', async () => {
    const admin = await createUser(t, { role: 'admin' })
    for (let i = 0; i < 3; i++)
      expect((await attempt(admin.email, 'guess', '10.1.0.1')).statusCode).toBe(401)
    expect((await attempt(admin.email, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(429)
    expect((await attempt(admin.email, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200)
  })

  it('locks an account attacked from many addresses only briefly, never for its known addresses', async () => {
    const admin = await createUser(t, { role: 'admin' })
    expect((await attempt(admin.email, TEST_PASSWORD, '10.2.0.99')).statusCode).toBe(200)
    for (let i = 0; i < 6; i++)
      expect((await attempt(admin.email, 'guess', `10.2.1.${i}`)).statusCode).toBe(401)
    const stranger = await attempt(admin.email, TEST_PASSWORD, '10.2.2.1')
    expect(stranger.statusCode).toBe(429)
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await attempt(admin.email, TEST_PASSWORD, '10.2.0.99')).statusCode).toBe(200)
  })
})

describe('tokens and sessions', () => {
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } })
  const me = (accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/users?limit=1',
      headers: { authorization: `Bearer ${accessToken}` },
    })

  it('rotates the refresh token on each use', async () => {
    const { tokens } = await signedIn(t, { role: 'admin' })
    const first = await refresh(tokens.refreshToken)
    expect(first.statusCode).toBe(200)
    const rotated = first.json()
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken)
    expect((await me(rotated.accessToken)).statusCode).toBe(200)
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(200)
  })

  it('revokes the whole family when a spent refresh token is used again', async () => {
    const { tokens } = await signedIn(t, { role: 'admin' })
    const rotated = (await refresh(tokens.refreshToken)).json()
    const reuse = await refresh(tokens.refreshToken)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json()).toEqual({
      message: MESSAGES.auth.refreshInvalid,
      code: 'auth.refreshInvalid',
    })
    // The thief's successor token and the session's access tokens are dead too.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401)
    expect((await me(rotated.accessToken)).statusCode).toBe(401)
  })

  it('lets only one of two concurrent refreshes of the same token win', async () => {
    const { tokens } = await signedIn(t, { role: 'admin' })
    const results = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401])
  })

  it('refuses an unknown refresh token and a malformed body', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401)
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: {} })
    expect(res.statusCode).toBe(400)
  })

  it('ends the session at logout: refresh and access tokens stop working', async () => {
    const { tokens, headers } = await signedIn(t, { role: 'admin' })
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
      payload: {},
    })
    expect(out.statusCode).toBe(204)
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401)
    expect((await me(tokens.accessToken)).statusCode).toBe(401)
  })

  it('rejects an access token issued before the user was blocked, and their refresh', async () => {
    const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
    const victim = await signedIn(t, { role: 'admin' })
    expect((await me(victim.tokens.accessToken)).statusCode).toBe(200)
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${victim.user.id}/block`,
      headers: admin.headers,
    })
    expect(block.statusCode).toBe(200)
    const after = await me(victim.tokens.accessToken)
    expect(after.statusCode).toBe(403)
    expect(after.json()).toEqual({ message: MESSAGES.login.blocked, code: 'login.blocked' })
    expect((await refresh(victim.tokens.refreshToken)).statusCode).not.toBe(200)
  })

  it('rejects a refresh token used as an access token, and a tampered token', async () => {
    const { tokens } = await signedIn(t, { role: 'admin' })
    expect((await me(tokens.refreshToken)).statusCode).toBe(401)
    const [h, p, s] = tokens.accessToken.split('.')
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url')
    expect((await me(`${h}.${forged}.${s}`)).statusCode).toBe(401)
  })
})
