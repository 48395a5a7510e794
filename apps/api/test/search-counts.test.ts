import type { ProductListResponse } from '@rihla/contract/products'
import type { UserListResponse } from '@rihla/contract/users'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP } from '../src/lib/paged-list'
import { createSubcategory } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'

let t: TestApp
let headers: Record<string, string>
const MANY = SEARCH_COUNT_CAP + 25

beforeAll(async () => {
  t = await createTestApp()
  headers = (await signedIn(t, { role: 'admin' })).headers
  const sub = await createSubcategory(t, 'C')
  await t.db.execute(
    sql.raw(`insert into products (title, price, location, wilaya, category, subcategory_id, description, status)
    select case when i <= ${MANY} then 'Villa Zeralda ' || i else 'Studio ' || i end, 100, 'Alger', 16, 'C',
      ${sub.id}, 'd', 'approved'
    from generate_series(1, ${MANY + 40}) as i`),
  )
  await t.db.execute(
    sql.raw(`insert into users (username, email, password_hash, phone_number)
    select 'Benali ' || i, 'benali' || i || '@example.dz', 'x', '0555' || lpad(i::text, 6, '0')
    from generate_series(1, ${MANY}) as i`),
  )
}, 120_000)
afterAll(() => t.close())

async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  expect(res.statusCode).toBe(200)
  return res.json<T>()
}

describe('search totals', () => {
  it('count the rows a wilaya name finds by text and by wilaya once each, and cap them', async () => {
    // Wilaya 31 (Oran): 3 rows, one of which also says Oran; 2 rows elsewhere that say Oran.
    const sub = await createSubcategory(t, 'B')
    await t.db.execute(
      sql.raw(`insert into products (title, price, location, wilaya, category, subcategory_id, description, status)
      values ('Qoxel one', 100, 'Centre', 31, 'B', ${sub.id}, 'd', 'approved'),
        ('Qoxel two Oran', 100, 'Centre', 31, 'B', ${sub.id}, 'd', 'approved'),
        ('Qoxel three', 100, 'Centre', 31, 'B', ${sub.id}, 'd', 'pending'),
        ('Qoxel four', 100, 'Oran centre', 16, 'B', ${sub.id}, 'd', 'approved'),
        ('Qoxel five', 100, 'Centre', 16, 'B', ${sub.id}, 'd oran', 'approved')`),
    )
    const titles = async (url: string) => {
      const list = await get<ProductListResponse>(url)
      return {
        titles: list.products.map((p) => p.title),
        total: list.total,
        capped: list.totalCapped,
      }
    }
    // Two words, each naming a place or not: four alternatives, counted without repeats.
    expect(await titles('/api/products?search=qoxel%20oran&limit=2&order=desc')).toEqual({
      titles: ['Qoxel five', 'Qoxel four'],
      total: 4,
      capped: undefined,
    })
    // وهران names wilaya 31 only: the two rows there, not those whose text says Oran.
    expect(
      (await titles('/api/products?search=qoxel%20%D9%88%D9%87%D8%B1%D8%A7%D9%86&limit=2&page=2'))
        .total,
    ).toBe(2)
    expect(await titles('/api/products/waiting-list?search=qoxel%20oran')).toMatchObject({
      titles: ['Qoxel three'],
      total: 1,
    })
    // Past the cap: the Alger rows by name (zeralda's 125 are in wilaya 16).
    const alger = await get<ProductListResponse>('/api/products?search=alger&limit=7')
    expect(alger.total).toBe(SEARCH_COUNT_CAP)
    expect(alger.totalCapped).toBe(true)
    // Pages past the count are taken from each alternative's first ids: the same rows as the
    // single condition gives, in both directions.
    for (const [order, page] of [
      ['asc', 1],
      ['desc', 1],
      ['desc', 3],
      ['asc', 7],
    ] as const) {
      const got = await get<ProductListResponse>(
        `/api/products?search=alger&limit=7&order=${order}&page=${page}`,
      )
      const expected = (await t.db.execute(
        sql.raw(`select id from products where status = 'approved'
          and (wilaya = 16 or search_doc like '%alger%')
          order by id ${order} limit 7 offset ${(page - 1) * 7}`),
      )) as unknown as { rows: Array<{ id: number }> }
      expect(
        got.products.map((p) => p.id),
        `${order} page ${page}`,
      ).toEqual(expected.rows.map((r) => Number(r.id)))
    }
  })

  it('count a common product term up to the cap and say so', async () => {
    const list = await get<ProductListResponse>('/api/products?search=zeralda&limit=7')
    expect(list.total).toBe(SEARCH_COUNT_CAP)
    expect(list.totalCapped).toBe(true)
    expect(list.totalPages).toBe(Math.ceil(SEARCH_COUNT_CAP / 7))
    // The rows are still the first matches, in order.
    expect(list.products.map((p) => p.title)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Villa Zeralda ${i + 1}`),
    )
    // The last page the pager offers is full and holds real matches.
    const last = await get<ProductListResponse>(
      `/api/products?search=zeralda&limit=7&page=${list.totalPages}`,
    )
    expect(last.products.length).toBeGreaterThan(0)
    expect(last.products.every((p) => p.title.startsWith('Villa Zeralda'))).toBe(true)
  })

  it('give the same rows page by page whether counted in one statement or not', async () => {
    const one = await get<ProductListResponse>('/api/products?search=zeralda&limit=7&order=desc')
    const two = await get<ProductListResponse>(
      '/api/products?search=zeralda&limit=7&order=desc&page=2',
    )
    expect([...one.products, ...two.products].map((p) => p.title)).toEqual(
      Array.from({ length: 14 }, (_, i) => `Villa Zeralda ${MANY - i}`),
    )
    expect(two.totalCapped).toBe(true)
  })

  it('count a rarer term exactly, with no cap flag', async () => {
    const list = await get<ProductListResponse>('/api/products?search=studio&limit=7')
    expect(list.total).toBe(40)
    expect(list).not.toHaveProperty('totalCapped')
  })

  it('count a common user term up to the cap, and an exact one below it', async () => {
    const many = await get<UserListResponse>('/api/users?search=benali&limit=7')
    expect(many.meta.total).toBe(SEARCH_COUNT_CAP)
    expect(many.meta.totalCapped).toBe(true)
    expect(many.data).toHaveLength(7)
    const few = await get<UserListResponse>('/api/users?search=benali12&limit=7')
    const expected = Array.from({ length: MANY }, (_, i) => `benali${i + 1}@`).filter((e) =>
      e.startsWith('benali12'),
    )
    expect(few.meta.total).toBe(expected.length)
    expect(few.data.map((u) => u.email).sort()).toEqual(
      expected.map((e) => `${e}example.dz`).sort(),
    )
    expect(few.meta).not.toHaveProperty('totalCapped')
  })
})
