import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

/**
 * How a rejection is taken back: a single reject through the seed's DELETE put the product in
 * the trash (`restore`); a bulk reject set the status `rejected` with its reason (`undo`,
 * issue 26). Both work only within the server's short undo window.
 */
export type RestoreVia = 'restore' | 'undo'

/** Undoes the rejection of products still in the server's short undo window. */
export async function restoreProducts({
  ids,
  via = 'restore',
}: {
  ids: readonly number[]
  via?: RestoreVia
}): Promise<void> {
  await Promise.all(ids.map((id) => post(`/products/${id}/${via}`)))
}

/** The undo of a rejection: the products come back to the queue, which reloads. */
export function useRestoreProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreProducts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingProductKeys.productsRoot }),
  })
}
