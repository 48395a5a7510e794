import { MESSAGE_CODES } from '@rihla/contract/message-codes'
import { describe, expect, it } from 'vitest'
import { signedIn, useTestApp } from './helpers'

const t = useTestApp()

type Schema = {
  $ref?: string
  description?: string
  format?: string
  allOf?: Schema[]
  properties?: Record<string, Schema>
}
type Answer = {
  headers?: Record<string, unknown>
  content?: Record<string, { schema?: Schema; example?: unknown }>
}
type Operation = {
  parameters?: { $ref?: string; name?: string; description?: string }[]
  requestBody?: Answer
  responses: Record<string, Answer>
}
type Document = {
  paths: Record<string, Record<string, Operation>>
  components: {
    parameters: Record<string, { required?: boolean }>
    headers: { ETag: { schema: { pattern: string } } }
  }
}

/** What a `$ref` of the document points at. */
function schemaOf(spec: object, ref: string): Schema | undefined {
  let node: unknown = spec
  for (const key of ref.slice(2).split('/')) node = (node as Record<string, unknown>)?.[key]
  return node as Schema | undefined
}

const NAMED = [
  'Product',
  'WaitingProduct',
  'WaitingListItem',
  'User',
  'Subcategory',
  'Banner',
  'AdminBanner',
  'PageMeta',
  'ErrorResponse',
  'ServerEvent',
  'MyProduct',
  'Appeal',
  'Statement',
  'Notification',
]

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
    type Operation = {
      parameters?: { in: string; schema?: { enum?: unknown } }[]
      responses: Record<string, Answer>
      security?: unknown[]
    }
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
        const records = (operation.parameters ?? []).filter(
          (p) => p.in === 'path' && !p.schema?.enum,
        )
        if (records.length > 0) expect(statuses, where).toContain('404')
        else if (!route?.schema?.errors?.includes(404)) expect(statuses, where).not.toContain('404')
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

  it('names the contract’s records once and refers to them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    const spec = res.json<Document & { components: { schemas: Record<string, Schema> } }>()
    for (const name of NAMED) expect(Object.keys(spec.components.schemas)).toContain(name)
    const answer = (path: string, method: string, status = '200') =>
      spec.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema
    expect(answer('/api/products/{id}', 'get')).toEqual({ $ref: '#/components/schemas/Product' })
    expect(answer('/api/products/waiting-list/{id}', 'get')).toEqual({
      $ref: '#/components/schemas/WaitingProduct',
    })
    expect(answer('/api/users/{id}', 'get')).toEqual({ $ref: '#/components/schemas/User' })
    // A product's properties are written in the named schemas only, never in an operation.
    expect(JSON.stringify(spec.paths)).not.toContain(`"resubmitted":{"type"`)
    const event = spec.paths['/api/events']?.get?.responses['200']?.content?.['text/event-stream']
    expect(JSON.stringify(event)).toContain('#/components/schemas/ServerEvent')
  })

  it('describes every property and parameter, times as date-time, with an example of each body', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>()
    const text = JSON.stringify(spec)
    const missing: string[] = []
    // Every property: its own description, or its named schema's.
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return
      const properties = (node as Schema).properties
      for (const [name, property] of Object.entries(properties ?? {})) {
        const named = property.$ref ? schemaOf(spec, property.$ref) : undefined
        if (!property.description && !named?.description) missing.push(`${where}.${name}`)
        if (/(^at$|At$|Until$|^activeFrom$|^activeTo$|^since$)/.test(name))
          expect(JSON.stringify(property), `${where}.${name}`).toContain('"format":"date-time"')
      }
      for (const [key, value] of Object.entries(node))
        walk(value, key === 'properties' ? where : `${where}/${key}`)
    }
    walk(spec, '#')
    expect(missing).toEqual([])
    let bodies = 0
    for (const [path, ops] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(ops)) {
        for (const parameter of operation.parameters ?? []) {
          const found = parameter.$ref ? schemaOf(spec, parameter.$ref) : parameter
          expect(found?.description, `${method} ${path} ${parameter.name}`).toBeTruthy()
        }
        // Each answer and request body that is not a file or a form has its example (Redocly
        // checks each one against its schema: openapi-client.pglite.test.ts).
        const holders = [
          operation.requestBody,
          ...Object.entries(operation.responses)
            .filter(([status]) => status.startsWith('2'))
            .map(([, answer]) => answer),
        ]
        for (const holder of holders) {
          for (const [type, media] of Object.entries(holder?.content ?? {})) {
            if (type === 'multipart/form-data' || media.schema?.format === 'binary') continue
            expect(media.example, `${method} ${path} ${type}`).toBeDefined()
            bodies++
          }
        }
      }
    }
    expect(bodies).toBeGreaterThan(80)
    expect(text).not.toContain('Default Response')
  })

  it('serves the interactive page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })
})
