import { randomUUID } from 'node:crypto'
import { MESSAGES } from '@rihla/contract/messages'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from './helpers'

let t: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
/** Another user, signed in: their live session must not serve the admin's token. */
let other: Awaited<ReturnType<typeof signedIn>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await signedIn(t, { role: 'admin' })
  other = await signedIn(t, { role: 'admin' })
})
afterAll(() => t.close())

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())

/** Signs claims like the server does, with overrides; `key` defaults to the server's secret. */
function sign(
  overrides: Record<string, unknown>,
  opts: { key?: Uint8Array; exp?: number; nbf?: number; iat?: number } = {},
) {
  const base = claimsOf(admin.tokens.accessToken)
  const now = Math.floor(Date.now() / 1000)
  const jwt = new SignJWT({
    ...base,
    ...overrides,
    exp: opts.exp ?? now + 600,
    iat: opts.iat ?? now,
  }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  if (opts.nbf) jwt.setNotBefore(opts.nbf)
  return jwt.sign(opts.key ?? t.config.jwtSecret)
}

const call = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users?limit=1',
    headers: { authorization: `Bearer ${token}` },
  })

describe('bad access tokens are all refused with 401', () => {
  it('accepts the genuine token (control)', async () => {
    expect((await call(admin.tokens.accessToken)).statusCode).toBe(200)
    expect((await call(await sign({}))).statusCode).toBe(200)
  })

  it('accepts a token issued a little in the future (clock skew up to 30 s)', async () => {
    const res = await call(await sign({}, { iat: Math.floor(Date.now() / 1000) + 10 }))
    expect(res.statusCode).toBe(200)
  })

  const corpus: Array<[string, () => Promise<string> | string]> = [
    [
      'alg none',
      () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(admin.tokens.accessToken))}.`,
    ],
    [
      'HS512 instead of HS256',
      async () => {
        const c = claimsOf(admin.tokens.accessToken)
        return new SignJWT(c).setProtectedHeader({ alg: 'HS512' }).sign(new Uint8Array(64).fill(7))
      },
    ],
    ['a wrong key', () => sign({}, { key: new TextEncoder().encode('x'.repeat(48)) })],
    ['expired', () => sign({}, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['not yet valid', () => sign({}, { nbf: Math.floor(Date.now() / 1000) + 3600 })],
    ['the wrong type', () => sign({ typ: 'refresh' })],
    ['another issuer', () => sign({ iss: 'evil' })],
    ['another audience', () => sign({ aud: 'someone-else' })],
    ['an unknown session', () => sign({ sid: randomUUID() })],
    ['a live session of another user', () => sign({ sid: claimsOf(other.tokens.accessToken).sid })],
    ['a session id that is not a UUID', () => sign({ sid: 'not-a-uuid' })],
    ['issued in the future', () => sign({}, { iat: Math.floor(Date.now() / 1000) + 120 })],
    ['an unknown user', () => sign({ sub: '987654' })],
    ['a non-numeric subject', () => sign({ sub: 'admin' })],
    [
      'a tampered payload',
      () => {
        const [h, , s] = admin.tokens.accessToken.split('.')
        return `${h}.${b64({ ...claimsOf(admin.tokens.accessToken), sub: String(admin.user.id + 1) })}.${s}`
      },
    ],
    ['a refresh token', () => admin.tokens.refreshToken],
    ['garbage', () => 'a.b.c'],
  ]
  it.each(corpus)('refuses %s', async (_name, make) => {
    const res = await call(await make())
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: expect.any(String), code: 'auth.tokenInvalid' })
  })
})

describe('roles come from the database, not the token', () => {
  it('refuses admin routes to a user whose token claims admin', async () => {
    const plain = await signedIn(t)
    const forged = await sign({
      sub: String(plain.user.id),
      sid: claimsOf(plain.tokens.accessToken).sid,
      role: 'admin',
    })
    const res = await call(forged)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: MESSAGES.auth.forbidden, code: 'auth.forbidden' })
  })
})
