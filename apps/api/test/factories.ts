import { crc32, deflateSync } from 'node:zlib'
import type { Banner } from '@rihla/contract/banners'
import type { CategoryCode } from '@rihla/contract/categories'
import type { Product } from '@rihla/contract/products'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { products, subcategories } from '../src/db/schema'
import type { TestApp } from './helpers'

/** A real image of the given format, drawn by sharp. */
export function image(format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .toFormat(format)
    .toBuffer()
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A tiny PNG whose header claims `size` × `size` pixels: a decompression ("pixel flood") bomb. */
export function pixelBomb(size = 60_000) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export async function createSubcategory(
  t: Pick<TestApp, 'db'>,
  category: CategoryCode = 'A',
  name = 'Sub',
) {
  const [row] = await t.db
    .insert(subcategories)
    .values({ category, nameAr: `${name} ar`, nameFr: `${name} fr`, nameEn: `${name} en` })
    .returning()
  if (!row) throw new Error('subcategory not created')
  return row
}

export type FilePart = { field: string; filename: string; data: Buffer; type?: string }

/** Builds a multipart/form-data body by hand, so tests control every byte and header. */
export function multipart(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----rihla${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** `POST /api/products` as the add form sends it, with one PNG unless `files` say otherwise. */
export async function sendProduct(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  fields: Record<string, string | number>,
  files?: Array<Partial<FilePart> & { data: Buffer }>,
) {
  const parts = files
    ? files.map((file) => ({ field: 'pictures', filename: 'photo.png', ...file }))
    : [{ field: 'pictures', filename: 'photo.png', data: await image('png') }]
  const body = multipart(fields, parts)
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}

/** A product created through the API, as a person would; fails the test unless 201. */
export async function postProduct(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  fields: { title: string; subcategoryId: number } & Record<string, string | number>,
): Promise<Product> {
  const defaults = { price: '100', description: 'A trip.', location: 'Oran', wilaya: '31' }
  const res = await sendProduct(t, headers, { ...defaults, category: 'A', ...fields })
  if (res.statusCode !== 201) throw new Error(`product not created: ${res.statusCode} ${res.body}`)
  return res.json<Product>()
}

/** A banner created through the API (`POST /api/banners`) with a real PNG; fails unless 201. */
export async function postBanner(t: Pick<TestApp, 'app'>, headers: Record<string, string>) {
  const body = multipart({}, [{ field: 'banner', filename: 'b.png', data: await image('png') }])
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/banners',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
  if (res.statusCode !== 201) throw new Error(`banner not created: ${res.statusCode} ${res.body}`)
  return res.json<Banner>()
}

/**
 * A product row inserted straight into the database (no upload, no event): waiting for
 * approval unless `fields` say otherwise; `fields` override every default.
 */
export async function insertProduct(
  t: Pick<TestApp, 'db'>,
  fields: { subcategoryId: number } & Partial<typeof products.$inferInsert>,
) {
  const [row] = await t.db
    .insert(products)
    .values({
      title: 'Dinner in Tlemcen',
      price: 50,
      location: 'Tlemcen',
      wilaya: 13,
      category: 'B',
      description: 'Couscous and live music.',
      status: 'pending',
      ...fields,
    })
    .returning()
  if (!row) throw new Error('product not created')
  return row
}

/** A product waiting for approval: the row that claims, decisions and events tests work on. */
export const insertPendingProduct = (
  t: Pick<TestApp, 'db'>,
  subcategoryId: number,
  title: string,
) => insertProduct(t, { subcategoryId, title })

/** A product's version as an If-Match (`"3"`): what a decision on it names as reviewed. */
export async function versionTag(t: Pick<TestApp, 'db'>, id: number) {
  const [row] = await t.db
    .select({ version: products.version })
    .from(products)
    .where(eq(products.id, id))
  return `"${row?.version ?? 1}"`
}

/** A bulk body's items: each product with its version as it is now (the list's `version`). */
export async function reviewedItems(t: Pick<TestApp, 'db'>, ids: number[]) {
  const rows = await t.db
    .select({ id: products.id, version: products.version })
    .from(products)
    .where(inArray(products.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row.version]))
  return ids.map((id) => ({ id, version: byId.get(id) ?? 1 }))
}
