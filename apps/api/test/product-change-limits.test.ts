import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Product } from '@rihla/contract/products'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSubcategory, image, insertProduct, multipart, postProduct } from './factories'
import { errorAnswer, signedIn, useSignedIn, useTestApp } from './helpers'

/**
 * Per-user limits on what costs the server work after the answer (decisions 015 and 053):
 * edits and picture changes of listings (each queues the listing's signals), and every
 * picture of an upload (a decode and a re-encode each); and no rating of one's own listing.
 */
const t = useTestApp({ PRODUCT_CHANGE_MAX_PER_USER: '4', UPLOAD_MAX_PER_USER: '3' })
const admin = useSignedIn(t, { role: 'admin' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'C', 'Villas')).id
})

type Who = { headers: Record<string, string> }
const listingOf = (who: Who, title = 'Villa in Tipaza') =>
  postProduct(t, who.headers, { title, category: 'C', subcategoryId: subId })
const edit = (who: Who, id: number, version: string, title: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/products/${id}`,
    headers: { ...who.headers, 'if-match': version },
    payload: { title },
  })
const reorder = (who: Who, id: number, ids: number[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}/pictures/order`,
    headers: who.headers,
    payload: { ids },
  })
const removePicture = (who: Who, id: number, pictureId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/products/${id}/pictures/${pictureId}`,
    headers: who.headers,
  })
async function addPictures(who: Who, id: number, count: number) {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      field: 'pictures',
      filename: `p${i}.png`,
      data: await image('png', 40 + i, 30),
    })),
  )
  const body = multipart({}, files)
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/pictures`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  })
}
const storedFiles = () => {
  const dir = path.join(t.config.uploadsDir, 'products')
  return existsSync(dir) ? readdirSync(dir).length : 0
}

describe('changes of listings per user', () => {
  it("refuses a seller's changes past the limit with 429 and Retry-After, and nobody else's", async () => {
    const seller = await signedIn(t)
    const listing = await listingOf(seller)
    const first = await edit(seller, listing.id, '"1"', 'Villa in Tipaza, sea view')
    expect(first.statusCode).toBe(200)
    const added = await addPictures(seller, listing.id, 1)
    expect(added.statusCode).toBe(201)
    const pictures = added.json<Product>().pictures.map((p) => p.id)
    expect((await reorder(seller, listing.id, [...pictures].reverse())).statusCode).toBe(200)
    const lastAllowed = await removePicture(seller, listing.id, pictures[0] ?? 0)
    expect(lastAllowed.statusCode).toBe(200)
    const version = String(lastAllowed.headers.etag)

    // The fifth change in the window, of any kind, is refused before it is read.
    for (const refused of [
      await edit(seller, listing.id, version, 'SCAM'),
      await reorder(seller, listing.id, [pictures[1] ?? 0]),
      await removePicture(seller, listing.id, pictures[1] ?? 0),
      await addPictures(seller, listing.id, 1),
    ]) {
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBe('600')
      expect(refused.json()).toEqual(errorAnswer('product.tooManyChanges'))
    }
    const now = await t.app.inject({ url: `/api/products/${listing.id}`, headers: seller.headers })
    expect(now.json<Product>().title).toBe('Villa in Tipaza, sea view')
    expect(now.headers.etag).toBe(version)

    // Counted per user: another seller, and staff, still change listings.
    const other = await signedIn(t)
    const theirs = await listingOf(other, 'Flat in Oran')
    expect((await edit(other, theirs.id, '"1"', 'Flat in Oran, port view')).statusCode).toBe(200)
    expect((await edit(admin, listing.id, version, 'Villa in Tipaza')).statusCode).toBe(200)
  })
})

describe('uploads per picture', () => {
  it('counts every picture of one request as an upload and decodes and stores none past the limit', async () => {
    const seller = await signedIn(t)
    const listing = await listingOf(seller) // upload 1 of 3
    const files = storedFiles()
    // The hook counts the first picture (2 of 3), the second takes the last (3 of 3), the
    // third is refused before it is decoded.
    const flood = await addPictures(seller, listing.id, 4)
    expect(flood.statusCode).toBe(429)
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0)
    expect(flood.json()).toEqual(errorAnswer('generic.tooManyUploads'))
    expect(storedFiles()).toBe(files)
    const now = await t.app.inject({ url: `/api/products/${listing.id}`, headers: seller.headers })
    expect(now.json<Product>().pictures).toHaveLength(1)
    // The limit holds for the next request, of one picture.
    expect((await addPictures(seller, listing.id, 1)).statusCode).toBe(429)
  })
})

describe('ratings', () => {
  it("refuses a rating of one's own listing with 403 and says why, whatever the role", async () => {
    const seller = await signedIn(t)
    const mine = await insertProduct(t, {
      subcategoryId: subId,
      category: 'C',
      status: 'approved',
      createdById: seller.user.id,
    })
    const staffs = await insertProduct(t, {
      subcategoryId: subId,
      category: 'C',
      status: 'approved',
      createdById: admin.user.id,
    })
    const rate = (who: Who, productId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products/rate',
        headers: who.headers,
        payload: { productId, rating: 5 },
      })
    for (const [who, id] of [
      [seller, mine.id],
      [admin, staffs.id],
    ] as const) {
      const refused = await rate(who, id)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual(errorAnswer('rating.ownListing'))
    }
    const mineNow = await rate(admin, mine.id)
    expect(mineNow.statusCode).toBe(200)
    expect(mineNow.json<Product>().averageRating).toBe(5)
    expect((await rate(seller, staffs.id)).statusCode).toBe(200)
  })
})
