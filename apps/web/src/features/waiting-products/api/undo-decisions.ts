import type { BulkUndoBody, ReviewedItem } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { ifMatch } from '@/lib/versions'
import { waitingProductKeys } from './waiting-product-keys'

/**
 * Undoes the last decision on each product (approve or reject) while the server's
 * undo window lasts: they come back to the queue as they were. Each names the version its
 * decision answered (decision 052). One product is the single undo; a selection is one call
 * that undoes all of them or none.
 */
export async function undoDecisions({ items }: { items: readonly ReviewedItem[] }): Promise<void> {
  const [only] = items
  if (items.length === 1 && only !== undefined) {
    await post(`/products/${only.id}/undo`, undefined, { headers: ifMatch(only.version) })
  } else {
    const body: BulkUndoBody = { items: [...items] }
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
