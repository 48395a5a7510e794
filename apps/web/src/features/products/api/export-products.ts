import { downloadCsv } from '@/lib/download'
import type { ProductsQuery } from './product-keys'

/** Downloads the products on screen as CSV: every page, with their status, search, filters and sort. */
export function exportProducts(query: Omit<ProductsQuery, 'page' | 'limit'>) {
  return downloadCsv('/products/export.csv', query, 'products.csv')
}
