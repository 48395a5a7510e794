import { MESSAGES } from '@rihla/contract/messages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PUBLIC_ROUTES = [
  'GET /api/health',
  // Probes for load balancers and orchestrators (docs/operations.md).
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/refresh-token',
  // The second step of a sign-in: its challenge token stands in for the bearer token.
  'POST /api/auth/login/two-factor',
  'GET /api/auth/options',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
]
const fill = (url: string) => url.replace(/:[a-zA-Z]+/g, '1')

describe('authorization', () => {
  it('leaves exactly the ten public routes open', () => {
    const open = t.app.routeTable
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort())
  })

  it('answers 401 with a JSON message on every protected route without a token', async () => {
    const routes = t.app.routeTable.filter((r) => r.access !== 'public')
    expect(routes.length).toBeGreaterThan(5)
    for (const route of routes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: fill(route.url) })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401)
      expect(res.json()).toEqual({
        message: MESSAGES.auth.tokenRequired,
        code: 'auth.tokenRequired',
      })
    }
  })

  it('answers 401 for a malformed bearer header', async () => {
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not.a.jwt', 'Bearer a b']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { authorization },
      })
      expect(res.statusCode, authorization).toBe(401)
    }
  })

  it('answers 403 to a non-admin on every admin route', async () => {
    const { headers } = await signedIn(t, { role: 'user' })
    const adminRoutes = t.app.routeTable.filter((r) => r.access === 'admin')
    expect(adminRoutes.length).toBeGreaterThan(3)
    for (const route of adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers,
      })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403)
      expect(res.json()).toEqual({ message: MESSAGES.auth.forbidden, code: 'auth.forbidden' })
    }
  })

  it('lets a plain user log out', async () => {
    const { headers } = await signedIn(t, { role: 'user' })
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })
    expect(res.statusCode).toBe(204)
  })
})
