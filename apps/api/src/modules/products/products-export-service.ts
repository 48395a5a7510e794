import type { ProductExportQuery } from '@rihla/contract/products'
import type { AppContext } from '../../context'
import { type CsvValue, csvStream } from '../../lib/csv'
import { keysetBatches } from '../../lib/keyset'
import {
  EXPORT_BATCH_SIZE,
  type ProductExportRow,
  readProductBatch,
} from './products-export-repository'
import type { ProductStatus } from './products-repository'

/** The file's columns: the API's product fields, pictures left out. */
export const PRODUCT_CSV_HEADER = [
  'id',
  'title',
  'price',
  'location',
  'wilaya',
  'category',
  'subcategoryId',
  'description',
  'status',
  'averageRating',
  'isE',
  'isF',
  'isG',
  'isH',
  'createdAt',
  'updatedAt',
] as const

const cells = (p: ProductExportRow): CsvValue[] => [
  p.id,
  p.title,
  p.price,
  p.location,
  p.wilaya,
  p.category,
  p.subcategoryId,
  p.description,
  p.status,
  p.averageRating,
  p.isE,
  p.isF,
  p.isG,
  p.isH,
  p.createdAt.toISOString(),
  p.updatedAt.toISOString(),
]

/** Every product of a list (its search, filters and sort) as a CSV stream, read in batches. */
export function exportProductsCsv(
  ctx: Pick<AppContext, 'db'>,
  status: ProductStatus,
  query: ProductExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
) {
  const batches = keysetBatches(
    (after, size) => readProductBatch(ctx.db, status, query, after, size),
    batchSize,
  )
  return csvStream(PRODUCT_CSV_HEADER, batches, cells)
}
