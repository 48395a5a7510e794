import { useMutation, useQueryClient } from '@tanstack/react-query'
import { del } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

/**
 * The seed rejects with the delete call: a rejected product is gone. `waiting=true` makes it a
 * reject only: a product decided meanwhile is refused with who and when, never deleted.
 */
export async function rejectProduct(id: number): Promise<void> {
  await del(`/products/${id}`, { query: { waiting: true } })
}

export function useRejectProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rejectProduct,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: waitingProductKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: waitingProductKeys.lists() })
    },
  })
}
