import { type Product, productSchema } from '@rihla/contract/products'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { requestVersioned, type Versioned } from '@/lib/versions'
import { productKeys } from './product-keys'

/** With its version from the ETag, which the flags form sends back (If-Match). */
export function getProduct(id: number, signal?: AbortSignal): Promise<Versioned<Product>> {
  return requestVersioned(`/products/${id}`, productSchema, { signal })
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  })
}

/** Starts reading a product ahead of its page (a row's link pointed at or focused). */
export function prefetchProduct(queryClient: QueryClient, id: number): Promise<void> {
  return queryClient.prefetchQuery(getProductQueryOptions(id))
}

/**
 * One product (details page, and the flags form it prefills).
 * @example const product = useProduct(12)
 */
export function useProduct(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProductQueryOptions(id), enabled })
}
