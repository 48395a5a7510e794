import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../src/app'
import { type Config, parseTrustProxy } from '../src/config'
import { createTestApp, createUser, errorAnswer, TEST_PASSWORD, type TestApp } from './helpers'

/** The client writes `X-Forwarded-For`; only the entries our own proxies added count. */
type Target = { app: App; db: TestApp['db'] }
let t: TestApp
let oneHop: Target
let listed: Target
let direct: Target
beforeAll(async () => {
  // One database; three apps on it that differ only in their proxy setting.
  t = await createTestApp({ TRUST_PROXY: 'true' })
  const build = async (trustProxy: Config['trustProxy']) => {
    const app = await buildApp({
      config: { ...t.config, trustProxy },
      database: t.database,
      logger: false,
    })
    await app.ready()
    return { app, db: t.db }
  }
  oneHop = { app: t.app, db: t.db }
  listed = await build(parseTrustProxy('10.0.0.0/8'))
  direct = await build(false)
})
afterAll(async () => {
  await listed.app.close()
  await direct.app.close()
  await t.close()
})

function attempt(
  t: Target,
  email: string,
  password: string,
  forwardedFor: string,
  socketAddress = '10.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: socketAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  })
}

describe.each([
  ['TRUST_PROXY=true (one proxy)', () => oneHop],
  ['TRUST_PROXY=10.0.0.0/8', () => listed],
])('behind a proxy, %s', (_name, app) => {
  it('ignores a forged left-most X-Forwarded-For: 40 rotating forgeries still hit the limit', async () => {
    const t = app()
    const user = await createUser(t)
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) {
      const forged = `198.51.${Math.floor(i / 250)}.${i % 250}`
      statuses.push((await attempt(t, user.email, 'wrong', `${forged}, 203.0.113.7`)).statusCode)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual(Array(35).fill(429))
    // The same client with the right password is refused; another client of the proxy is not.
    const owner = await attempt(t, user.email, TEST_PASSWORD, 'anything, 203.0.113.7')
    expect(owner.statusCode).toBe(429)
    expect(owner.json()).toEqual(errorAnswer('login.tooMany'))
    expect((await attempt(t, user.email, TEST_PASSWORD, '203.0.113.8')).statusCode).toBe(200)
  })
})

describe('without a proxy setting', () => {
  it('uses the socket address, whatever X-Forwarded-For says', async () => {
    const user = await createUser(direct)
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const forged = `198.51.100.${i}`
      statuses.push((await attempt(direct, user.email, 'wrong', forged, '203.0.113.9')).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])
  })

  it('does not trust a listed proxy setting for an address outside the list', async () => {
    const user = await createUser(listed)
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const forged = `198.51.100.${i}`
      statuses.push((await attempt(listed, user.email, 'wrong', forged, '192.0.2.50')).statusCode)
    }
    expect(statuses.slice(5)).toEqual([429, 429, 429])
  })
})
