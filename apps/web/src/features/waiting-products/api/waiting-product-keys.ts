import type { WaitingProductsQuery } from './get-waiting-products'

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
}
