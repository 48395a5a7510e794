import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureHashes, productPictures } from '../src/db/schema'
import { insertPictureHashes } from '../src/modules/signals/signals-repository'
import { createSubcategory, insertProduct } from './factories'
import { useTestApp } from './helpers'

/**
 * A product deleted while the signals job stores its pictures' hashes (a fresh-clone run of
 * products-approval.test.ts got a 500 from such a delete). The delete locks the product `for
 * update`, then deletes its pictures by cascade; the job's insert locked the picture for its
 * foreign key, then waited for the product: each waited for the other, and PostgreSQL failed
 * one of them after its deadlock timeout. The order is forced here: the delete's transaction
 * holds the product, the hashes are stored meanwhile, then the delete goes on.
 */
const t = useTestApp()
let admin: pg.Client
beforeAll(async () => {
  admin = new pg.Client({ connectionString: t.databaseUrl })
  await admin.connect()
})
afterAll(() => admin?.end())

const HASHES = [0, 1, 2, 3].map((variant) => ({ variant, hash: 1_609_155_473_153_233_040n }))

/** The backend that is waiting for a lock, once there is one (the job's insert). */
async function waitingOnALock(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if ((rows[0]?.n ?? 0) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('no statement waited for a lock')
}

/** An approved product with one picture row, whose hashes are not stored yet. */
async function productWithPicture(fileKey: string) {
  const sub = await createSubcategory(t, 'A')
  const product = await insertProduct(t, { subcategoryId: sub.id, status: 'approved' })
  const [picture] = await t.db
    .insert(productPictures)
    .values({ productId: product.id, fileKey })
    .returning()
  if (!picture) throw new Error('picture not created')
  return { product, picture }
}

describe('storing picture hashes while the product is deleted', () => {
  it('lets the delete through and stores nothing for the deleted product', async () => {
    const { product, picture } = await productWithPicture('products/race.jpg')

    const deleting = new pg.Client({ connectionString: t.databaseUrl })
    await deleting.connect()
    try {
      // As removeProduct does: the product locked for the decision, then the delete.
      await deleting.query('begin')
      await deleting.query('select id from products where id = $1 for update', [product.id])
      const storing = insertPictureHashes(t.db, product.id, picture.id, HASHES).then(
        () => 'stored',
        (error: Error) => `failed: ${error.message} ${String(error.cause ?? '')}`,
      )
      await waitingOnALock()
      const deleted = await deleting.query('delete from products where id = $1', [product.id]).then(
        (res) => `deleted ${res.rowCount}`,
        (error: Error) => `failed: ${error.message}`,
      )
      await deleting.query(deleted.startsWith('deleted') ? 'commit' : 'rollback')
      expect({ deleted, storing: await storing }).toEqual({
        deleted: 'deleted 1',
        storing: 'stored',
      })
    } finally {
      await deleting.end()
    }
    const left = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pictureHashes)
      .where(eq(pictureHashes.productId, product.id))
    expect(left[0]?.n).toBe(0)
  })

  it('still stores the hashes of a product that stays', async () => {
    const { product, picture } = await productWithPicture('products/stays.jpg')
    await insertPictureHashes(t.db, product.id, picture.id, HASHES)
    const stored = await t.db
      .select({ variant: pictureHashes.variant })
      .from(pictureHashes)
      .where(eq(pictureHashes.pictureId, picture.id))
    expect(stored.map((row) => row.variant).sort()).toEqual([0, 1, 2, 3])
  })
})
