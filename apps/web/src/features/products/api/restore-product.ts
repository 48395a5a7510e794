import { type Product, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { productKeys } from './product-keys'

/** Undoes a delete within the server's short undo window: the same product, same id. */
export async function restoreProduct(id: number): Promise<Product> {
  return productSchema.parse(await post(`/products/${id}/restore`))
}

/** The undo of a delete; every products list (the waiting one too) reloads. */
export function useRestoreProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}
