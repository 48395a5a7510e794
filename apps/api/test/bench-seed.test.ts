import { count, eq, gte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedBenchData } from '../../../bench/src/seed-data'
import { productCounts, products, subcategories, userCounts, users } from '../src/db/schema'
import { seedDatabase } from '../src/db/seed'
import { localStorage } from '../src/lib/storage-local'
import { createTestApp, type TestApp } from './helpers'

// One database for the file (a test app takes long to start on a busy machine): the demo's
// data as `npm start` leaves it, then the generator run twice over it.
let t: TestApp
// Demo pictures are drawn by sharp: slow when the machine is busy.
beforeAll(async () => {
  t = await withDemo()
}, 180_000)
afterAll(async () => {
  await t?.close()
})

const total = async (app: TestApp, table: typeof users | typeof products | typeof subcategories) =>
  (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0

/** The demo's users, products and 12 subcategories, as `npm start` leaves them. */
async function withDemo() {
  const app = await createTestApp()
  await seedDatabase(app.db, localStorage(app.config.uploadsDir), {
    demo: true,
    admin: { email: 'boss@rihla.dz', password: 'Boss@2026' },
    users: 5,
    products: 6,
    banners: 0,
  })
  return app
}

describe('the benchmark generator (npm run bench:seed)', () => {
  it('adds exactly the products it is asked for beside the demo subcategories, and says so', async () => {
    const subcategoriesBefore = await total(t, subcategories)
    expect(subcategoriesBefore).toBe(12)
    const productsBefore = await total(t, products)
    const usersBefore = await total(t, users)
    const firstNew =
      1 + Number((await t.db.select({ max: sql`max(${products.id})` }).from(products))[0]?.max ?? 0)

    // 45 products over 12 subcategories: the old fixed "offset i % 20" lost 8 rows in 20.
    const report = await seedBenchData(t.database, { products: 45, users: 7, chunk: 20 })

    expect(report).toEqual({
      products: 45,
      users: 7,
      ratings: expect.any(Number),
      subcategoriesCreated: 0,
    })
    expect(await total(t, products)).toBe(productsBefore + 45)
    expect(await total(t, users)).toBe(usersBefore + 7 + 1) // + the bench admin
    expect(await total(t, subcategories)).toBe(subcategoriesBefore)
    // Every new product sits in a real subcategory of its own category, all 12 used.
    const added = await t.db
      .select({
        category: products.category,
        subcategory: subcategories.category,
        id: subcategories.id,
      })
      .from(products)
      .innerJoin(subcategories, eq(products.subcategoryId, subcategories.id))
      .where(gte(products.id, firstNew))
    expect(added).toHaveLength(45)
    for (const row of added) expect(row.category).toBe(row.subcategory)
    expect(new Set(added.map((row) => row.id)).size).toBe(12)
    // The counters the dashboard reads were recomputed from the rows.
    const counted = await t.db
      .select({ n: sql<number>`sum(${productCounts.n})::int` })
      .from(productCounts)
    expect(counted[0]?.n).toBe(productsBefore + 45)
    const [userTotals] = await t.db.select().from(userCounts)
    expect(userTotals?.total).toBe(usersBefore + 8)
  })

  it('adds as many again on a second run instead of colliding with the first', async () => {
    const productsBefore = await total(t, products)
    const usersBefore = await total(t, users)
    const again = await seedBenchData(t.database, { products: 10, users: 4 })
    expect(again).toMatchObject({ products: 10, users: 4 })
    expect(await total(t, products)).toBe(productsBefore + 10)
    expect(await total(t, users)).toBe(usersBefore + 4)
  })
})
