import { PRODUCT_STATUSES, type ProductStatus } from '@rihla/contract/products'
import { type ListView, parseListView } from '@/hooks/use-list-view'
import type { MyListingsQuery } from './my-listings-keys'

/** The one URL filter of My listings: `?status=pending|approved|rejected`, none for all. */
export const MY_LISTINGS_FILTERS = ['status'] as const
type MyListingsFilter = (typeof MY_LISTINGS_FILTERS)[number]

/** My listings in the URL: newest first (no sort to choose), ten a page, by status. */
export const MY_LISTINGS_LIST = {
  sortKeys: ['createdAt'] as const,
  defaultSort: 'createdAt' as const,
  options: { defaultLimit: 10, filters: MY_LISTINGS_FILTERS, remember: 'myListings' },
}

/** A status named in the URL, or none (all) for anything else. */
export function statusFilterOf(value: string | undefined): ProductStatus | undefined {
  return PRODUCT_STATUSES.find((status) => status === value)
}

/** The page of one's listings a view shows. */
export function myListingsQuery(view: ListView<'createdAt', MyListingsFilter>): MyListingsQuery {
  return {
    page: view.page,
    limit: view.limit,
    search: view.search || undefined,
    status: statusFilterOf(view.filters.status),
    sort: 'createdAt',
    order: 'desc',
    ...(view.exactCount && view.search ? { count: 'exact' as const } : {}),
  }
}

/** The page of one's listings the screen at this address asks for (its route loader reads it). */
export function myListingsQueryAt(params: URLSearchParams): MyListingsQuery {
  const { sortKeys, defaultSort, options } = MY_LISTINGS_LIST
  return myListingsQuery(parseListView(params, sortKeys, defaultSort, options))
}
