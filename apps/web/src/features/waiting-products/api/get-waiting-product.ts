import { type Product, productSchema } from '@rihla/contract/products'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

export async function getWaitingProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return productSchema.parse(await get(`/products/waiting-list/${id}`, { signal }))
}

export function getWaitingProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: waitingProductKeys.detail(id),
    queryFn: ({ signal }) => getWaitingProduct(id, signal),
  })
}

/** Starts reading a waiting product ahead of its page (a row's link pointed at or focused). */
export function prefetchWaitingProduct(queryClient: QueryClient, id: number): Promise<void> {
  return queryClient.prefetchQuery(getWaitingProductQueryOptions(id))
}

/** One product of the approval queue (404 once it is approved or rejected). */
export function useWaitingProduct(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWaitingProductQueryOptions(id), enabled })
}
