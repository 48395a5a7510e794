import type { Product } from '@rihla/contract/products'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSubcategory, image, multipart, postProduct } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'
import { startS3Server } from './s3-server'

/**
 * A listing's pictures in a bucket (acceptance): three pictures, reordered, one
 * dropped, and the bucket (a real S3 protocol server) holds exactly the remaining files.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>
let t: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
let subId: number
beforeAll(async () => {
  s3 = await startS3Server()
  t = await createTestApp(s3.env)
  admin = await signedIn(t, { role: 'admin' })
  subId = (await createSubcategory(t, 'A')).id
}, 60_000)
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

const keyOf = (url: string) => (url.split('?')[0] ?? '').replace('/uploads/', '')
const keysOf = (p: Product) =>
  p.pictures
    .flatMap((picture) => [
      keyOf(picture.url),
      keyOf(picture.thumbnailUrl ?? ''),
      keyOf(picture.thumbnailSrcset?.split(' ')[0] ?? ''),
    ])
    .sort()

describe('pictures in S3 storage', () => {
  it('three pictures, reordered, one dropped: the bucket holds exactly the rest', async () => {
    const created = await postProduct(t, admin.headers, { title: 'Bucket', subcategoryId: subId })
    const body = multipart({}, [
      { field: 'pictures', filename: 'b.png', data: await image('png', 80, 60) },
      {
        field: 'pictures',
        filename: 'c.jpg',
        data: await image('jpeg', 90, 70),
        type: 'image/jpeg',
      },
    ])
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/products/${created.id}/pictures`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    })
    expect(added.statusCode).toBe(201)
    const three = added.json<Product>()
    expect(three.pictures).toHaveLength(3)
    expect(await s3.keys('products/')).toEqual(keysOf(three))
    expect(await s3.keys('products/')).toHaveLength(9)

    const [a, b, c] = three.pictures.map((picture) => picture.id)
    const ordered = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created.id}/pictures/order`,
      headers: { ...admin.headers, 'if-match': added.headers.etag as string },
      payload: { ids: [c, a, b] },
    })
    expect(ordered.statusCode).toBe(200)
    expect(ordered.json<Product>().pictures.map((picture) => picture.id)).toEqual([c, a, b])

    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${created.id}/pictures/${a}`,
      headers: { ...admin.headers, 'if-match': ordered.headers.etag as string },
    })
    expect(dropped.statusCode).toBe(200)
    const two = dropped.json<Product>()
    expect(two.pictures.map((picture) => picture.id)).toEqual([c, b])
    // Exactly the remaining files: no orphan of the dropped one, nothing else.
    expect(await s3.keys('products/')).toEqual(keysOf(two))
    expect(await s3.keys()).toHaveLength(6)
    for (const picture of two.pictures) {
      expect((await t.app.inject({ url: picture.url })).statusCode).toBe(200)
    }
  })
})
