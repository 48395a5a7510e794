import type { BulkUndoBody } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

/**
 * Undoes the last decision on each product (approve or reject) while the server's
 * undo window lasts: they come back to the queue as they were. One product is the single
 * undo; a selection is one call that undoes all of them or none.
 */
export async function undoDecisions({ ids }: { ids: readonly number[] }): Promise<void> {
  const [only] = ids
  if (ids.length === 1 && only !== undefined) await post(`/products/${only}/undo`)
  else {
    const body: BulkUndoBody = { ids: [...ids] }
    await post('/products/waiting-list/bulk/undo', body)
  }
}

/** The undo of a decision: the products come back to the queue, and every list reloads. */
export function useUndoDecisions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: undoDecisions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingProductKeys.productsRoot }),
  })
}
