import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
const dist = mkdtempSync(path.join(tmpdir(), 'rihla-web-'))
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
  // As the web build writes them (apps/web/vite.config.ts, precompress).
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), 'brotli bytes')
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), 'gzip bytes')
  t = await createTestApp({ WEB_DIST: dist })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('serving the web app', () => {
  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/users/12', '/subcategories/UpdateSubcategory/3']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    }
  })

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('sends the compressed copy the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/app-abc123.js'
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body).toBe('brotli bytes')
    expect(br.headers['content-type']).toContain('javascript')
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log(1)')
  })

  it('keeps unknown API paths and missing files as 404s', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/not-a-route' })
    expect(api.statusCode).toBe(404)
    expect(api.json().message).toContain('not found')
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404)
    // A traversal attempt is normalised by the router and never reaches the file system.
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })
    expect(traversal.body).not.toContain('root:')
  })
})
