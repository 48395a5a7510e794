import { categoryLabel } from '@rihla/contract/categories'
import type { Lang } from '@rihla/contract/constants'
import { CSV_LABELS, csvTime } from '@rihla/contract/csv-export'
import { PRODUCT_FIELDS } from '@rihla/contract/products'
import { wilayaName } from '@rihla/contract/wilayas'
import type { AppContext } from '../../context'
import { type CsvValue, csvStream } from '../../lib/csv'
import { keysetBatches } from '../../lib/keyset'
import {
  EXPORT_BATCH_SIZE,
  type ExportQuery,
  type ProductExportRow,
  readProductBatch,
  subcategoryNames,
} from './products-export-repository'
import type { ProductStatus } from './products-repository'

/** The machine form's columns (`raw=1`): the API's product fields, pictures left out. */
export const PRODUCT_CSV_HEADER = PRODUCT_FIELDS

const rawCells = (p: ProductExportRow): CsvValue[] =>
  PRODUCT_FIELDS.map((field) => {
    const value = p[field]
    return value instanceof Date ? value.toISOString() : value
  })

/**
 * The human form's header, in the order of `PRODUCT_CSV_HEADER`. The price column names its
 * currency ("Price (DZD)"): its cells stay plain numbers a spreadsheet can add up.
 */
export function productCsvHeader(lang: Lang, currency: string): string[] {
  const l = CSV_LABELS[lang].products
  return [
    l.id,
    l.title,
    `${l.price} (${currency})`,
    l.location,
    l.wilaya,
    l.category,
    l.subcategory,
    l.description,
    l.status,
    l.averageRating,
    l.isE,
    l.isF,
    l.isG,
    l.isH,
    l.createdAt,
    l.updatedAt,
  ]
}

function humanCells(lang: Lang, names: Map<number, string>) {
  const v = CSV_LABELS[lang].values
  const yesNo = (flag: boolean) => (flag ? v.yes : v.no)
  return (p: ProductExportRow): CsvValue[] => [
    p.id,
    p.title,
    p.price,
    p.location,
    wilayaName(p.wilaya, lang),
    categoryLabel(p.category, lang),
    names.get(p.subcategoryId) ?? p.subcategoryId,
    p.description,
    v[p.status],
    p.averageRating,
    yesNo(p.isE),
    yesNo(p.isF),
    yesNo(p.isG),
    yesNo(p.isH),
    csvTime(p.createdAt),
    csvTime(p.updatedAt),
  ]
}

/**
 * Every product of a list (its search, filters and sort) as a CSV stream, read in batches:
 * headers and values in `query.lang` (category, wilaya and subcategory names, status, yes/no),
 * or field names and codes with `raw=1` (decision 025). Prices are in the server's CURRENCY.
 */
export function exportProductsCsv(
  ctx: Pick<AppContext, 'db' | 'config'>,
  status: ProductStatus,
  query: ExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
) {
  const batches = keysetBatches(
    (after, size) => readProductBatch(ctx.db, status, query, after, size),
    batchSize,
  )
  if (query.raw === '1') return csvStream(PRODUCT_CSV_HEADER, batches, rawCells)
  const lang = query.lang
  // The names are read before the first batch; each row then becomes its line directly (no
  // array of rows in between: a 100,000-row export stays under its memory bound).
  let toCells: (p: ProductExportRow) => CsvValue[] = rawCells
  async function* named() {
    toCells = humanCells(lang, await subcategoryNames(ctx.db, lang))
    yield* batches
  }
  return csvStream(productCsvHeader(lang, ctx.config.currency), named(), (p) => toCells(p))
}
