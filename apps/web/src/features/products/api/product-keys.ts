import type { CategoryCode } from '@rihla/contract/categories'
import type { Lang } from '@rihla/contract/constants'
import type { PRODUCT_SORT_KEYS, ProductStatus } from '@rihla/contract/products'
import type { SortOrder } from '@/components/ui/sort-header'

export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number]

/**
 * One page of products, approved unless `status` names another (staff only); search, sort and
 * order apply on the server.
 */
export type ProductsQuery = {
  page?: number
  limit: number
  search?: string | undefined
  sort?: ProductSortKey
  order?: SortOrder
  category?: CategoryCode
  wilaya?: number
  subcategoryId?: number
  status?: ProductStatus
  /** `exact`: a search's matches counted in full ("Count all"), not up to the cap. */
  count?: 'exact'
}

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
