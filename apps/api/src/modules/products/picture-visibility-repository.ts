import { eq, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { productPictures, products } from '../../db/schema'
import { prepared } from '../../lib/prepared'

/**
 * Who may read a product picture's file: anyone once the product is approved, a signed URL
 * while it waits, nobody when no live product has it (in the trash, or unknown). One indexed
 * read (migrations 0006 and 0016 index the three key columns).
 */
export async function pictureVisibility(db: DbOrTx, key: string) {
  const byKey = prepared(db, 'products:picture-status', (name) =>
    db
      .select({ status: products.status })
      .from(productPictures)
      .innerJoin(products, eq(products.id, productPictures.productId))
      .where(
        or(
          eq(productPictures.fileKey, sql.placeholder('key')),
          eq(productPictures.thumbKey, sql.placeholder('key')),
          eq(productPictures.smallKey, sql.placeholder('key')),
        ),
      )
      .limit(1)
      .prepare(name),
  )
  const [row] = await byKey.execute({ key })
  if (!row) return 'none' as const
  return row.status === 'approved' ? ('public' as const) : ('signed' as const)
}
