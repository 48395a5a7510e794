import type { AddressInfo } from 'node:net'
import type { Readable } from 'node:stream'
import v8 from 'node:v8'
import vm from 'node:vm'
import type { Product, ProductListResponse } from '@rihla/contract/products'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { products } from '../src/db/schema'
import * as exportRepository from '../src/modules/products/products-export-repository'
import { exportProductsCsv } from '../src/modules/products/products-export-service'
import { csvRecords, parseCsv } from './csv'
import { createSubcategory } from './factories'
import { signedIn, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })
let subId: number

beforeAll(async () => {
  subId = (await createSubcategory(t, 'C', 'Villas')).id
})

type Fields = Partial<typeof products.$inferInsert>
async function insert(rows: Fields[]) {
  return t.db
    .insert(products)
    .values(
      rows.map((r) => ({
        title: 'Villa',
        price: 100,
        location: 'Oran',
        wilaya: 31,
        category: 'C' as const,
        subcategoryId: subId,
        description: 'Sea view.',
        status: 'approved' as const,
        ...r,
      })),
    )
    .returning()
}

const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers })

/** What a product of the JSON list must look like in the file. */
const neutral = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s)
const asRecord = (p: Product): Record<string, string> => ({
  id: String(p.id),
  title: neutral(p.title),
  price: String(p.price),
  location: neutral(p.location),
  wilaya: p.wilaya,
  category: p.category,
  subcategoryId: String(p.subcategoryId),
  description: neutral(p.description),
  status: p.status,
  averageRating: p.averageRating === null ? '' : String(p.averageRating),
  isE: String(p.isE),
  isF: String(p.isF),
  isG: String(p.isG),
  isH: String(p.isH),
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
})

async function text(stream: Readable) {
  let out = ''
  for await (const chunk of stream) out += String(chunk)
  return out
}

describe('GET /api/products/export.csv', () => {
  it('exports the searched, sorted list exactly as the API lists it, escaped and neutralised (raw=1)', async () => {
    await insert([
      { title: 'Export tag: Café, "Le Jardin"', price: 120 },
      { title: '=HYPERLINK("http://evil.example","click") export tag', price: 90 },
      { title: 'Export tag مطعم البحر', price: 150, location: '@Oran' },
      { title: 'Export tag multi-line', price: 80, description: 'Line one\r\nLine two, "quoted"' },
      { title: 'Export tag flagged', price: 110, isE: true, isH: true, averageRating: 4.5 },
      { title: 'Export tag waiting', price: 100, status: 'pending' },
      { title: 'Unrelated villa', price: 100 },
    ])
    const query = 'search=export%20TAG&sort=price&order=desc'
    const res = await get(`/api/products/export.csv?${query}&raw=1`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(res.body.split('\r\n')[0]).toBe(
      '\uFEFFid,title,price,location,wilaya,category,subcategoryId,description,status,averageRating,isE,isF,isG,isH,createdAt,updatedAt',
    )
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") export tag"`)

    const json = (await get(`/api/products?${query}&limit=100`)).json<ProductListResponse>()
    expect(json.total).toBe(5)
    expect(csvRecords(res.body.slice(1))).toEqual(json.products.map(asRecord))
  })

  it('keeps the list order across batches for every sort and direction, ties included', async () => {
    const tied = await insert(
      Array.from({ length: 23 }, (_, i) => ({
        title: `Order tag ${String.fromCharCode(65 + (i % 4))}`,
        price: 10 + (i % 3),
        location: i % 2 ? 'Béjaïa' : 'Annaba',
        category: 'C',
        averageRating: i % 5 === 0 ? null : 1 + (i % 3),
      })),
    )
    // Same instant to the microsecond for half of them: the cursor must not repeat or skip.
    await t.db
      .update(products)
      .set({ createdAt: sql`'2026-03-01 10:00:00.123456+00'::timestamptz` })
      .where(
        sql`${products.id} in (${sql.join(
          tied.filter((_, i) => i % 2 === 0).map((p) => sql`${p.id}`),
          sql`, `,
        )})`,
      )
    for (const sort of [
      'id',
      'title',
      'price',
      'category',
      'location',
      'createdAt',
      'averageRating',
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const query = { search: 'Order tag', sort, order, lang: 'en' as const, raw: '1' as const }
        const json = (
          await get(`/api/products?search=Order%20tag&sort=${sort}&order=${order}&limit=100`)
        ).json<ProductListResponse>()
        const file = await text(exportProductsCsv(t.app.ctx, 'approved', query, 4))
        const ids = csvRecords(file.slice(1)).map((r) => Number(r.id))
        expect(ids, `${sort} ${order}`).toEqual(json.products.map((p) => p.id))
      }
    }
  })

  it('names columns, categories, wilayas, subcategories, status and flags in the language asked for', async () => {
    await insert([
      { title: 'Human tag villa', price: 250, isE: true, averageRating: 4.5 },
      { title: 'Human tag other', price: 50 },
    ])
    const query = 'search=Human%20tag&sort=price&order=desc'
    const expected = {
      en: {
        header:
          'ID,Product title,Price (USD),Location,Wilaya,Category,Subcategory,Description,Status,Rating,Exclusive,Best offers,Best tourist destinations,Best family destinations,Created At (UTC),Last Updated (UTC)',
        row: [
          'Human tag villa',
          '250',
          'Oran',
          'Oran',
          'House rentals',
          'Villas en',
          'Sea view.',
          'Approved',
          '4.5',
          'Yes',
          'No',
          'No',
          'No',
        ],
      },
      fr: {
        header:
          'ID,Titre du produit,Prix (USD),Lieu,Wilaya,Catégorie,Sous-catégorie,Description,Statut,Note,Exclusif,Meilleures offres,Meilleures destinations touristiques,Meilleures destinations familiales,Créé le (UTC),Modifié le (UTC)',
        row: [
          'Human tag villa',
          '250',
          'Oran',
          'Oran',
          'Location de maisons',
          'Villas fr',
          'Sea view.',
          'Validé',
          '4.5',
          'Oui',
          'Non',
          'Non',
          'Non',
        ],
      },
      ar: {
        header:
          'المعرّف,عنوان المنتج,السعر (USD),الموقع,الولاية,الفئة,الفئة الفرعية,الوصف,الحالة,التقييم,حصري,أفضل العروض,أفضل الوجهات السياحية,أفضل الوجهات العائلية,تاريخ الإنشاء (UTC),آخر تحديث (UTC)',
        row: [
          'Human tag villa',
          '250',
          'Oran',
          'وهران',
          'كراء المنازل',
          'Villas ar',
          'Sea view.',
          'مقبول',
          '4.5',
          'نعم',
          'لا',
          'لا',
          'لا',
        ],
      },
    } as const
    for (const [lang, { header, row }] of Object.entries(expected)) {
      const res = await get(`/api/products/export.csv?${query}&lang=${lang}`)
      expect(res.statusCode).toBe(200)
      const [head, first, second] = parseCsv(res.body.slice(1))
      expect(head?.join(','), lang).toBe(header)
      expect(first?.slice(1, 14), lang).toEqual(row)
      expect(first?.[14]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      expect(second?.[1]).toBe('Human tag other')
    }
    // English is the default language.
    const plain = await get(`/api/products/export.csv?${query}`)
    expect(plain.body.slice(1).split('\r\n')[0]).toBe(expected.en.header)
  })

  it("names the waiting list's status in the language asked for", async () => {
    await insert([{ title: 'Human queue tag', status: 'pending' }])
    const res = await get('/api/products/waiting-list/export.csv?search=Human%20queue&lang=fr')
    const [, first] = parseCsv(res.body.slice(1))
    expect(first?.[8]).toBe('En attente')
  })

  it('refuses an unknown language or raw value with a 400', async () => {
    expect((await get('/api/products/export.csv?lang=de')).statusCode).toBe(400)
    expect((await get('/api/products/waiting-list/export.csv?raw=2')).statusCode).toBe(400)
  })

  it('refuses a plain user', async () => {
    const user = await signedIn(t)
    expect((await get('/api/products/export.csv', user.headers)).statusCode).toBe(403)
  })
})

describe('GET /api/products/waiting-list/export.csv', () => {
  it('exports only waiting products, oldest first by default', async () => {
    const [newer, older] = await insert([
      { title: 'Queue export newer', status: 'pending' },
      { title: 'Queue export older', status: 'pending' },
      { title: 'Queue export approved' },
    ])
    await t.db
      .update(products)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(products.id, older?.id ?? 0))
    const res = await get('/api/products/waiting-list/export.csv?search=Queue%20export&raw=1')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/filename="waiting-products-/)
    const rows = csvRecords(res.body.slice(1))
    expect(rows.map((r) => [Number(r.id), r.status])).toEqual([
      [older?.id, 'pending'],
      [newer?.id, 'pending'],
    ])
  })
})

describe('a 100,000-row export', () => {
  it('streams in batches of 1,000 with bounded memory', { timeout: 300_000 }, async () => {
    // A bulk load, as the benchmark does it: row triggers off (this file never reads the
    // counters afterwards) and no trigram indexes (this export has no search and no
    // signals), or PGlite would spend minutes on them (the titles' one took
    // 7 of 22 s of this load alone).
    await t.db.execute(sql.raw('alter table products disable trigger user'))
    await t.db.execute(
      sql.raw(
        'drop index products_search_trgm_idx, products_search_prefix_idx, products_title_trgm_idx',
      ),
    )
    const [{ before } = { before: 0 }] = await t.db
      .select({ before: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.status, 'approved'))
    await t.db.execute(sql`
      insert into products (title, price, location, wilaya, category, subcategory_id, description, status)
      select 'Big export ' || i, (i % 7) + 1, 'Oran', 31, 'C', ${subId},
        'Row ' || i || ', with "quotes" and a long enough description to weigh something.', 'approved'
      from generate_series(1, 100000) as i`)
    await t.db.execute(sql.raw('alter table products enable trigger user'))
    const total = before + 100_000
    const spy = vi.spyOn(exportRepository, 'readProductBatch')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    // What the export holds is the live heap, not garbage a collector has not reached yet: on a
    // loaded machine collection runs late (60 MB of heap once, with four test lanes on two
    // cores), so the heap is measured after a full collection, every tenth chunk.
    v8.setFlagsFromString('--expose-gc')
    const collect = vm.runInNewContext('gc') as () => void
    collect()
    const baseline = process.memoryUsage().heapUsed
    let peak = 0
    const res = await fetch(`http://127.0.0.1:${port}/api/products/export.csv`, {
      headers: admin.headers,
    })
    expect(res.status).toBe(200)
    const reader = res.body?.getReader()
    if (!reader) throw new Error('no body')
    const decoder = new TextDecoder()
    let records = 0
    let chunks = 0
    let lastId = 0
    let ordered = true
    let rest = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks += 1
      // Only the running counts are kept: the test holds no more of the file than the server.
      const parts = (rest + decoder.decode(value, { stream: true })).split('\r\n')
      rest = parts.pop() ?? ''
      for (const line of parts) {
        // The header, and the second line of the one record with a line break, start otherwise.
        if (!/^\d+,/.test(line)) continue
        records += 1
        const id = Number(line.slice(0, line.indexOf(',')))
        if (!(id > lastId)) ordered = false
        lastId = id
      }
      if (chunks % 10 === 0) {
        collect()
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline)
      }
    }
    expect(rest).toBe('')
    expect(records).toBe(total)
    expect(ordered).toBe(true)
    expect(chunks).toBeGreaterThan(100)
    expect(peak).toBeLessThan(50 * 1024 * 1024)
    // One query per 1,000 rows (and a last, short one), each asking for 1,000 rows.
    expect(spy).toHaveBeenCalledTimes(Math.floor(total / 1000) + 1)
    expect(spy.mock.calls.every((call) => call[4] === exportRepository.EXPORT_BATCH_SIZE)).toBe(
      true,
    )
    spy.mockRestore()
  })
})
