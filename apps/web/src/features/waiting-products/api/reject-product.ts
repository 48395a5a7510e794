import {
  type ProductDecisionResponse,
  productDecisionResponseSchema,
  type RejectBody,
  type TakeOverQuery,
} from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { forgetDecided } from './forget-decided'

export type RejectInput = RejectBody & {
  id: number
  /** Reject a product another moderator is reviewing (their name was in the confirmation). */
  takeOver?: boolean
}

/**
 * Rejects a waiting product with a reason: it stays, rejected, for its owner to fix
 * and resubmit; the answer says until when `POST …/undo` puts it back. A product decided
 * meanwhile is refused with who and when.
 */
export async function rejectProduct({
  id,
  takeOver,
  ...body
}: RejectInput): Promise<ProductDecisionResponse> {
  const query: TakeOverQuery | undefined = takeOver ? { takeOver: 'true' } : undefined
  return productDecisionResponseSchema.parse(await post(`/products/${id}/reject`, body, { query }))
}

export function useRejectProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rejectProduct,
    onSuccess: (_, { id }) => forgetDecided(queryClient, [id]),
  })
}
