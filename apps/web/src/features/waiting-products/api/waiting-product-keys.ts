import type { CategoryCode } from '@rihla/contract/categories'
import type { PRODUCT_SORT_KEYS } from '@rihla/contract/products'
import type { SignalFilter } from '@rihla/contract/signals'
import type { SortOrder } from '@/components/ui/sort-header'

export type WaitingSortKey = (typeof PRODUCT_SORT_KEYS)[number]

/** One page of products waiting for approval; search, sort and order apply on the server. */
export type WaitingProductsQuery = {
  page: number
  limit: number
  search?: string | undefined
  sort?: WaitingSortKey
  order?: SortOrder
  category?: CategoryCode
  wilaya?: number
  subcategoryId?: number
  /** Only listings with signals (`any`) or with one kind of signal. */
  signal?: SignalFilter
  /** `exact`: a search's matches counted in full ("Count all"), not up to the cap. */
  count?: 'exact'
}

/**
 * Query keys of the approval queue. They sit under the `products` root that the products
 * feature uses too: approving moves a product into the main list, so it refreshes both.
 */
export const waitingProductKeys = {
  productsRoot: ['products'] as const,
  all: ['products', 'waiting'] as const,
  lists: () => [...waitingProductKeys.all, 'list'] as const,
  list: (query: WaitingProductsQuery) => [...waitingProductKeys.lists(), query] as const,
  details: () => [...waitingProductKeys.all, 'detail'] as const,
  detail: (id: number) => [...waitingProductKeys.details(), id] as const,
  /** Who reviews which product (claims), kept current by the event stream. */
  claims: () => [...waitingProductKeys.all, 'claims'] as const,
}
