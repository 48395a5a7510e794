import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../src/app'
import {
  createTestApp,
  createUser,
  errorAnswer,
  secondInstance,
  TEST_PASSWORD,
  type TestApp,
} from './helpers'

/** Two API instances on one PostgreSQL database, as behind a load balancer. */
let first: TestApp
let second: Awaited<ReturnType<typeof secondInstance>>
beforeAll(async () => {
  first = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '6' })
  second = await secondInstance(first, 3)
})
afterAll(async () => {
  await second.close()
  await first.close()
})

const attempt = (app: App, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '10.77.0.1',
  })

describe('sign-in limits across instances', () => {
  it('a second instance sees the lock the first one set, and so does a restarted one', async () => {
    const user = await createUser(first)
    for (let i = 0; i < 5; i++)
      expect((await attempt(first.app, user.email, 'wrong')).statusCode).toBe(401)
    const elsewhere = await attempt(second.app, user.email, TEST_PASSWORD)
    expect(elsewhere.statusCode).toBe(429)
    expect(elsewhere.json()).toEqual(errorAnswer('login.tooMany'))
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0)

    await second.close()
    second = await secondInstance(first, 3)
    expect((await attempt(second.app, user.email, TEST_PASSWORD)).statusCode).toBe(429)
  })

  it('shares the known addresses: an account locked for strangers lets its known address in', async () => {
    const config = first.config.login.rules.account
    const admin = await createUser(first, { role: 'admin' })
    expect((await attempt(first.app, admin.email, TEST_PASSWORD)).statusCode).toBe(200)
    for (let i = 0; i < config.max; i++) {
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: 'guess' },
        remoteAddress: `10.78.${Math.floor(i / 200)}.${i % 200}`,
      })
      expect(res.statusCode).toBe(401)
    }
    const stranger = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
      remoteAddress: '10.79.0.1',
    })
    expect(stranger.statusCode).toBe(429)
    expect((await attempt(second.app, admin.email, TEST_PASSWORD)).statusCode).toBe(200)
  })
})
