import { existsSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import {
  banners,
  productPictures,
  products,
  ratings,
  subcategories,
  users,
  wilayas,
} from '../src/db/schema'
import { seedDatabase } from '../src/db/seed'
import { localStorage } from '../src/lib/storage-local'
import { createTestApp, login, type TestApp } from './helpers'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const rows = async (
  app: TestApp,
  table: typeof users | typeof products | typeof banners | typeof subcategories,
) => (await app.db.select({ n: count() }).from(table))[0]?.n

describe('seeding', () => {
  it('ships the 58 wilayas with the migrations, with Arabic names', async () => {
    t = await createTestApp()
    const all = await t.db.select().from(wilayas).orderBy(wilayas.number)
    expect(all).toHaveLength(58)
    expect(all[0]).toMatchObject({ number: 1, nameEn: 'Adrar', nameAr: 'أدرار' })
    expect(all[57]).toMatchObject({ number: 58, nameEn: 'El Menia', nameAr: 'المنيعة' })
  })

  it('fills an empty database with an admin and demo data whose files exist, once', async () => {
    t = await createTestApp()
    const storage = localStorage(t.config.uploadsDir)
    const admin = { email: 'boss@rihla.dz', password: 'Boss@2026' }
    const report = await seedDatabase(t.db, storage, {
      demo: true,
      admin,
      users: 10,
      products: 12,
      banners: 4,
    })
    expect(report).toEqual({ adminCreated: true, demoSeeded: true })
    expect(await rows(t, users)).toBe(11)
    expect(await rows(t, products)).toBe(12)
    expect(await rows(t, banners)).toBe(4)
    const categories = await t.db.selectDistinct({ c: subcategories.category }).from(subcategories)
    expect(categories.map((c) => c.c).sort()).toEqual(['A', 'B', 'C', 'D'])
    const statuses = await t.db.selectDistinct({ s: products.status }).from(products)
    expect(statuses.map((s) => s.s).sort()).toEqual(['approved', 'pending'])
    const pictures = await t.db.select().from(productPictures)
    expect(pictures).toHaveLength(12)
    // Each stored as an upload is: the picture, its thumbnail and the square for list cells.
    for (const p of pictures) {
      for (const key of [p.fileKey, p.thumbKey, p.smallKey]) {
        expect(key).toMatch(/^products\/[\w-]+\.webp$/)
        expect(existsSync(path.join(t.config.uploadsDir, key ?? ''))).toBe(true)
      }
    }
    // Averages agree with the ratings table.
    const rated = await t.db.select().from(products).where(eq(products.ratingCount, 0))
    for (const p of rated) expect(p.averageRating).toBeNull()
    expect((await t.db.select({ n: count() }).from(ratings))[0]?.n).toBeGreaterThan(0)

    expect((await login(t, admin.email, admin.password)).role).toBe('admin')
    const again = await seedDatabase(t.db, storage, { demo: true, admin, users: 10, products: 12 })
    expect(again).toEqual({ adminCreated: false, demoSeeded: false })
    expect(await rows(t, products)).toBe(12)
  })

  it('creates only the admin when demo data is off', async () => {
    t = await createTestApp()
    const report = await seedDatabase(t.db, localStorage(t.config.uploadsDir), {
      demo: false,
      admin: { email: 'boss@rihla.dz', password: 'Boss@2026' },
    })
    expect(report).toEqual({ adminCreated: true, demoSeeded: false })
    expect(await rows(t, users)).toBe(1)
    expect(await rows(t, products)).toBe(0)
  })
})
