import {
  type ProductDecisionResponse,
  productDecisionResponseSchema,
  type RejectBody,
  type TakeOverQuery,
} from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestVersioned, type Versioned } from '@/lib/versions'
import { forgetDecided } from './forget-decided'

export type RejectInput = RejectBody & {
  id: number
  /** The version on screen: the rejection is of that one or nothing (decision 052). */
  version: number | undefined
  /** Reject a product another moderator is reviewing (their name was in the confirmation). */
  takeOver?: boolean
}

/**
 * Rejects a waiting product with a reason: it stays, rejected, for its owner to fix
 * and resubmit; the answer says until when `POST …/undo` puts it back, and its ETag is the
 * version that undo names. A product decided meanwhile is refused with who and when.
 */
export function rejectProduct({
  id,
  version,
  takeOver,
  ...body
}: RejectInput): Promise<Versioned<ProductDecisionResponse>> {
  const query: TakeOverQuery | undefined = takeOver ? { takeOver: 'true' } : undefined
  return requestVersioned(`/products/${id}/reject`, productDecisionResponseSchema, {
    method: 'POST',
    body,
    query,
    version,
  })
}

export function useRejectProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rejectProduct,
    onSuccess: (_, { id }) => forgetDecided(queryClient, [id]),
  })
}
