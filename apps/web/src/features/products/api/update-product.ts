import { type Product, type ProductFields, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refreshOnStale, requestVersioned, type Versioned } from '@/lib/versions'
import { productKeys } from './product-keys'

/** `changes`: only the fields edited; `version`: the one the form read (If-Match). */
export type UpdateProductInput = { id: number; changes: Partial<ProductFields>; version?: number }

/** `PATCH /products/{id}`: 409 when someone saved first, with what is saved now. */
export function updateProduct({
  id,
  changes,
  version,
}: UpdateProductInput): Promise<Versioned<Product>> {
  return requestVersioned(`/products/${id}`, productSchema, {
    method: 'PATCH',
    body: changes,
    version,
  })
}

/**
 * Saves an edit; the details take the answer and the lists (and the queue, which an owner's
 * edit may send it back to) are read again.
 * @example const update = useUpdateProduct(); await update.mutateAsync({ id, changes, version })
 */
export function useUpdateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product)
      return queryClient.invalidateQueries({ queryKey: productKeys.all })
    },
    onError: (error, { id }) =>
      refreshOnStale(queryClient, error, productKeys.detail(id), productKeys.lists()),
  })
}
