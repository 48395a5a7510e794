import { MESSAGE_CODES } from '@rihla/contract/message-codes'
import { describe, expect, it } from 'vitest'
import { signedIn, useTestApp } from './helpers'

const t = useTestApp()

type Schema = {
  $ref?: string
  allOf?: Schema[]
  properties?: Record<string, Schema>
}
type Answer = {
  headers?: Record<string, unknown>
  content?: Record<string, { schema?: Schema }>
}
type Operation = {
  parameters?: { $ref?: string; name?: string }[]
  responses: Record<string, Answer>
}
type Document = {
  paths: Record<string, Record<string, Operation>>
  components: {
    parameters: Record<string, { required?: boolean }>
    headers: { ETag: { schema: { pattern: string } } }
  }
}

/** A route's operation in the document (Fastify's `:id` is OpenAPI's `{id}`). */
function operationOf(spec: Document, route: { method: string; url: string }) {
  const path = route.url.replace(/:([a-zA-Z]+)/g, '{$1}').replace(/(.)\/$/, '$1')
  return spec.paths[path]?.[route.method.toLowerCase()]
}

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
    type Answer = {
      $ref?: string
      content?: Record<string, { schema?: { allOf?: { $ref?: string }[] } }>
    }
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
        // Every error answer has the contract's error shape: the shared answer, or a stale
        // save's 409 that types `current` as the route's record.
        for (const [status, answer] of errors) {
          // A probe's 503 says which checks failed, in its own shape.
          if (status === '503') continue
          const name = answer.$ref?.replace('#/components/responses/', '') ?? ''
          const shared = Object.values(spec.components.responses[name]?.content ?? {})[0]?.schema
          const own = answer.content?.['application/json']?.schema?.allOf?.[0]
          expect((shared ?? own)?.$ref, `${where} ${status}`).toBe(
            '#/components/schemas/ErrorResponse',
          )
        }
        const statuses = errors.map(([s]) => s)
        expect(statuses, where).toContain('5XX')
        // A route behind a token says 401 and 403, and needs the token; a public one neither.
        if (route?.access === 'public') expect(operation.security, where).toEqual([])
        else expect(statuses, where).toEqual(expect.arrayContaining(['401', '403']))
        // A route that reads input says 400; one whose path names a record, 404.
        const input = route?.schema
        if (input?.body || input?.querystring || input?.params)
          expect(statuses, where).toContain('400')
        if (route?.url.includes(':')) expect(statuses, where).toContain('404')
        checked++
      }
    }
    expect(checked).toBeGreaterThan(70)
  })

  it('declares If-Match where a route reads it, required where it answers 428 without it', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>()
    let versioned = 0
    for (const route of t.app.routeTable) {
      const own = route.schema?.errors ?? []
      const operation = operationOf(spec, route)
      const ifMatch = (operation?.parameters ?? []).filter((p) =>
        /IfMatch|^if-match$/i.test(p.$ref ?? p.name ?? ''),
      )
      const where = `${route.method} ${route.url}`
      if (!own.includes(412) && !own.includes(428)) {
        expect(ifMatch, where).toEqual([])
        continue
      }
      const required = own.includes(428)
      expect(ifMatch, where).toEqual([
        { $ref: `#/components/parameters/IfMatch${required ? 'Required' : ''}` },
      ])
      // A stale save's 409 carries the record the route answers, as it is now.
      if (own.includes(409)) {
        const success = operation?.responses['200'] ?? operation?.responses['201']
        const record = success?.content?.['application/json']?.schema
        const conflict = operation?.responses['409']?.content?.['application/json']?.schema
        expect(conflict?.allOf?.[1]?.properties?.current?.allOf?.[0], where).toEqual(record)
      }
      versioned++
    }
    expect(versioned).toBeGreaterThan(8)
    expect(spec.components.parameters.IfMatchRequired).toMatchObject({ required: true })
  })

  it('declares the ETag of each answer that carries one, as the server sends it', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>()
    for (const route of t.app.routeTable) {
      const headers = Object.entries(operationOf(spec, route)?.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .map(([, answer]) => answer.headers?.ETag)
      const expected = route.schema?.etag ? { $ref: '#/components/headers/ETag' } : undefined
      for (const header of headers) expect(header, `${route.method} ${route.url}`).toEqual(expected)
    }
    const admin = await signedIn(t, { role: 'admin' })
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/users/admin',
      headers: admin.headers,
    })
    expect(read.headers.etag).toMatch(new RegExp(spec.components.headers.ETag.schema.pattern))
  })

  it('serves the interactive page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })
})
