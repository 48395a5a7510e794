import type { WaitingProduct } from '@rihla/contract/products'
import type { PAIR_SIGNAL_KINDS } from '@rihla/contract/signals'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

export type DismissSignalInput = {
  id: number
  kind: (typeof PAIR_SIGNAL_KINDS)[number]
  otherProductId: number
}

/**
 * "Not a duplicate": silences one pair signal of a waiting listing, audited
 * (`POST /api/products/{id}/signals/{kind}/{otherProductId}/dismiss`, 204).
 */
export async function dismissSignal({ id, kind, otherProductId }: DismissSignalInput) {
  await post(`/products/${id}/signals/${kind}/${otherProductId}/dismiss`)
}

/**
 * Dismisses a pair signal; once done, the signal leaves the listing's details at once and the
 * queue's rows (their badges) are read again.
 */
export function useDismissSignal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: dismissSignal,
    onSuccess: (_, { id, kind, otherProductId }) => {
      queryClient.setQueryData<WaitingProduct>(waitingProductKeys.detail(id), (product) =>
        product
          ? {
              ...product,
              signals: product.signals.filter(
                (signal) => !(signal.kind === kind && signal.otherProductId === otherProductId),
              ),
            }
          : product,
      )
      void queryClient.invalidateQueries({ queryKey: waitingProductKeys.lists() })
    },
  })
}
