import type { Lang } from '@rihla/contract/constants'
import type { ProductExportQuery } from '@rihla/contract/products'
import type { SignalFilter } from '@rihla/contract/signals'
import { and } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { products, subcategories } from '../../db/schema'
import { type KeysetCursor, keysetAfter, keysetKey, keysetOrder } from '../../lib/keyset'
import { keysetSortOf, listWhere } from '../../lib/paged-list'
import { signalCondition } from '../signals'
import {
  answerColumns,
  type ProductStatus,
  productList,
  productPageRequest,
} from './products-repository'

/** Rows read per query while exporting: memory holds one batch, never the whole list. */
export const EXPORT_BATCH_SIZE = 1000

/** What an export is asked: the list's query, and the waiting list's signal filter. */
export type ExportQuery = ProductExportQuery & { signal?: SignalFilter | undefined }

/** One batch of the export, in the list's order, after `after`. */
export function readProductBatch(
  db: DbOrTx,
  status: ProductStatus,
  query: ExportQuery,
  after: KeysetCursor | undefined,
  size: number,
) {
  const sort = keysetSortOf(productList, query)
  return (
    db
      .select({
        ...answerColumns,
        sortKey: keysetKey(sort),
      })
      .from(products)
      // The list's own filters (search planned inline), so the file matches the screen.
      .where(
        and(
          listWhere(productList, productPageRequest(status, query)),
          query.signal ? signalCondition(query.signal) : undefined,
          keysetAfter(sort, after),
        ),
      )
      .orderBy(...keysetOrder(sort))
      .limit(size)
  )
}

export type ProductExportRow = Awaited<ReturnType<typeof readProductBatch>>[number]

const nameColumns = {
  ar: subcategories.nameAr,
  fr: subcategories.nameFr,
  en: subcategories.nameEn,
} as const

/**
 * Every subcategory's name in one language, read once per export: there are a few hundred at
 * most, and one lookup table spares each batch a join.
 */
export async function subcategoryNames(db: DbOrTx, lang: Lang): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: subcategories.id, name: nameColumns[lang] })
    .from(subcategories)
  return new Map(rows.map((row) => [row.id, row.name]))
}
