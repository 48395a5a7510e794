import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import type { Banner } from '@rihla/contract/banners'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deletedProducts } from '../src/db/schema'
import { s3Storage } from '../src/lib/storage-s3'
import { purgeExpiredProducts } from '../src/modules/products/products-trash-service'
import { migrateFiles } from '../src/storage/migrate-files'
import { createSubcategory, image, multipart, postProduct } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'
import { startS3Server } from './s3-server'

/**
 * The S3 driver against a real S3 protocol server (s3rver on a loopback port), through the
 * API: uploads land in the bucket, their URLs serve them back, the purge removes them, and
 * storage:migrate copies a local folder into the bucket.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>
let t: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
let user: Awaited<ReturnType<typeof signedIn>>
let subId: number
beforeAll(async () => {
  s3 = await startS3Server()
  // The bucket itself as the public base of banners, as a public bucket would be.
  t = await createTestApp({ ...s3.env, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}` })
  admin = await signedIn(t, { role: 'admin' })
  user = await signedIn(t, { role: 'user' })
  subId = (await createSubcategory(t, 'A')).id
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

const createProduct = (headers: Record<string, string>, title: string) =>
  postProduct(t, headers, { title, subcategoryId: subId })

const keyOf = (url: string) => (url.split('?')[0] ?? '').replace('/uploads/', '')

/** The object's bytes, read from the bucket with a client of the test's own. */
async function objectBytes(key: string) {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  return Buffer.from((await object.Body?.transformToByteArray()) ?? [])
}

describe('the S3 storage driver', () => {
  it('is chosen by S3_BUCKET and answers its readiness check', async () => {
    expect(t.app.ctx.storage.driver).toBe('s3')
    await expect(t.app.ctx.storage.check()).resolves.toBeUndefined()
    const missing = await s3Storage({ ...requireS3(), bucket: 'no-such-bucket' })
    await expect(missing.check()).rejects.toThrow()
  })

  it('stores a product picture in the bucket and serves it back through its URL', async () => {
    const p = await createProduct(admin.headers, 'Bucket trip')
    const url = p.pictures[0]?.url ?? ''
    const thumb = p.pictures[0]?.thumbnailUrl ?? ''
    const small = p.pictures[0]?.thumbnailSrcset?.split(' ')[0] ?? ''
    expect(await s3.keys('products/')).toEqual(
      expect.arrayContaining([keyOf(url), keyOf(thumb), keyOf(small)]),
    )
    // Nothing went to the local folder.
    expect(existsSync(path.join(t.config.uploadsDir, 'products'))).toBe(false)
    for (const u of [url, thumb, small]) {
      const served = await t.app.inject({ method: 'GET', url: u })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(served.rawPayload.equals(await objectBytes(keyOf(u)))).toBe(true)
    }
  })

  it('serves a waiting product picture from the bucket only under its signed URL', async () => {
    const p = await createProduct(user.headers, 'Waiting bucket trip')
    const url = p.pictures[0]?.url ?? ''
    expect(url).toContain('signature=')
    expect((await t.app.inject({ method: 'GET', url: url.split('?')[0] })).statusCode).toBe(404)
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    expect(served.rawPayload.equals(await objectBytes(keyOf(url)))).toBe(true)
  })

  it('stores a banner in the bucket, serves it, and removes it with the banner', async () => {
    const body = multipart({}, [{ field: 'banner', filename: 'b.png', data: await image('png') }])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/banners',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    })
    expect(res.statusCode).toBe(201)
    const banner = res.json<Banner>()
    const key = banner.url.replace(`${s3.endpoint}/${s3.bucket}/`, '')
    expect(banner.url).toBe(`${s3.endpoint}/${s3.bucket}/${key}`)
    expect(await s3.keys('banners/')).toContain(key)
    // Loaded by the browser from the public base, which the CSP allows for images.
    const served = await fetch(banner.url)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(await objectBytes(key))).toBe(true)
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`img-src 'self' data: blob: ${s3.endpoint}(;|$)`),
    )
    // The API serves it too, under its key.
    const viaApi = await t.app.inject({ method: 'GET', url: `/uploads/${key}` })
    expect(viaApi.statusCode).toBe(200)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/banners/${banner.id}`,
      headers: admin.headers,
    })
    expect(removed.statusCode).toBe(200)
    expect(await s3.keys('banners/')).not.toContain(key)
  })

  it('replaces a banner image: the bucket holds the new object and no longer the old one', async () => {
    const form = async (format: 'png' | 'jpeg') =>
      multipart({}, [{ field: 'banner', filename: `b.${format}`, data: await image(format) }])
    const added = await form('png')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/banners',
      headers: { ...admin.headers, ...added.headers },
      payload: added.payload,
    })
    const banner = res.json<Banner>()
    const bucketKey = (url: string) => url.replace(`${s3.endpoint}/${s3.bucket}/`, '')
    const before = await s3.keys('banners/')
    expect(before).toContain(bucketKey(banner.url))

    const next = await form('jpeg')
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/banners/${banner.id}/image`,
      headers: { ...admin.headers, ...next.headers, 'if-match': '"1"' },
      payload: next.payload,
    })
    expect(replaced.statusCode).toBe(200)
    const newKey = bucketKey(replaced.json<Banner>().url)
    const after = await s3.keys('banners/')
    expect(after).toHaveLength(before.length)
    expect(after).toContain(newKey)
    expect(after).not.toContain(bucketKey(banner.url))
  })

  it('keeps a deleted product’s objects during the undo window and purges them after', async () => {
    const p = await createProduct(admin.headers, 'Purged trip')
    const keys = [
      keyOf(p.pictures[0]?.url ?? ''),
      keyOf(p.pictures[0]?.thumbnailUrl ?? ''),
      keyOf(p.pictures[0]?.thumbnailSrcset?.split(' ')[0] ?? ''),
    ]
    expect(keys[2]).toMatch(/^products\/[\w-]+-small\.webp$/)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${p.id}`,
      headers: admin.headers,
    })
    expect(deleted.statusCode).toBe(200)
    expect(await s3.keys('products/')).toEqual(expect.arrayContaining(keys))
    expect((await t.app.inject({ method: 'GET', url: p.pictures[0]?.url })).statusCode).toBe(404)
    await t.db
      .update(deletedProducts)
      .set({ purgeAfter: sql`now() - interval '1 hour'` })
      .where(eq(deletedProducts.id, p.id))
    expect(await purgeExpiredProducts(t.app.ctx)).toBe(1)
    const left = await s3.keys('products/')
    for (const key of keys) expect(left).not.toContain(key)
  })

  it('loads banners from S3_PUBLIC_URL when set, and product pictures still through the API', async () => {
    const storage = await s3Storage({ ...requireS3(), publicUrl: 'https://cdn.example.dz' })
    expect(storage.url('banners/a.webp')).toBe('https://cdn.example.dz/banners/a.webp')
    expect(storage.url('products/a.webp')).toBe('/uploads/products/a.webp')
  })
})

describe('storage:migrate', () => {
  it('copies local files into the bucket, and only what is missing when run again', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'rihla-migrate-'))
    try {
      await mkdir(path.join(root, 'products'), { recursive: true })
      await mkdir(path.join(root, 'banners'), { recursive: true })
      const files = {
        'products/old-1.webp': await image('webp', 30, 20),
        'products/old-1-thumb.webp': await image('webp', 10, 8),
        'banners/old-2.webp': await image('webp', 40, 10),
      }
      for (const [key, data] of Object.entries(files)) await writeFile(path.join(root, key), data)

      const first = await migrateFiles(root, t.app.ctx.storage)
      expect(first).toEqual({ copied: 3, skipped: 0, failed: [] })
      for (const [key, data] of Object.entries(files)) {
        expect((await objectBytes(key)).equals(data)).toBe(true)
      }
      const again = await migrateFiles(root, t.app.ctx.storage)
      expect(again).toEqual({ copied: 0, skipped: 3, failed: [] })

      await writeFile(path.join(root, 'banners/new-3.webp'), await image('webp', 12, 12))
      const third = await migrateFiles(root, t.app.ctx.storage)
      expect(third).toEqual({ copied: 1, skipped: 3, failed: [] })
      expect(await s3.keys('banners/')).toContain('banners/new-3.webp')
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})

function requireS3() {
  if (!t.config.s3) throw new Error('the test app should use the S3 driver')
  return t.config.s3
}
