import type { Lang } from '@rihla/contract/constants'
import type { SearchResponse } from '@rihla/contract/search'
import { asc, desc, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { productPictures, products, subcategories, users } from '../../db/schema'
import { runSearch } from '../../lib/prepared'
import { searchCondition, withIndexedSearch } from '../../lib/search'
import type { FileStorage } from '../../lib/storage'
import { productSearch } from '../products'

const nameColumn = { ar: subcategories.nameAr, fr: subcategories.nameFr, en: subcategories.nameEn }

/** The first picture's smallest file: its 128 px square, else its thumbnail, else the picture. */
const thumbKeyColumn = sql<string | null>`(
  select coalesce(pp.small_key, pp.thumb_key, pp.file_key) from ${productPictures} pp
  where pp.product_id = "products"."id" order by pp.position, pp.id limit 1)`

/**
 * A few matches of each kind for the top-bar search, in the lists' documents (decision 018), so a
 * term finds here what it finds there.
 */
export function searchEverything(
  db: DbOrTx,
  storage: FileStorage,
  term: string,
  limit: number,
  lang: Lang,
): Promise<SearchResponse> {
  return withIndexedSearch(db, async (tx) => {
    // One after the other: in a transaction (PGlite) they share one connection.
    const userRows = await runSearch(
      tx,
      tx
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(searchCondition({ doc: users.searchDoc }, term))
        .orderBy(asc(users.username), asc(users.id))
        .limit(limit),
    )
    const productRows = await runSearch(
      tx,
      tx
        .select({
          id: products.id,
          title: products.title,
          status: products.status,
          thumbKey: thumbKeyColumn,
        })
        .from(products)
        .where(searchCondition(productSearch, term))
        .orderBy(desc(products.id))
        .limit(limit),
    )
    const subcategoryRows = await runSearch(
      tx,
      tx
        .select({ id: subcategories.id, name: nameColumn[lang], category: subcategories.category })
        .from(subcategories)
        .where(searchCondition({ doc: subcategories.searchDoc }, term))
        .orderBy(asc(nameColumn[lang]))
        .limit(limit),
    )
    return {
      users: userRows,
      products: productRows.map(({ thumbKey, ...product }) => ({
        ...product,
        thumbnailUrl: thumbKey
          ? storage.url(thumbKey, product.status === 'approved' ? 'public' : 'signed')
          : null,
      })),
      subcategories: subcategoryRows.map((s) => ({
        ...s,
        category: s.category as SearchResponse['subcategories'][number]['category'],
      })),
    }
  })
}
