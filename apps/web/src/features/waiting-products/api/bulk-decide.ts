import {
  type BulkDecisionBody,
  type BulkDecisionResponse,
  bulkDecisionResponseSchema,
} from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { forgetDecided } from './forget-decided'

/**
 * Approves or rejects several waiting products in one request, each at the version shown: all
 * of them, or none (decision 052).
 */
export async function bulkDecide(body: BulkDecisionBody): Promise<BulkDecisionResponse> {
  return bulkDecisionResponseSchema.parse(await post('/products/waiting-list/bulk', body))
}

/**
 * The bulk decision; approved products join the main list, so every products list reloads.
 * @example useBulkDecide().mutate({ action: 'approve', items: [{ id: 4, version: 2 }] })
 */
export function useBulkDecide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bulkDecide,
    onSuccess: ({ ids }) => forgetDecided(queryClient, ids),
  })
}
