import { downloadCsv } from '@/lib/download'
import type { WaitingProductsQuery } from './waiting-product-keys'

/** Downloads the whole queue as CSV, with the search and sort on screen. */
export function exportWaitingProducts(query: Omit<WaitingProductsQuery, 'page' | 'limit'>) {
  return downloadCsv('/products/waiting-list/export.csv', query, 'waiting-products.csv')
}
