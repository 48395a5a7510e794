import {
  type BulkDecisionBody,
  type BulkDecisionResponse,
  bulkDecisionResponseSchema,
} from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { forgetDecided } from './forget-decided'

/** Approves or rejects several waiting products in one request: all of them, or none. */
export async function bulkDecide(body: BulkDecisionBody): Promise<BulkDecisionResponse> {
  return bulkDecisionResponseSchema.parse(await post('/products/waiting-list/bulk', body))
}

/**
 * The bulk decision; approved products join the main list, so every products list reloads.
 * @example useBulkDecide().mutate({ action: 'approve', ids: [4, 7] })
 */
export function useBulkDecide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bulkDecide,
    onSuccess: ({ ids }) => forgetDecided(queryClient, ids),
  })
}
