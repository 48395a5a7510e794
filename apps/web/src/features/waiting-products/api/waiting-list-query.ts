import { PAGE_SIZES } from '@rihla/contract/constants'
import { PRODUCT_SORT_KEYS } from '@rihla/contract/products'
import { PRODUCT_FILTERS, type ProductFilter, productFilterQuery } from '@/features/products'
import { type ListView, listQuery, parseListView } from '@/hooks/use-list-view'
import type { WaitingProductsQuery, WaitingSortKey } from './waiting-product-keys'

const DEFAULT_SORT: WaitingSortKey = 'createdAt'

/** The approval queue in the URL: oldest first, the seed's 2 a page, the products' filters. */
export const WAITING_LIST = {
  sortKeys: PRODUCT_SORT_KEYS,
  defaultSort: DEFAULT_SORT,
  options: { defaultLimit: PAGE_SIZES.waitingProducts, filters: PRODUCT_FILTERS },
} as const

/** The page of the queue a view shows. */
export function waitingProductsQuery(
  view: ListView<WaitingSortKey, ProductFilter>,
): WaitingProductsQuery {
  return { ...listQuery(view), ...productFilterQuery(view.filters) }
}

/** The page of the queue the screen at this address asks for (its route loader reads it). */
export function waitingProductsQueryAt(params: URLSearchParams): WaitingProductsQuery {
  const { sortKeys, defaultSort, options } = WAITING_LIST
  return waitingProductsQuery(parseListView(params, sortKeys, defaultSort, options))
}
