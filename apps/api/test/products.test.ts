import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { MESSAGES } from '@rihla/contract/messages'
import type { Product, ProductListResponse } from '@rihla/contract/products'
import { count, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, deletedProducts, productPictures, products } from '../src/db/schema'
import { purgeExpiredProducts } from '../src/modules/products/products-trash-service'
import { createSubcategory, image, pixelBomb, sendProduct } from './factories'
import { signedIn, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })
const user = useSignedIn(t, { role: 'user' })
let subA: { id: number }
let subC: { id: number }

beforeAll(async () => {
  subA = await createSubcategory(t, 'A', 'Umrah')
  subC = await createSubcategory(t, 'C', 'Villas')
})

const fields = (overrides: Record<string, string | number> = {}) => ({
  title: 'Umrah 15 days',
  price: '1200.50',
  description: 'Flights, hotel and guide included.',
  location: 'Bab Ezzouar',
  wilaya: '16',
  category: 'A',
  subcategoryId: String(subA.id),
  ...overrides,
})

const post = (
  headers: Record<string, string>,
  f: Record<string, string | number>,
  files?: Parameters<typeof sendProduct>[3],
) => sendProduct(t, headers, f, files)

const uploadedFiles = () => {
  const dir = path.join(t.config.uploadsDir, 'products')
  return existsSync(dir) ? readdirSync(dir).sort() : []
}
const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]?.n ?? 0

describe('POST /api/products', () => {
  it('creates an approved product for an admin, with a re-encoded display image and a thumbnail', async () => {
    const res = await post(admin.headers, fields())
    expect(res.statusCode).toBe(201)
    const p = res.json<Product>()
    expect(p).toMatchObject({
      title: 'Umrah 15 days',
      price: 1200.5,
      wilaya: '16',
      category: 'A',
      status: 'approved',
      averageRating: null,
      isE: false,
    })
    expect(p.pictures).toHaveLength(1)
    const picture = await t.app.inject({ method: 'GET', url: p.pictures[0]?.url ?? '' })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['x-content-type-options']).toBe('nosniff')
    expect(picture.headers['cache-control']).toContain('immutable')
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('webp')
    const thumb = await t.app.inject({ method: 'GET', url: p.pictures[0]?.thumbnailUrl ?? '' })
    expect(thumb.statusCode).toBe(200)
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.id))
    expect(entry?.action).toBe('product.create')
  })

  it('stores a 128 px square for list cells beside the thumbnail, offered with it as a srcset', async () => {
    const photo = { data: await image('jpeg', 600, 400) }
    const p = (await post(admin.headers, fields({ title: 'Square trip' }), [photo])).json<Product>()
    const [first] = p.pictures
    if (!first?.thumbnailUrl || !first.thumbnailSrcset) throw new Error('no srcset')
    const [smallUrl, smallWidth, thumbUrl, thumbWidth] = first.thumbnailSrcset.split(/,? /)
    expect(smallUrl).toMatch(/^\/uploads\/products\/[\w-]+-small\.webp$/)
    expect([smallWidth, thumbUrl, thumbWidth]).toEqual(['128w', first.thumbnailUrl, '400w'])
    expect(smallUrl?.replace('-small', '-thumb')).toBe(first.thumbnailUrl)
    const served = await t.app.inject({ method: 'GET', url: smallUrl ?? '' })
    expect(served.statusCode).toBe(200)
    expect(served.headers['cache-control']).toContain('immutable')
    const square = await sharp(served.rawPayload).metadata()
    expect([square.format, square.width, square.height]).toEqual(['webp', 128, 128])
    const [row] = await t.db
      .select()
      .from(productPictures)
      .where(eq(productPictures.productId, p.id))
    expect(row?.smallKey).toBe(smallUrl?.replace('/uploads/', ''))
  })

  it('shows a picture stored before the square from its thumbnail, without a srcset', async () => {
    const p = (await post(admin.headers, fields({ title: 'Older trip' }))).json<Product>()
    await t.db
      .update(productPictures)
      .set({ smallKey: null })
      .where(eq(productPictures.productId, p.id))
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=Older%20trip',
      headers: admin.headers,
    })
    const [listed] = res.json<ProductListResponse>().products
    expect(listed?.pictures[0]?.thumbnailUrl).toBe(p.pictures[0]?.thumbnailUrl)
    expect(listed?.pictures[0]).not.toHaveProperty('thumbnailSrcset')
  })

  it('puts a product created by a plain user on the waiting list', async () => {
    const res = await post(user.headers, fields({ title: 'User offer' }))
    expect(res.statusCode).toBe(201)
    expect(res.json<Product>().status).toBe('pending')
  })

  it('lists every failing field in the seed order, then the missing image', async () => {
    const res = await post(admin.headers, { title: '  ', price: '' }, [])
    expect(res.statusCode).toBe(400)
    const m = MESSAGES.product
    expect(res.json().details).toEqual([
      m.title,
      m.priceRequired,
      m.description,
      m.location,
      m.wilaya,
      m.category,
      m.subcategory,
      m.image,
    ])
    expect(res.json().message).toBe(m.title)
  })

  it.each([
    ['abc', MESSAGES.product.priceInvalid],
    ['0', MESSAGES.product.priceInvalid],
    ['-5', MESSAGES.product.priceInvalid],
  ])('refuses the price %s', async (price, message) => {
    const res = await post(admin.headers, fields({ price }))
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([message])
  })

  it('refuses an unknown wilaya, category or subcategory', async () => {
    expect((await post(admin.headers, fields({ wilaya: '59' }))).json().details).toEqual([
      MESSAGES.product.wilaya,
    ])
    expect((await post(admin.headers, fields({ category: 'Z' }))).json().details).toEqual([
      MESSAGES.product.category,
    ])
    expect((await post(admin.headers, fields({ subcategoryId: '99999' }))).json().details).toEqual([
      MESSAGES.product.subcategory,
    ])
  })

  it('refuses a subcategory of another category', async () => {
    const res = await post(admin.headers, fields({ category: 'A', subcategoryId: String(subC.id) }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/does not belong/)
  })

  it('accepts JPEG, GIF and WebP too', async () => {
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      const res = await post(admin.headers, fields({ title: `Format ${format}` }), [
        { data: await image(format), filename: `x.${format}` },
      ])
      expect(res.statusCode, format).toBe(201)
    }
  })

  describe('hostile uploads leave nothing behind', () => {
    const cases: Array<[string, () => Promise<Buffer> | Buffer, number]> = [
      ['a text file called x.png', () => Buffer.from('hello, I am not an image at all'), 415],
      [
        'an SVG with a script',
        () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
      ],
      ['a truncated PNG', async () => (await image('png', 300, 300)).subarray(0, 120), 415],
      ['a pixel-flood bomb', () => pixelBomb(), 413],
      [
        '10 MB + 1 byte',
        async () => Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024 + 1)]),
        413,
      ],
    ]
    it.each(cases)('refuses %s', async (_name, make, status) => {
      const before = { files: uploadedFiles(), rows: await productCount() }
      const res = await post(admin.headers, fields(), [{ data: await make(), filename: 'x.png' }])
      expect(res.statusCode).toBe(status)
      expect(typeof res.json().message).toBe('string')
      expect(uploadedFiles()).toEqual(before.files)
      expect(await productCount()).toBe(before.rows)
    })

    it('refuses two files where one is allowed', async () => {
      const png = await image('png')
      const res = await post(admin.headers, fields(), [{ data: png }, { data: png }])
      expect(res.statusCode).toBe(400)
    })

    it('refuses JSON where a form is expected', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: admin.headers,
        payload: fields(),
      })
      expect(res.statusCode).toBe(415)
    })
  })
})

describe('GET /api/products', () => {
  it('lists approved products only, 7 per page, with search, filters and sort', async () => {
    for (let i = 0; i < 8; i++) {
      await post(
        admin.headers,
        fields({
          title: `Villa ${String.fromCharCode(72 - i)} by the sea`,
          category: 'C',
          subcategoryId: String(subC.id),
          wilaya: i % 2 ? '31' : '6',
          price: String(100 + i),
        }),
      )
    }
    const list = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products?${q}`,
        headers: user.headers,
      })
      expect(res.statusCode).toBe(200)
      return res.json<ProductListResponse>()
    }
    const page1 = await list('')
    expect(page1.limit).toBe(7)
    expect(page1.products).toHaveLength(7)
    expect(page1.products.every((p) => p.status === 'approved')).toBe(true)
    expect(page1.totalPages).toBe(Math.ceil(page1.total / 7))

    const villas = await list('search=VILLA&limit=100')
    expect(villas.total).toBe(8)
    expect((await list('search=Bab%20Ezzouar')).total).toBeGreaterThan(0)
    expect((await list('category=C&wilaya=31')).total).toBe(4)
    expect((await list(`subcategoryId=${subC.id}&limit=100`)).total).toBe(8)

    const asc = await list('category=C&sort=title&order=asc&limit=100')
    const titles = asc.products.map((p) => p.title)
    expect(titles).toEqual([...titles].sort())
    const desc = await list('category=C&sort=price&order=desc&limit=3')
    expect(desc.products.map((p) => p.price)).toEqual([107, 106, 105])
  })

  it('gives every page exactly the slice of the whole sorted list, unrated last, both ways', async () => {
    const get = async (q: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/products?${q}`, headers: admin.headers })
      ).json<ProductListResponse>()
    const rated = (await get('limit=3')).products[0]
    // Rated by someone other than its owner, who may not (product-change-limits.test.ts).
    const rating = await t.app.inject({
      method: 'POST',
      url: '/api/products/rate',
      headers: user.headers,
      payload: { productId: rated?.id, rating: 5 },
    })
    expect(rating.statusCode).toBe(200)
    for (const sort of ['averageRating', 'price', 'title'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const all = (await get(`sort=${sort}&order=${order}&limit=100`)).products
        if (sort === 'averageRating') expect(all.at(-1)?.averageRating).toBeNull()
        for (let page = 1; page <= Math.ceil(all.length / 4); page++) {
          const ids = (await get(`sort=${sort}&order=${order}&limit=4&page=${page}`)).products.map(
            (p) => p.id,
          )
          expect(ids, `${sort} ${order} ${page}`).toEqual(
            all.slice((page - 1) * 4, page * 4).map((p) => p.id),
          )
        }
      }
    }
  })

  it('answers the wilayas in three languages', async () => {
    const get = (lang: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/products/wilayas?lang=${lang}`,
        headers: user.headers,
      })
    const ar = (await get('ar')).json()
    expect(ar).toHaveLength(58)
    expect(ar[0]).toEqual({ number: 1, name: 'أدرار' })
    expect(ar[57]).toEqual({ number: 58, name: 'المنيعة' })
    expect((await get('fr')).json()[15]).toEqual({ number: 16, name: 'Alger' })
    expect((await get('en')).json()[15]).toEqual({ number: 16, name: 'Algiers' })
    expect((await get('xx')).statusCode).toBe(400)
  })
})

describe('one product', () => {
  it('answers details, 404 for unknown, 400 for non-numeric, and hides pending from others than staff and its owner', async () => {
    const created = (await post(user.headers, fields({ title: 'Pending one' }))).json<Product>()
    const get = (id: string, headers = admin.headers) =>
      t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers })
    expect((await get(String(created.id))).json<Product>().title).toBe('Pending one')
    const stranger = await signedIn(t, { role: 'user' })
    expect((await get(String(created.id), stranger.headers)).statusCode).toBe(404)
    // Its owner reads it (and its ETag), to fix and resubmit it once rejected.
    expect((await get(String(created.id), user.headers)).statusCode).toBe(200)
    expect((await get('999999')).statusCode).toBe(404)
    expect((await get('abc')).statusCode).toBe(400)
  })

  it('sets the four flags, with an audit entry', async () => {
    const p = (await post(admin.headers, fields({ title: 'Flag me' }))).json<Product>()
    const patch = (payload: object, headers = admin.headers) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${p.id}/category`, headers, payload })
    const res = await patch({ isE: true, isF: false, isG: true, isH: false })
    expect(res.statusCode).toBe(200)
    expect(res.json<Product>()).toMatchObject({ isE: true, isF: false, isG: true, isH: false })
    expect((await patch({ isE: 'yes', isF: false, isG: true, isH: false })).statusCode).toBe(400)
    expect(
      (await patch({ isE: true, isF: false, isG: true, isH: false, status: 'approved' }))
        .statusCode,
    ).toBe(400)
    expect(
      (await patch({ isE: true, isF: true, isG: true, isH: true }, user.headers)).statusCode,
    ).toBe(403)
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'product.flags'))
    expect(entries.at(-1)?.after).toEqual({ isE: true, isF: false, isG: true, isH: false })
  })

  it('rates 1 to 5 only, one rating per user, and keeps the average right', async () => {
    const p = (await post(admin.headers, fields({ title: 'Rate me' }))).json<Product>()
    // Rated by others: its owner may not (product-change-limits.test.ts).
    const second = await signedIn(t)
    const rate = (rating: unknown, headers = second.headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products/rate',
        headers,
        payload: { productId: p.id, rating },
      })
    for (const bad of [0, 6, 2.5, '4', null])
      expect((await rate(bad)).statusCode, String(bad)).toBe(400)
    expect((await rate(4)).json<Product>().averageRating).toBe(4)
    expect((await rate(2, user.headers)).json<Product>().averageRating).toBe(3)
    const third = await signedIn(t)
    expect((await rate(5, third.headers)).json<Product>().averageRating).toBeCloseTo(3.67, 2)
    // Rating again replaces the user's earlier rating.
    expect((await rate(1, third.headers)).json<Product>().averageRating).toBeCloseTo(2.33, 2)
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/products/rate',
      headers: second.headers,
      payload: { productId: 999999, rating: 3 },
    })
    expect(missing.statusCode).toBe(404)
  })

  it('deletes a product with its pictures, and its files once the undo window is purged', async () => {
    const p = (await post(admin.headers, fields({ title: 'Delete me' }))).json<Product>()
    const files = uploadedFiles()
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${p.id}`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Product deleted')
    expect(
      await t.db.select().from(productPictures).where(eq(productPictures.productId, p.id)),
    ).toEqual([])
    // The files wait in case of an undo, then go with the purge.
    expect(uploadedFiles()).toEqual(files)
    await t.db
      .update(deletedProducts)
      .set({ purgeAfter: sql`now() - interval '1 hour'` })
      .where(eq(deletedProducts.id, p.id))
    expect(await purgeExpiredProducts({ db: t.db, storage: t.app.ctx.storage })).toBe(1)
    // The picture, its thumbnail and its square for list cells.
    expect(uploadedFiles()).toHaveLength(files.length - 3)
    const stem = (p.pictures[0]?.url ?? '').replace('/uploads/products/', '').replace('.webp', '')
    expect(uploadedFiles().filter((f) => f.startsWith(stem))).toEqual([])
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${p.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${p.id}`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(403)
  })
})

describe('a trash row saved before the square for list cells existed', () => {
  /** A product whose picture has no square, as every picture stored before migration 0017. */
  const trashedWithoutSquare = async (title: string) => {
    const p = (await post(admin.headers, fields({ title }))).json<Product>()
    const [row] = await t.db
      .update(productPictures)
      .set({ smallKey: null })
      .where(eq(productPictures.productId, p.id))
      .returning({ id: productPictures.id })
    expect(row).toBeDefined()
    const square = (p.pictures[0]?.thumbnailSrcset ?? '').split(' ')[0] ?? ''
    await t.app.ctx.storage.remove(square.replace('/uploads/', ''))
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${p.id}`,
      headers: admin.headers,
    })
    expect(deleted.statusCode).toBe(200)
    // As migration 0017 found older snapshots: no small_key at all.
    await t.db.execute(sql`
      update deleted_products set pictures = (
        select jsonb_agg(e - 'small_key') from jsonb_array_elements(pictures) e)
      where id = ${p.id}`)
    return p
  }

  it('is restored with its picture and thumbnail', async () => {
    const p = await trashedWithoutSquare('Old snapshot restored')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/restore`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    const [row] = await t.db
      .select()
      .from(productPictures)
      .where(eq(productPictures.productId, p.id))
    expect(row).toMatchObject({ smallKey: null, thumbKey: expect.stringMatching(/-thumb\.webp$/) })
  })

  it('is purged with the files it names', async () => {
    const p = await trashedWithoutSquare('Old snapshot purged')
    const stem = (p.pictures[0]?.url ?? '').replace('/uploads/products/', '').replace('.webp', '')
    expect(uploadedFiles().filter((f) => f.startsWith(stem))).toHaveLength(2)
    await t.db
      .update(deletedProducts)
      .set({ purgeAfter: sql`now() - interval '1 hour'` })
      .where(eq(deletedProducts.id, p.id))
    expect(await purgeExpiredProducts({ db: t.db, storage: t.app.ctx.storage })).toBe(1)
    expect(uploadedFiles().filter((f) => f.startsWith(stem))).toEqual([])
  })
})

describe('the approval queue', () => {
  it('lists pending products 2 per page, accepts one into the list and rejects another', async () => {
    const a = (await post(user.headers, fields({ title: 'Queue A' }))).json<Product>()
    const b = (await post(user.headers, fields({ title: 'Queue B' }))).json<Product>()
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/products/waiting-list?search=Queue',
      headers: admin.headers,
    })
    const body = waiting.json<ProductListResponse>()
    expect(body.limit).toBe(2)
    expect(body.products.map((p) => p.title).sort()).toEqual(['Queue A', 'Queue B'])
    expect(body.products.every((p) => p.status === 'pending')).toBe(true)

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/products/waiting-list/${a.id}`,
      headers: admin.headers,
    })
    expect(detail.json<Product>().title).toBe('Queue A')

    const reviewed = { ...admin.headers, 'if-match': String(detail.headers.etag) }
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${a.id}/accept`,
      headers: reviewed,
    })
    expect(accept.statusCode).toBe(200)
    expect(accept.json<Product>().status).toBe('approved')
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/products/${a.id}/accept`,
          headers: reviewed,
        })
      ).statusCode,
    ).toBe(409)
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products/waiting-list/${a.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404)
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=Queue%20A',
      headers: admin.headers,
    })
    expect(listed.json<ProductListResponse>().products.map((p) => p.id)).toEqual([a.id])

    const files = uploadedFiles()
    const reject = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${b.id}`,
      headers: admin.headers,
    })
    expect(reject.statusCode).toBe(200)
    // Restorable for a few seconds: the files stay until the purge.
    expect(uploadedFiles()).toEqual(files)
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'product.reject'))
    expect(entry?.entityId).toBe(b.id)
  })

  it('keeps the waiting list from non-admins', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/waiting-list',
      headers: user.headers,
    })
    expect(res.statusCode).toBe(403)
  })
})
