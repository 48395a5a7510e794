import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Product } from '@rihla/contract/products'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deletedProducts, products } from '../src/db/schema'
import { purgeExpiredProducts } from '../src/modules/products/products-trash-service'
import { burst, listen } from './burst'
import { createSubcategory, image, multipart } from './factories'
import { errorAnswer, useSignedIn, useTestApp } from './helpers'

/**
 * The undo of a delete must never lose a product silently nor bring back
 * one that contradicts its subcategory, and must survive a migration that added a column.
 */
const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })

async function createProduct(subcategory: { id: number; category: string }, title: string) {
  const body = multipart(
    {
      title,
      price: '150',
      description: 'A product to delete and restore.',
      location: 'Oran',
      wilaya: '31',
      category: subcategory.category,
      subcategoryId: String(subcategory.id),
    },
    [{ field: 'pictures', filename: 'photo.png', data: await image('png') }],
  )
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  })
  expect(res.statusCode).toBe(201)
  return res.json<Product>()
}

const call = (method: 'DELETE' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
const remove = (id: number) => call('DELETE', `/api/products/${id}`)
const restore = (id: number) => call('POST', `/api/products/${id}/restore`)

function uploads(): string[] {
  const dir = path.join(t.config.uploadsDir, 'products')
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

describe('a subcategory with deleted products still in their undo window', () => {
  it('can be deleted; their restore then says why it cannot be, and the purge takes them', async () => {
    const sub = await createSubcategory(t, 'A', 'Short-lived')
    const product = await createProduct(sub, 'Lost with its subcategory')
    const files = uploads()
    expect((await remove(product.id)).statusCode).toBe(200)

    const deleted = await call('DELETE', `/api/products/sub-categories/${sub.id}`)
    expect(deleted.statusCode).toBe(200)

    const res = await restore(product.id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual(errorAnswer('restore.subcategoryDeleted'))

    // Its undo window is over: the next purge removes the row and the files at once.
    expect(await purgeExpiredProducts({ db: t.db, storage: t.app.ctx.storage })).toBe(1)
    expect(await t.db.select().from(deletedProducts)).toEqual([])
    expect(uploads().length).toBeLessThan(files.length)
    expect((await restore(product.id)).statusCode).toBe(404)
  })

  it('can move to another category; the restore is refused rather than contradict it', async () => {
    const sub = await createSubcategory(t, 'A', 'Mover')
    const product = await createProduct(sub, 'Left behind by a move')
    expect((await remove(product.id)).statusCode).toBe(200)

    const moved = await call('PATCH', `/api/products/sub-categories/${sub.id}`, {
      nameAr: 'Mover ar',
      nameFr: 'Mover fr',
      nameEn: 'Mover en',
      category: 'C',
    })
    expect(moved.statusCode).toBe(200)

    const res = await restore(product.id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual(errorAnswer('restore.subcategoryMoved'))
    // Nothing came back: no product of category A in a subcategory of category C.
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toEqual([])
    // Still in the trash, so moving the subcategory back makes the undo possible again.
    await call('PATCH', `/api/products/sub-categories/${sub.id}`, {
      nameAr: 'Mover ar',
      nameFr: 'Mover fr',
      nameEn: 'Mover en',
      category: 'A',
    })
    const again = await restore(product.id)
    expect(again.statusCode).toBe(200)
    expect(again.json<Product>()).toMatchObject({ id: product.id, category: 'A' })
  })
})

describe('a restore racing a change of its subcategory', () => {
  it('either restores the product or refuses with the reason, never both, never a 500', async () => {
    const port = await listen(t)
    const headers = admin.headers
    for (let round = 0; round < 4; round++) {
      const sub = await createSubcategory(t, 'A', `Race ${round}`)
      const product = await createProduct(sub, `Raced ${round}`)
      expect((await remove(product.id)).statusCode).toBe(200)
      const [restored, changed] = await burst(port, [
        { method: 'POST', path: `/api/products/${product.id}/restore`, headers },
        round % 2 === 0
          ? { method: 'DELETE', path: `/api/products/sub-categories/${sub.id}`, headers }
          : {
              method: 'PATCH',
              path: `/api/products/sub-categories/${sub.id}`,
              headers,
              body: { nameAr: 'r ar', nameFr: 'r fr', nameEn: 'r en', category: 'C' },
            },
      ])
      const statuses = [restored?.status, changed?.status]
      // One of the two wins; the other is refused with its reason.
      if (restored?.status === 200) {
        expect(changed?.status, JSON.stringify(statuses)).toBe(409)
        expect(changed?.json()).toEqual(
          errorAnswer(round % 2 === 0 ? 'subcategory.inUse' : 'subcategory.categoryLocked'),
        )
      } else {
        expect(statuses).toEqual([409, 200])
        expect(restored?.json()).toEqual(
          errorAnswer(round % 2 === 0 ? 'restore.subcategoryDeleted' : 'restore.subcategoryMoved'),
        )
      }
      // Whatever the order, no product contradicts its subcategory.
      const bad = await t.db.execute(sql`
        select p.id from products p left join subcategories s on s.id = p.subcategory_id
        where s.id is null or s.category <> p.category`)
      expect((bad as unknown as { rows: unknown[] }).rows).toEqual([])
    }
  })
})

describe('a restore after a migration', () => {
  it('fills a column the stored snapshot lacks with its default', async () => {
    const sub = await createSubcategory(t, 'B', 'Snapshots')
    const product = await createProduct(sub, 'Older snapshot')
    expect((await remove(product.id)).statusCode).toBe(200)
    // As if `is_e` (NOT NULL DEFAULT false) had been added after the product was deleted.
    await t.db
      .update(deletedProducts)
      .set({ product: sql`product - 'is_e'` })
      .where(eq(deletedProducts.id, product.id))

    const res = await restore(product.id)
    expect(res.statusCode).toBe(200)
    expect(res.json<Product>()).toMatchObject({
      id: product.id,
      isE: false,
      title: 'Older snapshot',
    })
    expect(res.json<Product>().pictures).toHaveLength(1)
  })

  it('restores into a table that gained a NOT NULL column with a default', async () => {
    const sub = await createSubcategory(t, 'D', 'Migrated')
    const product = await createProduct(sub, 'Before the migration')
    expect((await remove(product.id)).statusCode).toBe(200)
    await t.db.execute(
      sql`alter table products add column reviewed_note text not null default 'none'`,
    )
    await t.db.execute(
      sql`alter table product_pictures add column alt_text text not null default ''`,
    )
    try {
      const res = await restore(product.id)
      expect(res.statusCode).toBe(200)
      expect(res.json<Product>().pictures).toHaveLength(1)
      const rows = await t.db.execute(
        sql`select reviewed_note from products where id = ${product.id}`,
      )
      expect((rows as unknown as { rows: Array<{ reviewed_note: string }> }).rows).toEqual([
        { reviewed_note: 'none' },
      ])
    } finally {
      await t.db.execute(sql`alter table products drop column reviewed_note`)
      await t.db.execute(sql`alter table product_pictures drop column alt_text`)
    }
  })
})
