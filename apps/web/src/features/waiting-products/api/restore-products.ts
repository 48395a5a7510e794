import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

/** Undoes the rejection of products still in the server's short undo window. */
export async function restoreProducts(ids: readonly number[]): Promise<void> {
  await Promise.all(ids.map((id) => post(`/products/${id}/restore`)))
}

/** The undo of a rejection: the products come back to the queue, which reloads. */
export function useRestoreProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreProducts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingProductKeys.productsRoot }),
  })
}
