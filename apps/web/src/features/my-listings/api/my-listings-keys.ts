import type { ProductStatus } from '@rihla/contract/products'

/** One page of the caller's own listings (`GET /api/products/mine`), newest first. */
export type MyListingsQuery = {
  page: number
  limit: number
  search?: string | undefined
  status?: ProductStatus | undefined
  sort: 'createdAt'
  order: 'desc'
  /** `exact`: a search's matches counted in full ("Count all"), not up to the cap. */
  count?: 'exact'
}

/** The keys of one's own listings, under `products` so an edit saved there refreshes them too. */
export const myListingsKeys = {
  all: ['products', 'mine'] as const,
  list: (query: MyListingsQuery) => [...myListingsKeys.all, query] as const,
}

/** Every query under the products root but one's own listings. */
export function isOtherProductQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === 'products' && queryKey[1] !== myListingsKeys.all[1]
}
