import { useMutation, useQueryClient } from '@tanstack/react-query'
import { del } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

export type RejectInput = {
  id: number
  /** Reject a product another moderator is reviewing (their name was in the confirmation). */
  takeOver?: boolean
}

/**
 * The seed rejects with the delete call: a rejected product is gone. `waiting=true` makes it a
 * reject only: a product decided meanwhile is refused with who and when, never deleted.
 */
export async function rejectProduct({ id, takeOver }: RejectInput): Promise<void> {
  await del(`/products/${id}`, {
    query: takeOver ? { waiting: true, takeOver: true } : { waiting: true },
  })
}

export function useRejectProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rejectProduct,
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: waitingProductKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: waitingProductKeys.lists() })
    },
  })
}
