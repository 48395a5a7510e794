import type { ProductListResponse } from '@rihla/contract/products'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withoutRowTriggers } from '../../../bench/src/seed-data'
import { createSubcategory } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'

let t: TestApp
let headers: Record<string, string>
const TOTAL = 12_345

beforeAll(async () => {
  t = await createTestApp()
  headers = (await signedIn(t, { role: 'admin' })).headers
  const sub = await createSubcategory(t, 'B')
  // Ids with gaps (every third one is deleted), as a real table has; loaded as the bench
  // loads, the counters recomputed once at the end.
  await withoutRowTriggers(t.database, async () => {
    await t.db.execute(
      sql.raw(`insert into products (title, price, location, wilaya, category, subcategory_id, description, status)
      select 'Offer ' || i, 100, 'Oran', 31, 'B', ${sub.id}, 'd', case when i % 7 = 0 then 'pending' else 'approved' end
      from generate_series(1, ${Math.ceil(TOTAL * 1.5)}) as i`),
    )
    await t.db.execute(sql.raw('delete from products where id % 3 = 0'))
  })
}, 120_000)
afterAll(() => t.close())

const page = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${q}`, headers })
  expect(res.statusCode).toBe(200)
  return res.json<ProductListResponse>()
}

/** The ids of the approved products in order, straight from the database. */
async function allIds(order: 'asc' | 'desc') {
  const result = (await t.db.execute(
    sql.raw(`select id from products where status = 'approved' order by id ${order}`),
  )) as unknown as { rows: Array<{ id: number }> }
  return result.rows.map((r) => Number(r.id))
}

describe('deep pages of a big list', () => {
  it('answer exactly the rows plain offset paging would, in both directions', async () => {
    const seek = vi.spyOn(t.app.ctx.pageAnchors, 'seek')
    for (const order of ['asc', 'desc'] as const) {
      const ids = await allIds(order)
      expect(ids.length).toBeGreaterThan(10_000)
      const first = await page(`order=${order}&limit=7`)
      expect(first.total).toBe(ids.length)
      const last = first.totalPages
      for (const n of [2, 143, 144, Math.floor(last / 2), last - 1, last]) {
        const got = (await page(`order=${order}&limit=7&page=${n}`)).products.map((p) => p.id)
        expect(got, `${order} page ${n}`).toEqual(ids.slice((n - 1) * 7, n * 7))
      }
      expect((await page(`order=${order}&limit=7&page=${last + 1}`)).products).toEqual([])
    }
    // The pages past the first were read from anchors, not by walking the index.
    expect(seek).toHaveBeenCalled()
  })

  it('are exact at once after rows change, then read from the rebuilt anchors', async () => {
    await t.db.execute(
      sql.raw(
        "delete from products where id in (select id from products where status = 'approved' order by id limit 5)",
      ),
    )
    const ids = await allIds('asc')
    const n = Math.floor(ids.length / 7 / 2)
    const expected = ids.slice((n - 1) * 7, n * 7)
    const seek = vi.spyOn(t.app.ctx.pageAnchors, 'seek')
    // The anchors were built before the change: never used again. The page waits for the one
    // rebuild (as cheap as reading it by offset) and is read from the new anchors.
    expect((await page(`limit=7&page=${n}`)).products.map((p) => p.id)).toEqual(expected)
    expect(await seek.mock.results.at(-1)?.value).toMatchObject({ fromId: expect.any(Number) })
    expect((await page(`limit=7&page=${n}`)).products.map((p) => p.id)).toEqual(expected)
    expect(await seek.mock.results.at(-1)?.value).toMatchObject({ fromId: expect.any(Number) })
  })
})
