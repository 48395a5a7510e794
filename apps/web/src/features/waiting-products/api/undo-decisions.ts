import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

/**
 * Undoes the last decision on each product (approve or reject, issue 26) while the server's
 * undo window lasts: they come back to the queue as they were.
 */
export async function undoDecisions({ ids }: { ids: readonly number[] }): Promise<void> {
  await Promise.all(ids.map((id) => post(`/products/${id}/undo`)))
}

/** The undo of a decision: the products come back to the queue, and every list reloads. */
export function useUndoDecisions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: undoDecisions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingProductKeys.productsRoot }),
  })
}
