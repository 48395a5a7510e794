import { MESSAGE_CODES } from '@rihla/contract/message-codes'
import { describe, expect, it } from 'vitest'
import { useTestApp } from './helpers'

const t = useTestApp()

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

  it('documents the error answers, with their codes, each route can give', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    type Answer = { $ref?: string }
    type Operation = { responses: Record<string, Answer>; security?: unknown[] }
    const spec = res.json<{
      paths: Record<string, Record<string, Operation>>
      components: {
        schemas: Record<string, { properties?: Record<string, unknown> }>
        responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>
      }
    }>()
    // The error shape, once, with every code of MESSAGES.
    const error = spec.components.schemas.ErrorResponse
    expect(Object.keys(error?.properties ?? {})).toEqual(['message', 'code', 'details', 'current'])
    expect(error?.properties?.code).toMatchObject({ enum: MESSAGE_CODES })
    const byRoute = new Map(
      t.app.routeTable.map((r) => [
        `${r.method} ${r.url.replace(/:([a-zA-Z]+)/g, '{$1}').replace(/(.)\/$/, '$1')}`,
        r,
      ]),
    )
    let checked = 0
    for (const [path, ops] of Object.entries(spec.paths)) {
      if (!path.startsWith('/api/')) continue
      for (const [method, operation] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`
        const route = byRoute.get(where)
        expect(route, where).toBeDefined()
        const errors = Object.entries(operation.responses).filter(([s]) => /^[45]/.test(s))
        // Every error answer is the shared one, with the contract's error shape.
        for (const [status, answer] of errors) {
          const name = answer.$ref?.replace('#/components/responses/', '') ?? ''
          const schema = Object.values(spec.components.responses[name]?.content ?? {})[0]?.schema
          if (status !== '503')
            expect(schema?.$ref, `${where} ${status}`).toBe('#/components/schemas/ErrorResponse')
        }
        const statuses = errors.map(([s]) => s)
        expect(statuses, where).toContain('5XX')
        // A route behind a token says 401 and 403, and needs the token; a public one neither.
        if (route?.access === 'public') expect(operation.security, where).toEqual([])
        else expect(statuses, where).toEqual(expect.arrayContaining(['401', '403']))
        // A route that reads input says 400.
        const input = route?.schema
        if (input?.body || input?.querystring || input?.params)
          expect(statuses, where).toContain('400')
        checked++
      }
    }
    expect(checked).toBeGreaterThan(70)
  })

  it('serves the interactive page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })
})
