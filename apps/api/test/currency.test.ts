import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { products } from '../src/db/schema'
import { parseCsv } from './csv'
import { createSubcategory } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'
import { failedStart } from './server-process'

/** As the web build writes it (apps/web/index.html), long enough to be compressed. */
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="rihla-currency" content="USD" />
<script type="module" src="/assets/app-abc123.js"></script>
<!-- ${'padding '.repeat(200)} -->
</head><body><div id="root"></div></body></html>`

let t: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
const dist = mkdtempSync(path.join(tmpdir(), 'rihla-web-'))
beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  // The build's own compressed copies still say USD: they must never be sent.
  writeFileSync(path.join(dist, 'index.html.br'), 'stale brotli bytes')
  writeFileSync(path.join(dist, 'index.html.gz'), 'stale gzip bytes')
  t = await createTestApp({ WEB_DIST: dist, CURRENCY: 'DZD' })
  admin = await signedIn(t, { role: 'admin' })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

const DZD_META = '<meta name="rihla-currency" content="DZD" />'

describe('CURRENCY', () => {
  it('is written into the page the server serves, compressed or not, never cached', async () => {
    for (const url of ['/', '/index.html', '/products/12']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      expect(res.body).toContain(DZD_META)
      expect(res.body).not.toContain('content="USD"')
    }
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(DZD_META)
    const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0.5' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toContain(DZD_META)
    // The build's stale copies are not files of the app.
    expect((await t.app.inject({ url: '/index.html.br' })).statusCode).toBe(404)
  })

  it('lets a browser keep the page it has', async () => {
    const first = await t.app.inject({ url: '/' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await t.app.inject({ url: '/users', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('is answered to anybody by GET /api/settings/public', async () => {
    const res = await t.app.inject({ url: '/api/settings/public' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ currency: 'DZD' })
  })

  it('is named in the price column of the human CSV, whose cells stay numbers', async () => {
    const sub = await createSubcategory(t, 'C', 'Villas')
    await t.db.insert(products).values({
      title: 'Currency tag villa',
      price: 1200.5,
      location: 'Oran',
      wilaya: 31,
      category: 'C',
      subcategoryId: sub.id,
      description: 'Sea view.',
      status: 'approved',
    })
    const headers = { en: 'Price (DZD)', fr: 'Prix (DZD)', ar: 'السعر (DZD)' }
    for (const [lang, header] of Object.entries(headers)) {
      const res = await t.app.inject({
        url: `/api/products/export.csv?search=Currency%20tag&lang=${lang}`,
        headers: admin.headers,
      })
      const [head, row] = parseCsv(res.body.slice(1))
      expect(head?.[2], lang).toBe(header)
      expect(row?.[2], lang).toBe('1200.5')
    }
    const raw = await t.app.inject({
      url: '/api/products/export.csv?search=Currency%20tag&raw=1',
      headers: admin.headers,
    })
    expect(parseCsv(raw.body.slice(1))[0]?.[2]).toBe('price')
  })
})

describe('a CURRENCY that is not an ISO 4217 code', () => {
  it('is refused with a message naming the setting', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) }
    expect(loadConfig(secret).currency).toBe('USD')
    expect(loadConfig({ ...secret, CURRENCY: 'eur' }).currency).toBe('EUR')
    for (const bad of ['DOLLAR', 'ABC', '$', 'D1']) {
      expect(() => loadConfig({ ...secret, CURRENCY: bad }), bad).toThrow(
        /CURRENCY: must be an ISO 4217 currency code/,
      )
    }
  })

  it('stops the server at start-up', async () => {
    const { code, output } = await failedStart({ CURRENCY: 'DOLLARS', SEED_DEMO: 'false' })
    expect(code).not.toBe(0)
    expect(output).toContain('CURRENCY: must be an ISO 4217 currency code')
  }, 60_000)
})
