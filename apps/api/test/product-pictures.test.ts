import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { PRODUCT_MAX_PICTURES, type Product, type WaitingProduct } from '@rihla/contract/products'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, products } from '../src/db/schema'
import { createSubcategory, image, multipart, postProduct } from './factories'
import { errorAnswer, useSignedIn, useTestApp } from './helpers'

/**
 * A listing's pictures (decision 041): added through the image pipeline,
 * removed, put in order, at most PRODUCT_MAX_PICTURES, by whoever may edit the product; each
 * change bumps the version and is audited; removed files leave the storage.
 */
const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })
const owner = useSignedIn(t, { username: 'Omar' })
const stranger = useSignedIn(t, { username: 'Sami' })
let subId: number
let png: Buffer
beforeAll(async () => {
  subId = (await createSubcategory(t, 'A')).id
  png = await image('png')
}, 60_000)

type Who = { headers: Record<string, string> }
const headersOf = (who: Who, ifMatch?: string) => ({
  ...who.headers,
  ...(ifMatch ? { 'if-match': ifMatch } : {}),
})

async function add(who: Who, id: number, count = 1, ifMatch?: string, data?: Buffer) {
  const files = Array.from({ length: count }, (_, i) => ({
    field: 'pictures',
    filename: `p${i}.png`,
    data: data ?? png,
  }))
  const body = multipart({}, files)
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/pictures`,
    headers: { ...headersOf(who, ifMatch), ...body.headers },
    payload: body.payload,
  })
}
const remove = (who: Who, id: number, pictureId: number, ifMatch?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/products/${id}/pictures/${pictureId}`,
    headers: headersOf(who, ifMatch),
  })
const order = (who: Who, id: number, ids: number[], ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}/pictures/order`,
    headers: headersOf(who, ifMatch),
    payload: { ids },
  })

const keyOf = (url: string) => (url.split('?')[0] ?? '').replace('/uploads/', '')
/** Every key of a product's answer: picture, thumbnail and square of each picture. */
const keysOf = (p: Product) =>
  p.pictures.flatMap((picture) => [
    keyOf(picture.url),
    keyOf(picture.thumbnailUrl ?? ''),
    keyOf(picture.thumbnailSrcset?.split(' ')[0] ?? ''),
  ])
const storedProductFiles = () => {
  const dir = path.join(t.config.uploadsDir, 'products')
  return existsSync(dir) ? readdirSync(dir).map((name) => `products/${name}`) : []
}
const versionOf = async (id: number) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]?.version

describe('a listing with several pictures', () => {
  it('adds pictures after the cover, each encoded with its thumbnail and square', async () => {
    const p = await postProduct(t, admin.headers, { title: 'Three pictures', subcategoryId: subId })
    const res = await add(admin, p.id, 2, '"1"')
    expect(res.statusCode).toBe(201)
    expect(res.headers.etag).toBe('"2"')
    const after = res.json<Product>()
    expect(after.pictures).toHaveLength(3)
    expect(after.pictures[0]?.id).toBe(p.pictures[0]?.id)
    for (const picture of after.pictures) {
      expect(picture.url).toMatch(/^\/uploads\/products\/[0-9a-f-]+\.webp$/)
      expect(picture.thumbnailUrl).toMatch(/-thumb\.webp$/)
      const served = await t.app.inject({ method: 'GET', url: picture.url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
    }
    // Audited as an edit, the pictures' ids in order before and after.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, p.id),
          eq(auditLog.entity, 'product'),
          eq(auditLog.action, 'product.update'),
        ),
      )
    expect(entry?.before).toEqual({ pictures: [p.pictures[0]?.id] })
    expect(entry?.after).toEqual({ pictures: after.pictures.map((x) => x.id) })
  })

  it(`takes at most ${PRODUCT_MAX_PICTURES}: the one beyond is refused and leaves no file`, async () => {
    const p = await postProduct(t, admin.headers, { title: 'Full', subcategoryId: subId })
    const files = storedProductFiles().length
    const tooMany = await add(admin, p.id, PRODUCT_MAX_PICTURES)
    const tooManyPictures = errorAnswer('product.tooManyPictures', { max: PRODUCT_MAX_PICTURES })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject(tooManyPictures)
    expect(storedProductFiles()).toHaveLength(files)
    const nine = await add(admin, p.id, PRODUCT_MAX_PICTURES - 1)
    expect(nine.statusCode).toBe(201)
    expect(nine.json<Product>().pictures).toHaveLength(PRODUCT_MAX_PICTURES)
    const eleventh = await add(admin, p.id, 1)
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.json()).toMatchObject(tooManyPictures)
    expect(storedProductFiles()).toHaveLength(files + 3 * (PRODUCT_MAX_PICTURES - 1))
  })

  it('refuses what is not an image, and no file at all, leaving nothing behind', async () => {
    const p = await postProduct(t, admin.headers, { title: 'Bad bytes', subcategoryId: subId })
    const files = storedProductFiles().length
    const text = await add(admin, p.id, 1, undefined, Buffer.from('not a picture at all'))
    expect(text.statusCode).toBe(415)
    expect(text.json()).toMatchObject(errorAnswer('banner.notImage'))
    const empty = multipart({}, [])
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/pictures`,
      headers: { ...admin.headers, ...empty.headers },
      payload: empty.payload,
    })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject(errorAnswer('product.image'))
    expect(storedProductFiles()).toHaveLength(files)
    expect(await versionOf(p.id)).toBe(1)
  })

  it('reorders them, the first being the cover; the same order writes nothing', async () => {
    const p = await postProduct(t, admin.headers, { title: 'Order', subcategoryId: subId })
    const three = (await add(admin, p.id, 2)).json<Product>()
    const ids = three.pictures.map((x) => x.id)
    const reversed = [...ids].reverse()
    const res = await order(admin, p.id, reversed, '"2"')
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBe('"3"')
    expect(res.json<Product>().pictures.map((x) => x.id)).toEqual(reversed)
    const read = await t.app.inject({ url: `/api/products/${p.id}`, headers: admin.headers })
    expect(read.json<Product>().pictures.map((x) => x.id)).toEqual(reversed)
    const same = await order(admin, p.id, reversed)
    expect(same.statusCode).toBe(200)
    expect(same.headers.etag).toBe('"3"')
    // Not each of its pictures once: refused.
    for (const wrong of [
      ids.slice(1),
      [...ids, 999_999],
      [ids[0] ?? 0, ids[0] ?? 0, ids[1] ?? 0],
    ]) {
      const bad = await order(admin, p.id, wrong)
      expect([400, 409]).toContain(bad.statusCode)
      expect(bad.json()).toMatchObject(errorAnswer('product.pictureOrder'))
    }
    expect(await versionOf(p.id)).toBe(3)
  })

  it('removes one: its files leave the storage; the last picture stays', async () => {
    const p = await postProduct(t, admin.headers, { title: 'Drop one', subcategoryId: subId })
    const two = (await add(admin, p.id, 1)).json<Product>()
    const [cover, second] = two.pictures
    if (!cover || !second) throw new Error('two pictures expected')
    const coverKeys = keysOf({ ...two, pictures: [cover] })
    expect(storedProductFiles()).toEqual(expect.arrayContaining(coverKeys))
    const res = await remove(admin, p.id, cover.id, '"2"')
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBe('"3"')
    // The second became the cover.
    expect(res.json<Product>().pictures.map((x) => x.id)).toEqual([second.id])
    for (const key of coverKeys) expect(storedProductFiles()).not.toContain(key)
    expect((await t.app.inject({ url: cover.url })).statusCode).toBe(404)
    const last = await remove(admin, p.id, second.id)
    expect(last.statusCode).toBe(409)
    expect(last.json()).toMatchObject(errorAnswer('product.lastPicture'))
    const unknown = await remove(admin, p.id, cover.id)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject(errorAnswer('product.pictureNotFound'))
    // Another product's picture is not this one's.
    const other = await postProduct(t, admin.headers, { title: 'Other', subcategoryId: subId })
    expect((await remove(admin, p.id, other.pictures[0]?.id ?? 0)).statusCode).toBe(404)
  })

  it('checks If-Match when sent: 409 stale, 412 unreadable', async () => {
    const p = await postProduct(t, admin.headers, { title: 'Versions', subcategoryId: subId })
    const stale = await add(admin, p.id, 1, '"7"')
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject(errorAnswer('generic.stale'))
    expect((await order(admin, p.id, [p.pictures[0]?.id ?? 0], '"abc"')).statusCode).toBe(412)
    expect((await remove(admin, p.id, p.pictures[0]?.id ?? 0, '"5"')).statusCode).toBe(409)
    expect(await versionOf(p.id)).toBe(1)
  })
})

describe('who may change a listing’s pictures', () => {
  it('not another user: 403 on an approved listing, 404 on a waiting one', async () => {
    const approved = await postProduct(t, admin.headers, { title: 'Staff', subcategoryId: subId })
    const waiting = await postProduct(t, owner.headers, { title: 'Mine', subcategoryId: subId })
    const files = storedProductFiles().length
    expect((await add(stranger, approved.id)).statusCode).toBe(403)
    expect((await order(stranger, approved.id, [approved.pictures[0]?.id ?? 0])).statusCode).toBe(
      403,
    )
    expect((await remove(stranger, approved.id, approved.pictures[0]?.id ?? 0)).statusCode).toBe(
      403,
    )
    expect((await add(stranger, waiting.id)).statusCode).toBe(404)
    expect((await remove(stranger, waiting.id, waiting.pictures[0]?.id ?? 0)).statusCode).toBe(404)
    expect(storedProductFiles()).toHaveLength(files)
  })

  it('its owner: waiting pictures stay private, served only under their signed URL', async () => {
    const waiting = await postProduct(t, owner.headers, { title: 'Private', subcategoryId: subId })
    const res = await add(owner, waiting.id, 2)
    expect(res.statusCode).toBe(201)
    const after = res.json<Product>()
    expect(after.status).toBe('pending')
    for (const picture of after.pictures) {
      expect(picture.url).toContain('signature=')
      expect((await t.app.inject({ url: picture.url.split('?')[0] })).statusCode).toBe(404)
      expect((await t.app.inject({ url: picture.url })).statusCode).toBe(200)
    }
  })

  it("an owner's change of an approved listing sends it back to the queue as changed", async () => {
    const p = await postProduct(t, owner.headers, { title: 'Approved', subcategoryId: subId })
    await t.db.update(products).set({ status: 'approved' }).where(eq(products.id, p.id))
    const approvedIds = p.pictures.map((x) => x.id)
    const res = await add(owner, p.id, 1)
    expect(res.statusCode).toBe(201)
    const after = res.json<Product>()
    expect(after.status).toBe('pending')
    // Private again: its pictures are signed.
    expect(after.pictures.every((x) => x.url.includes('signature='))).toBe(true)
    const waiting = await t.app.inject({
      url: `/api/products/waiting-list/${p.id}`,
      headers: admin.headers,
    })
    expect(waiting.json<WaitingProduct>().changes).toEqual({
      fields: ['pictures'],
      before: { pictures: approvedIds },
    })
    // Staff change an approved listing's pictures without sending it back.
    const staff = await postProduct(t, admin.headers, { title: 'Staff own', subcategoryId: subId })
    const byStaff = (await add(admin, staff.id, 1)).json<Product>()
    expect(byStaff.status).toBe('approved')
  })
})
