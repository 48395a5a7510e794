import { downloadCsv } from '@/lib/download'
import type { ProductsQuery } from './product-keys'

/** Downloads every approved product as CSV, with the search and sort on screen. */
export function exportProducts(query: Omit<ProductsQuery, 'page' | 'limit'>) {
  return downloadCsv('/products/export.csv', query, 'products.csv')
}
