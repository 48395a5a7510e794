import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('OpenAPI documentation', () => {
  it('documents every /api route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const spec = res.json<{ paths: Record<string, Record<string, unknown>> }>()
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`),
      ),
    )
    const routes = t.app.routeTable.map(
      (r) => `${r.method} ${r.url.replace(/:([a-zA-Z]+)/g, '{$1}').replace(/(.)\/$/, '$1')}`,
    )
    expect(routes.length).toBeGreaterThan(20)
    for (const route of routes) expect(documented, route).toContain(route)
  })

  it('serves the interactive page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })
})
