import {
  type Product,
  type ProductListResponse,
  productListResponseSchema,
} from '@rihla/contract/products'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { type ProductsQuery, productKeys } from './product-keys'

/** What a short list (the dashboard's recent products) reads of a product. */
export type ProductSummary = Pick<
  Product,
  'id' | 'title' | 'price' | 'category' | 'status' | 'createdAt'
>

export async function getProducts(
  query: ProductsQuery,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  return productListResponseSchema.parse(await get('/products', { query, signal }))
}

/** The dashboard's newest products (its route loader asks for them too). */
export const RECENT_PRODUCTS_QUERY: ProductsQuery = { limit: 5, sort: 'createdAt', order: 'desc' }

export function getProductsQueryOptions(query: ProductsQuery) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
  })
}

/**
 * A page of products. The previous page stays on screen while the next one loads, so paging
 * and sorting do not flash an empty table.
 * @example const products = useProducts({ page: 2, limit: 7, sort: 'price', order: 'desc' })
 */
export function useProducts(query: ProductsQuery) {
  return useQuery({ ...getProductsQueryOptions(query), placeholderData: keepPreviousData })
}
