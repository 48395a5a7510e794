import type { Product, ProductListResponse } from '@rihla/contract/products'
import { beforeAll, describe, expect, it } from 'vitest'
import { urlSigner } from '../src/lib/upload-urls'
import { createSubcategory, postBanner, postProduct } from './factories'
import { useSignedIn, useTestApp } from './helpers'

/**
 * Pictures of products that are not public (waiting for approval, or in the trash) are not
 * served to whoever has the URL: only under a short-lived signed URL while the
 * product waits, and not at all while it is in the trash. Approved pictures and banners stay
 * public and immutable.
 */
const t = useTestApp({ UPLOAD_URL_TTL_SECONDS: '600' })
const admin = useSignedIn(t, { role: 'admin' })
const user = useSignedIn(t, { role: 'user' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'A')).id
})

const createProduct = (headers: Record<string, string>, title: string) =>
  postProduct(t, headers, { title, subcategoryId: subId })

const get = (url: string) => t.app.inject({ method: 'GET', url })
const plain = (url: string) => url.split('?')[0] ?? ''
const keyOf = (url: string) => plain(url).replace('/uploads/', '')
const picture = (p: Product) => p.pictures[0]?.url ?? ''
const thumbnail = (p: Product) => p.pictures[0]?.thumbnailUrl ?? ''
/** The square for list cells: the first candidate of the srcset. */
const small = (p: Product) => p.pictures[0]?.thumbnailSrcset?.split(' ')[0] ?? ''

describe('pictures of a product waiting for approval', () => {
  it('are refused without a signature and served, privately, with a valid one', async () => {
    const p = await createProduct(user.headers, 'Waiting trip')
    expect(p.status).toBe('pending')
    expect(small(p)).toContain('-small.webp?')
    for (const url of [picture(p), thumbnail(p), small(p)]) {
      expect(url).toMatch(/^\/uploads\/products\/[\w-]+\.webp\?expires=\d+&signature=[\w-]+$/)
      const refused = await get(plain(url))
      expect(refused.statusCode).toBe(404)
      expect(refused.headers['cache-control']).toBe('no-store')
      const served = await get(url)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      const cache = String(served.headers['cache-control'])
      expect(cache).toMatch(/^private, max-age=\d+$/)
      // Valid for the TTL, rounded up to half of it so that repeated answers share one URL.
      expect(Number(cache.split('=')[1])).toBeGreaterThan(0)
      expect(Number(cache.split('=')[1])).toBeLessThanOrEqual(900)
    }
  })

  it('are refused under a tampered, borrowed or expired signature', async () => {
    const p = await createProduct(user.headers, 'Tamper trip')
    const url = picture(p)
    const [path, query] = url.split('?') as [string, string]
    const params = new URLSearchParams(query)
    const signature = params.get('signature') ?? ''
    const expires = Number(params.get('expires'))
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    const attempts = [
      `${path}?expires=${expires}&signature=${flipped}`,
      // A later expiry with the same signature.
      `${path}?expires=${expires + 3600}&signature=${signature}`,
      // The thumbnail's signature on the display picture.
      `${path}?${thumbnail(p).split('?')[1]}`,
      `${path}?expires=${expires}`,
      `${path}?signature=${signature}`,
      `${path}?expires=abc&signature=${signature}`,
    ]
    for (const attempt of attempts) expect((await get(attempt)).statusCode, attempt).toBe(404)
    // A signature made with the server's own secret, but whose time has passed.
    const signer = urlSigner(t.config.jwtSecret, 600)
    const longAgo = Math.floor(Date.now() / 1000) - 7200
    expect((await get(`${path}?${signer.sign(keyOf(url), longAgo)}`)).statusCode).toBe(404)
    expect((await get(`${path}?${signer.sign(keyOf(url))}`)).statusCode).toBe(200)
  })

  it('are signed in the waiting list and its details, and public once approved', async () => {
    const p = await createProduct(user.headers, 'Approve trip')
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/products/waiting-list?search=Approve%20trip',
      headers: admin.headers,
    })
    const listed = waiting.json<ProductListResponse>().products[0]
    expect(listed && picture(listed)).toContain('signature=')
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/products/waiting-list/${p.id}`,
      headers: admin.headers,
    })
    expect(picture(detail.json<Product>())).toContain('signature=')

    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${p.id}/accept`,
      headers: { ...admin.headers, 'if-match': String(detail.headers.etag) },
    })
    const approved = accepted.json<Product>()
    expect(picture(approved)).toBe(plain(picture(p)))
    expect(thumbnail(approved)).toBe(plain(thumbnail(p)))
    expect(small(approved)).toBe(plain(small(p)))
    for (const url of [picture(approved), thumbnail(approved), small(approved)]) {
      const served = await get(url)
      expect(served.statusCode).toBe(200)
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=Approve%20trip',
      headers: user.headers,
    })
    expect(picture(list.json<ProductListResponse>().products[0] as Product)).toBe(picture(approved))
  })
})

describe('pictures of a product in the trash', () => {
  it('are refused during the undo window, signed or not, and public again after an undo', async () => {
    const p = await createProduct(admin.headers, 'Trash trip')
    expect(p.status).toBe('approved')
    expect((await get(picture(p))).statusCode).toBe(200)
    const pending = await createProduct(user.headers, 'Trash waiting trip')

    for (const id of [p.id, pending.id]) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${id}`,
        headers: admin.headers,
      })
      expect(deleted.statusCode).toBe(200)
    }
    for (const url of [
      picture(p),
      thumbnail(p),
      small(p),
      picture(pending),
      plain(picture(pending)),
      small(pending),
    ]) {
      expect((await get(url)).statusCode, url).toBe(404)
    }

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/restore`,
      headers: admin.headers,
    })
    expect(restored.statusCode).toBe(200)
    expect((await get(picture(p))).statusCode).toBe(200)
  })
})

describe('other files', () => {
  it('serves banners publicly and refuses unknown or unsafe keys', async () => {
    const banner = await get((await postBanner(t, admin.headers)).url)
    expect(banner.statusCode).toBe(200)
    expect(banner.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const url of [
      '/uploads/products/missing.webp',
      '/uploads/banners/missing.webp',
      '/uploads/jwt-secret',
      '/uploads/.hidden',
      '/uploads/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
  })
})
