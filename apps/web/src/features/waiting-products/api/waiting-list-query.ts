import { PAGE_SIZES } from '@rihla/contract/constants'
import { PRODUCT_SORT_KEYS } from '@rihla/contract/products'
import { SIGNAL_FILTERS } from '@rihla/contract/signals'
import { PRODUCT_FILTERS, productFilterQuery } from '@/features/products'
import { type ListView, listQuery, parseListView } from '@/hooks/use-list-view'
import type { WaitingProductsQuery, WaitingSortKey } from './waiting-product-keys'

const DEFAULT_SORT: WaitingSortKey = 'createdAt'

/**
 * Cards or rows a page of the queue screen by default: 10, not the seed's 2 (deviation 159),
 * so a phone shows a screenful; the API's own default stays the seed's.
 */
export const QUEUE_PAGE_SIZE = 10

/** The queue's filters: the products' ones, and its signals (`?signal=any|<kind>`). */
export const WAITING_FILTERS = [...PRODUCT_FILTERS, 'signal'] as const
export type WaitingFilter = (typeof WAITING_FILTERS)[number]
export type WaitingFilterValues = Partial<Record<WaitingFilter, string>>

/** The signal filter as the API reads it: one of the contract's, else none. */
export function signalFilterOf(value: WaitingFilterValues) {
  return SIGNAL_FILTERS.find((filter) => filter === value.signal)
}

/** The queue's filters as the API reads them, leaving out the empty ones. */
export function waitingFilterQuery(value: WaitingFilterValues) {
  const signal = signalFilterOf(value)
  return { ...productFilterQuery(value), ...(signal ? { signal } : {}) }
}

/**
 * The approval queue in the URL: oldest first, 10 a page, the products' filters and the
 * signals; the page size and filters are remembered for the next visit.
 */
export const WAITING_LIST = {
  sortKeys: PRODUCT_SORT_KEYS,
  defaultSort: DEFAULT_SORT,
  options: {
    defaultLimit: QUEUE_PAGE_SIZE,
    // The seed's 2 a page stays a choice (and an address with `limit=2` keeps it).
    seedLimit: PAGE_SIZES.waitingProducts,
    filters: WAITING_FILTERS,
    remember: 'waiting',
  },
} as const

/** The page of the queue a view shows. */
export function waitingProductsQuery(
  view: ListView<WaitingSortKey, WaitingFilter>,
): WaitingProductsQuery {
  return { ...listQuery(view), ...waitingFilterQuery(view.filters) }
}

/** The page of the queue the screen at this address asks for (its route loader reads it). */
export function waitingProductsQueryAt(params: URLSearchParams): WaitingProductsQuery {
  const { sortKeys, defaultSort, options } = WAITING_LIST
  return waitingProductsQuery(parseListView(params, sortKeys, defaultSort, options))
}
