import type { Lang } from '@rihla/contract/constants'
import type { ProductsQuery } from './get-products'

/**
 * Every query key of the products feature. The waiting list keeps its keys under the same
 * `products` root, so invalidating `productKeys.all` refreshes it too.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductsQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
  /** Reference data, outside the `products` root: product changes never touch it. */
  wilayas: (lang: Lang) => ['wilayas', lang] as const,
}
