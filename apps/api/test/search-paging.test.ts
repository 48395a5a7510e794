import type { ProductListResponse } from '@rihla/contract/products'
import type { UserListResponse } from '@rihla/contract/users'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP } from '../src/lib/paged-list'
import { createSubcategory } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'

// A search counts up to its cap, yet every match stays reachable page by page.
let t: TestApp
let headers: Record<string, string>
const MATCHES = 300

beforeAll(async () => {
  expect(SEARCH_COUNT_CAP).toBe(100)
  t = await createTestApp()
  headers = (await signedIn(t, { role: 'admin' })).headers
  const sub = await createSubcategory(t, 'C')
  // 300 listings say "Kouba", 50 do not; prices repeat, so a price sort has ties to break.
  await t.db.execute(
    sql.raw(`insert into products (title, price, location, wilaya, category, subcategory_id, description, status)
    select case when i <= ${MATCHES} then 'Kouba ' || i else 'Cheraga ' || i end,
      100 + (i % 13), 'Centre', 11, 'C', ${sub.id}, 'd', 'approved'
    from generate_series(1, ${MATCHES + 50}) as i`),
  )
  await t.db.execute(
    sql.raw(`insert into users (username, email, password_hash, phone_number)
    select 'Mezghana ' || i, 'mezghana' || i || '@example.dz', 'x', '0666' || lpad(i::text, 6, '0')
    from generate_series(1, ${MATCHES}) as i`),
  )
}, 120_000)
afterAll(() => t.close())

async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  expect(res.statusCode, url).toBe(200)
  return res.json<T>()
}

/** Pages the list by following "more" only, as the web pager does: Next while more exist. */
async function everyPage(base: string, limit: number) {
  const titles: string[] = []
  const answers: ProductListResponse[] = []
  for (let page = 1; page < 100; page++) {
    const list = await get<ProductListResponse>(`${base}&limit=${limit}&page=${page}`)
    answers.push(list)
    titles.push(...list.products.map((p) => p.title))
    if (!list.totalCapped && page >= list.totalPages) break
  }
  return { titles, answers }
}

describe('a search with more matches than it counts', () => {
  it.each([
    ['id', 'asc', 7],
    ['id', 'desc', 10],
    ['price', 'asc', 25],
    ['title', 'desc', 100],
  ])('reaches every match exactly once, sorted by %s %s, %i a page', async (sort, order, limit) => {
    const { titles, answers } = await everyPage(
      `/api/products?search=kouba&sort=${sort}&order=${order}`,
      limit,
    )
    expect(titles).toHaveLength(MATCHES)
    expect(new Set(titles).size).toBe(MATCHES)
    expect(titles.every((title) => title.startsWith('Kouba '))).toBe(true)
    // "More than N" until the last page, which knows the count.
    const last = answers[answers.length - 1] as ProductListResponse
    expect(last.total).toBe(MATCHES)
    expect(last).not.toHaveProperty('totalCapped')
    expect(last.totalPages).toBe(Math.ceil(MATCHES / limit))
    for (const answer of answers.slice(0, -1)) {
      expect(answer.totalCapped).toBe(true)
      // A floor: never above the matches, never below the cap or the rows seen so far.
      expect(answer.total).toBeGreaterThanOrEqual(Math.max(SEARCH_COUNT_CAP, answer.page * limit))
      expect(answer.total).toBeLessThan(MATCHES)
    }
  })

  it('serves pages in the counted part and past it as the same order would read them', async () => {
    const expected = (await t.db.execute(
      sql.raw(`select id from products where search_doc like '%kouba%' order by id desc`),
    )) as unknown as { rows: Array<{ id: number }> }
    const ids = expected.rows.map((r) => Number(r.id))
    // Page 6 of 10 is in the second half of the counted hundred: it used to be read from the
    // far end of all the matches.
    for (const page of [6, 10, 11, 20, 30]) {
      const list = await get<ProductListResponse>(
        `/api/products?search=kouba&order=desc&limit=10&page=${page}`,
      )
      expect(
        list.products.map((p) => p.id),
        `page ${page}`,
      ).toEqual(ids.slice((page - 1) * 10, page * 10))
    }
  })

  it('keeps the capped floor for a page past the end', async () => {
    const list = await get<ProductListResponse>('/api/products?search=kouba&limit=10&page=40')
    expect(list.products).toEqual([])
    expect(list.totalCapped).toBe(true)
    expect(list.total).toBe(SEARCH_COUNT_CAP)
  })

  it('counts every match when asked, on the first page and on others', async () => {
    const first = await get<ProductListResponse>('/api/products?search=kouba&limit=10&count=exact')
    expect(first.total).toBe(MATCHES)
    expect(first).not.toHaveProperty('totalCapped')
    expect(first.totalPages).toBe(30)
    expect(first.products.map((p) => p.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Kouba ${i + 1}`),
    )
    const fifth = await get<ProductListResponse>(
      '/api/products?search=kouba&limit=10&page=5&count=exact&sort=price',
    )
    expect(fifth.total).toBe(MATCHES)
    expect(fifth.products).toHaveLength(10)
    const users = await get<UserListResponse>('/api/users?search=mezghana&count=exact')
    expect(users.meta.total).toBe(MATCHES)
    expect(users.meta).not.toHaveProperty('totalCapped')
  })

  it('pages users past the cap too', async () => {
    const emails: string[] = []
    for (let page = 1; page < 20; page++) {
      const list = await get<UserListResponse>(`/api/users?search=mezghana&limit=25&page=${page}`)
      emails.push(...list.data.map((u) => u.email))
      if (!list.meta.totalCapped && page >= list.meta.totalPages) break
    }
    expect(new Set(emails).size).toBe(MATCHES)
    expect(emails).toHaveLength(MATCHES)
  })

  it('refuses a count it does not know', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=kouba&count=all',
      headers,
    })
    expect(res.statusCode).toBe(400)
  })
})
