import { MESSAGE_CODES } from '@rihla/contract/message-codes'
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

  it('documents the error answer, with its codes, on every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    type Answer = {
      content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>
    }
    const spec = res.json<{
      paths: Record<string, Record<string, { responses: Record<string, Answer> }>>
    }>()
    // The API's routes; /uploads/* serves files, not JSON.
    const operations = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([, ops]) => Object.values(ops))
    expect(operations.length).toBeGreaterThan(20)
    for (const operation of operations) {
      const schema = Object.values(operation.responses['4XX']?.content ?? {})[0]?.schema
      expect(Object.keys(schema?.properties ?? {})).toEqual([
        'message',
        'code',
        'details',
        'current',
      ])
      expect(schema?.properties?.code).toMatchObject({ enum: MESSAGE_CODES })
    }
  })

  it('serves the interactive page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })
})
