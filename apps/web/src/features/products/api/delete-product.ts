import { useMutation, useQueryClient } from '@tanstack/react-query'
import { del } from '@/lib/api-client'
import { productKeys } from './product-keys'

export async function deleteProduct(id: number): Promise<void> {
  await del(`/products/${id}`)
}

/** Deletes a product, forgets its details and reloads the lists (the seed reloads the list). */
export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() })
    },
  })
}
