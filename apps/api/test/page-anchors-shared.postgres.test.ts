import type { ProductListResponse } from '@rihla/contract/products'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withoutRowTriggers } from '../../../bench/src/seed-data'
import { type App, buildApp } from '../src/app'
import { type Database, openDatabase } from '../src/db/client'
import { createSubcategory, postProduct } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'

/** Two API instances on one PostgreSQL database, as behind a load balancer. */
let a: TestApp
let b: { app: App; database: Database }
let headers: Record<string, string>
let subcategoryId: number
const KEY = 'products:{"status":"approved"}'

beforeAll(async () => {
  a = await createTestApp()
  if (!a.databaseUrl) throw new Error('a PostgreSQL test database is needed')
  const database = await openDatabase({ driver: 'postgres', url: a.databaseUrl, poolSize: 3 })
  b = { app: await buildApp({ config: a.config, database, logger: false }), database }
  await b.app.ready()
  headers = (await signedIn(a, { role: 'admin' })).headers
  subcategoryId = (await createSubcategory(a, 'A')).id
  // Loaded as the bench loads: row triggers off, the counters recomputed once.
  await withoutRowTriggers(a.database, () =>
    a.db.execute(
      sql.raw(`insert into products (title, price, location, wilaya, category, subcategory_id, description, status)
      select 'Offer ' || i, 100, 'Oran', 31, 'A', ${subcategoryId}, 'd', 'approved'
      from generate_series(1, 12000) as i`),
    ),
  )
}, 60_000)
afterAll(async () => {
  await b.app.close()
  await b.database.close()
  await a.close()
})

const pageOn = async (app: App, n: number, order: 'asc' | 'desc') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/products?limit=10&page=${n}&order=${order}`,
    headers,
  })
  expect(res.statusCode).toBe(200)
  return res.json<ProductListResponse>().products.map((p) => p.id)
}

async function expected(n: number, order: 'asc' | 'desc') {
  const result = (await a.db.execute(
    sql.raw(`select id from products where status = 'approved' order by id ${order}
      limit 10 offset ${(n - 1) * 10}`),
  )) as unknown as { rows: Array<{ id: number }> }
  return result.rows.map((r) => Number(r.id))
}

describe('page anchors across instances', () => {
  it('a delete and a create on one instance never shift a page the other serves', async () => {
    const n = 400
    // Instance B builds its anchors and serves the middle pages from them.
    await pageOn(b.app, n, 'asc')
    await b.app.ctx.pageAnchors.settled(KEY)
    const seek = vi.spyOn(b.app.ctx.pageAnchors, 'seek')
    expect(await pageOn(b.app, n, 'asc')).toEqual(await expected(n, 'asc'))
    expect(await seek.mock.results.at(-1)?.value).toMatchObject({ fromId: expect.any(Number) })

    for (let round = 0; round < 3; round++) {
      // On A: delete an early product, create a new one (the total is the same).
      const [first] = await pageOn(a.app, 1, 'asc')
      const removed = await a.app.inject({
        method: 'DELETE',
        url: `/api/products/${first}`,
        headers,
      })
      expect(removed.statusCode).toBe(200)
      await postProduct(a, headers, { title: `New ${round}`, subcategoryId })
      // At once on B: every row one place further up, in both directions.
      for (const order of ['asc', 'desc'] as const) {
        expect(await pageOn(b.app, n, order), `${order} round ${round}`).toEqual(
          await expected(n, order),
        )
      }
      // And from B's rebuilt anchors too.
      await b.app.ctx.pageAnchors.settled(KEY)
      for (const order of ['asc', 'desc'] as const) {
        expect(await pageOn(b.app, n, order)).toEqual(await expected(n, order))
        expect(await seek.mock.results.at(-1)?.value).toMatchObject({ fromId: expect.any(Number) })
      }
    }
  })
})
