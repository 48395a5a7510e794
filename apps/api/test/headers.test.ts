import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCS_CSP } from '../src/plugins/openapi'
import { postBanner } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'

/**
 * Security headers on every answer (ASVS V3.4, OWASP API8): every route of the route
 * table, as anonymous and as admin, and the pages, files and errors around them. The web app
 * and the API share one policy; the OpenAPI page has its own, as strict (docs/security.md).
 */
let t: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
const dist = mkdtempSync(path.join(tmpdir(), 'rihla-web-'))
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
  t = await createTestApp({ WEB_DIST: dist, LOGIN_MAX_FAILURES_PER_IP: '1000' })
  admin = await signedIn(t, { role: 'admin' })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

function directivesOf(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '')
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d): [string, string[]] => {
        const [name = '', ...values] = d.split(/\s+/)
        return [name.toLowerCase(), values]
      }),
  )
}

/** What every answer must carry, whatever it is. */
function expectSecurityHeaders(res: LightMyRequestResponse, label: string) {
  const csp = directivesOf(res)
  expect(csp.size, `${label}: a Content-Security-Policy`).toBeGreaterThan(0)
  expect(csp.get('default-src'), label).toEqual(["'self'"])
  const scripts = csp.get('script-src') ?? []
  expect(scripts, `${label}: script-src`).toEqual(["'self'"])
  expect(csp.get('script-src-attr'), label).toEqual(["'none'"])
  expect(csp.get('object-src'), label).toEqual(["'none'"])
  expect(csp.get('base-uri'), label).toEqual(["'none'"])
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(csp.get('form-action'), label).toEqual(["'self'"])
  for (const [name, values] of csp) {
    expect(values, `${label}: ${name} allows no wildcard host`).not.toContain('*')
    expect(values, `${label}: ${name} allows no scheme-wide source`).not.toContain('https:')
    if (name !== 'style-src') expect(values, `${label}: ${name}`).not.toContain("'unsafe-inline'")
    expect(values, `${label}: ${name}`).not.toContain("'unsafe-eval'")
  }
  expect(res.headers['x-content-type-options'], label).toBe('nosniff')
  expect(res.headers['x-frame-options'], label).toBe('DENY')
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  expect(res.headers['cross-origin-opener-policy'], label).toBe('same-origin')
  expect(res.headers['x-powered-by'], label).toBeUndefined()
  expect(res.headers.server, label).toBeUndefined()
}

// Ids of no record: the walk must not block or delete the people the other tests use. The
// event stream never ends under `inject`: its poll mode answers the same way, then ends.
const fill = (url: string) =>
  url === '/api/events' ? '/api/events?mode=poll' : url.replace(/:[A-Za-z]+/g, '424242')

describe('security headers', () => {
  it('are on the answer of every route, to anonymous and admin callers alike', async () => {
    const routes = [...t.app.routeTable].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    )
    expect(routes.length).toBeGreaterThan(20)
    // A session of its own, which the walk ends with its logout.
    const walker = await signedIn(t, { role: 'admin' })
    const statuses = new Set<number>()
    for (const route of routes) {
      for (const headers of [{}, walker.headers]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers,
        })
        statuses.add(res.statusCode)
        expectSecurityHeaders(res, `${route.method} ${route.url} → ${res.statusCode}`)
        // API answers, errors included, are never stored by a browser or a proxy.
        if (!route.url.endsWith('.csv')) {
          // The event stream adds `no-transform`, so no proxy recompresses (and buffers) it.
          const directives = String(res.headers['cache-control']).split(/,\s*/)
          expect(directives, `${route.method} ${route.url}`).toContain('no-store')
          expect(directives.filter((d) => d !== 'no-store' && d !== 'no-transform')).toEqual([])
        }
      }
    }
    // The walk saw successes and refusals, not one kind of answer.
    expect([...statuses].some((s) => s < 300)).toBe(true)
    expect(statuses).toContain(401)
  })

  it.each([
    ['the web app', '/', 200],
    ['a client route', '/login', 200],
    ['a hashed asset', '/assets/app-abc123.js', 200],
    ['a missing asset', '/assets/missing.js', 404],
    ['an unknown API path', '/api/nothing-here', 404],
    ['a record that does not exist', '/api/users/424242', 404],
    ['a 401', '/api/users', 401],
    ['a 400', '/api/users/abc', 400],
    ['a malformed URL', '/api/users/%zz', 400],
    ['a path parameter over the length limit', `/api/users/${'1'.repeat(200)}`, 404],
  ])('are on %s', async (_name, url, status) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: url === '/api/users' ? {} : admin.headers,
    })
    expect(res.statusCode).toBe(status)
    expectSecurityHeaders(res, url)
  })

  it('answer a malformed URL like any other error, without echoing it', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/users/%zz<script>' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ message: 'Invalid request', code: 'generic.badRequest' })
    expectSecurityHeaders(bad, 'a malformed URL')
  })

  it('are on a 413 and a 415', async () => {
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.dz', password: 'x'.repeat(1024 * 1024 + 10) },
    })
    expect(tooLarge.statusCode).toBe(413)
    expectSecurityHeaders(tooLarge, '413')
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    })
    expect(wrongType.statusCode).toBe(415)
    expectSecurityHeaders(wrongType, '415')
  })

  it('are on an uploaded file, served as what it is', async () => {
    // A session of its own: the route walk above ends with a logout.
    const uploader = await signedIn(t, { role: 'admin' })
    const created = await postBanner(t, uploader.headers)
    const res = await t.app.inject({ method: 'GET', url: created.url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expectSecurityHeaders(res, 'an upload')
  })

  it('give the OpenAPI page its own policy: no inline script or style, never framed', async () => {
    const expected = Object.entries(DOCS_CSP)
      .map(([name, values]) => `${name} ${values.join(' ')};`)
      .join(' ')
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/static/swagger-ui.css',
      '/api/docs/static/swagger-initializer.js',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-security-policy'], url).toBe(expected)
      expectSecurityHeaders(res, url)
      const styles = directivesOf(res).get('style-src') ?? []
      expect(styles, url).not.toContain("'unsafe-inline'")
    }
    // The validator badge would load an image from another host: it is off.
    const init = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    })
    expect(init.body).toContain('"validatorUrl":null')
  })
})
