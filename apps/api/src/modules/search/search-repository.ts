import type { Lang } from '@rihla/contract/constants'
import type { SearchResponse } from '@rihla/contract/search'
import { asc, desc, ilike, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { productPictures, products, subcategories, users } from '../../db/schema'
import { likePattern } from '../../lib/sql'
import type { FileStorage } from '../../lib/storage'

const nameColumn = { ar: subcategories.nameAr, fr: subcategories.nameFr, en: subcategories.nameEn }

/** The first picture's thumbnail key (else its file), read with the product. */
const thumbKeyColumn = sql<string | null>`(
  select coalesce(pp.thumb_key, pp.file_key) from ${productPictures} pp
  where pp.product_id = "products"."id" order by pp.position, pp.id limit 1)`

/**
 * A few matches of each kind for the top-bar search; the trigram indexes keep ILIKE fast.
 * Products come with their first picture, signed while they wait for approval (decision 011).
 */
export async function searchEverything(
  db: DbOrTx,
  storage: FileStorage,
  term: string,
  limit: number,
  lang: Lang,
): Promise<SearchResponse> {
  const pattern = likePattern(term)
  const [userRows, productRows, subcategoryRows] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(or(ilike(users.username, pattern), ilike(users.email, pattern)))
      .orderBy(asc(users.username))
      .limit(limit),
    db
      .select({
        id: products.id,
        title: products.title,
        status: products.status,
        thumbKey: thumbKeyColumn,
      })
      .from(products)
      .where(ilike(products.title, pattern))
      .orderBy(desc(products.id))
      .limit(limit),
    db
      .select({ id: subcategories.id, name: nameColumn[lang], category: subcategories.category })
      .from(subcategories)
      .where(
        or(
          ilike(subcategories.nameAr, pattern),
          ilike(subcategories.nameFr, pattern),
          ilike(subcategories.nameEn, pattern),
        ),
      )
      .orderBy(asc(nameColumn[lang]))
      .limit(limit),
  ])
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
}
