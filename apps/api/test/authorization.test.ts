import { ROLES } from '@rihla/contract/constants'
import { MESSAGES } from '@rihla/contract/messages'
import { mayAccess } from '@rihla/contract/permissions'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerAuthorization } from '../src/plugins/authorization'
import { signedIn, useTestApp } from './helpers'

const t = useTestApp()

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
  // The deployment's currency (decision 039).
  'GET /api/settings/public',
  // A closing tab's beacon: its signed release token stands in for the bearer (decision 042).
  'POST /api/products/waiting-list/:id/claim/release',
]
const fill = (url: string) => url.replace(/:[a-zA-Z]+/g, '1')

describe('authorization', () => {
  it('leaves exactly the twelve public routes open', () => {
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

  it('names the access of every route: none is left to the default', () => {
    const unnamed = t.app.routeTable.filter((r) => r.access === 'admin-only')
    expect(unnamed.map((r) => `${r.method} ${r.url}`)).toEqual([])
  })

  it.each(ROLES.filter((role) => role !== 'admin'))(
    'answers 403 to a %s on every route whose permission the role lacks',
    async (role) => {
      const { headers } = await signedIn(t, { role })
      const refused = t.app.routeTable.filter(
        (r) => r.access !== 'admin-only' && !mayAccess(role, r.access),
      )
      expect(refused.length).toBeGreaterThan(3)
      for (const route of refused) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers,
        })
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403)
        expect(res.json()).toEqual({ message: MESSAGES.auth.forbidden, code: 'auth.forbidden' })
      }
    },
  )

  it("keeps a route that names no access to the admin (decision 002's default)", async () => {
    const bare = Fastify()
    bare.decorate('ctx', t.app.ctx)
    await bare.register(
      async (api) => {
        registerAuthorization(api)
        api.get('/unnamed', () => ({ ok: true }))
      },
      { prefix: '/api' },
    )
    await bare.ready()
    try {
      for (const [role, status] of [
        ['admin', 200],
        ['moderator', 403],
        ['user', 403],
      ] as const) {
        const { headers } = await signedIn(t, { role })
        const res = await bare.inject({ method: 'GET', url: '/api/unnamed', headers })
        expect(res.statusCode, role).toBe(status)
      }
      expect((await bare.inject({ method: 'GET', url: '/api/unnamed' })).statusCode).toBe(401)
    } finally {
      await bare.close()
    }
  })

  it('lets a plain user log out', async () => {
    const { headers } = await signedIn(t, { role: 'user' })
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })
    expect(res.statusCode).toBe(204)
  })
})
