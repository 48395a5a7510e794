import type { ProductFlag } from '@rihla/contract/categories'
import { type Product, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refreshOnStale, requestVersioned, type Versioned } from '@/lib/versions'
import { productKeys } from './product-keys'

export type ProductFlags = Record<ProductFlag, boolean>
/** `version`: the one the form read; a stale save is refused with 409 (lib/versions.ts). */
export type UpdateProductFlagsInput = { id: number; flags: ProductFlags; version?: number }

/** The seed's odd path: `PATCH /products/{id}/category` sets the four flags. */
export function updateProductFlags({
  id,
  flags,
  version,
}: UpdateProductFlagsInput): Promise<Versioned<Product>> {
  return requestVersioned(`/products/${id}/category`, productSchema, {
    method: 'PATCH',
    body: flags,
    version,
  })
}

export function useUpdateProductFlags() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProductFlags,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product)
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() })
    },
    // Stale: someone else's flags are saved; the screens showing them read again (the form
    // keeps its own copy, with the version it read).
    onError: (error, { id }) =>
      refreshOnStale(queryClient, error, productKeys.detail(id), productKeys.lists()),
  })
}
