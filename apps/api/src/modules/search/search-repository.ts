import type { Lang } from '@rihla/contract/constants'
import type { SearchResponse } from '@rihla/contract/search'
import { asc, desc, ilike, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { products, subcategories, users } from '../../db/schema'
import { likePattern } from '../../lib/sql'

const nameColumn = { ar: subcategories.nameAr, fr: subcategories.nameFr, en: subcategories.nameEn }

/** A few matches of each kind for the top-bar search; the trigram indexes keep ILIKE fast. */
export async function searchEverything(
  db: DbOrTx,
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
      .select({ id: products.id, title: products.title, status: products.status })
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
    products: productRows,
    subcategories: subcategoryRows.map((s) => ({
      ...s,
      category: s.category as SearchResponse['subcategories'][number]['category'],
    })),
  }
}
