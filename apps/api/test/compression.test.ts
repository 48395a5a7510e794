import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../src/db/schema'
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/compression'
import { createSubcategory } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'
import { openStream } from './sse'

/**
 * JSON answers of the API are compressed (br or gzip, as asked) from 1 KB up; the event
 * stream, the CSV exports and the web app's precompressed files are left as they are.
 */
let t: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
const dist = mkdtempSync(path.join(tmpdir(), 'rihla-web-'))
const LIST = '/api/products?page=1&limit=12'

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), `console.log("${'x'.repeat(4000)}")`)
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), 'brotli bytes')
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), 'gzip bytes')
  t = await createTestApp({ WEB_DIST: dist })
  admin = await signedIn(t, { role: 'admin' })
  const sub = await createSubcategory(t, 'B')
  await t.db.insert(products).values(
    Array.from({ length: 12 }, (_, i) => ({
      title: `Dinner cruise ${i + 1}`,
      price: 1000 + i,
      location: 'Port of Algiers',
      wilaya: 16,
      category: 'B' as const,
      subcategoryId: sub.id,
      description: 'Three courses on the bay at sunset, with live music and a view of the Casbah.',
      status: 'approved' as const,
    })),
  )
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...admin.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  })

describe('compressed JSON answers', () => {
  it('sends a list over 1 KB as brotli to a client that accepts it, the same JSON once decoded', async () => {
    const plain = await get(LIST)
    expect(plain.statusCode).toBe(200)
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES)
    const res = await get(LIST, 'gzip, deflate, br, zstd')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(res.headers['content-type']).toContain('application/json')
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    const decoded = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))
    expect(decoded).toEqual(plain.json())
    // The other hooks still ran: security headers and the API's no-store.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('sends gzip to a client that accepts only gzip', async () => {
    const plain = await get(LIST)
    const res = await get(LIST, 'gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('follows the client’s preferences', async () => {
    expect((await get(LIST, 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip')
    // @fastify/compress reads `*` as gzip, which every client that sends it can decode.
    expect((await get(LIST, '*')).headers['content-encoding']).toBe('gzip')
  })

  it('sends the JSON as it is when no compression is asked for, or none it knows', async () => {
    for (const encoding of [undefined, 'identity', 'compress', 'br;q=0, gzip;q=0']) {
      const res = await get(LIST, encoding)
      expect(res.statusCode, encoding).toBe(200)
      expect(res.headers['content-encoding'], encoding).toBeUndefined()
      expect(res.json().products, encoding).toHaveLength(12)
    }
  })

  it('leaves an answer under 1 KB uncompressed', async () => {
    const res = await get('/api/products?page=1&limit=1', 'br, gzip')
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json().products).toHaveLength(1)
  })

  it('answers whatever the Accept-Encoding holds', async () => {
    for (const encoding of ['', ',,,', 'br;q=abc', `${'x'.repeat(5000)}, gzip`, 'gzip;q=1e99']) {
      const res = await get(LIST, encoding)
      expect(res.statusCode, encoding).toBe(200)
    }
  })
})

describe('what stays uncompressed', () => {
  it('streams the CSV exports as they are (they are flushed batch by batch)', async () => {
    const res = await get('/api/products/export.csv?raw=1', 'br, gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.split('\r\n').length).toBeGreaterThan(12)
  })

  it('keeps the event stream plain text, flushed as events come', async () => {
    const poll = await get('/api/events?mode=poll', 'br, gzip')
    expect(poll.statusCode).toBe(200)
    expect(poll.headers['content-type']).toContain('text/event-stream')
    expect(poll.headers['content-encoding']).toBeUndefined()

    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const stream = await openStream(`http://127.0.0.1:${port}`, {
      ...admin.headers,
      'accept-encoding': 'br, gzip',
    })
    try {
      expect(stream.response.headers.get('content-encoding')).toBeNull()
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream')
      // The first frame arrives while the stream stays open: nothing holds it back.
      await stream.waitFor(() => stream.readyId() !== undefined)
      expect(stream.ended).toBe(false)
    } finally {
      await stream.close()
    }
  })

  it('serves the web app’s precompressed files once, with Vary: Accept-Encoding', async () => {
    const url = '/assets/app-abc123.js'
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body).toBe('brotli bytes')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.body).toBe('gzip bytes')
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('console.log')
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    })
    expect(page.headers['content-type']).toContain('text/html')
  })
})
