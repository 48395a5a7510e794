import { type Product, productSchema } from '@rihla/contract/products'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { productKeys } from './product-keys'

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return productSchema.parse(await get(`/products/${id}`, { signal }))
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  })
}

/**
 * One product (details page, and the flags form it prefills).
 * @example const product = useProduct(12)
 */
export function useProduct(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProductQueryOptions(id), enabled })
}
