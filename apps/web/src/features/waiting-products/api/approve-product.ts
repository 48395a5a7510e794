import {
  type ProductDecisionResponse,
  productDecisionResponseSchema,
  type TakeOverQuery,
} from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { patch } from '@/lib/api-client'
import { forgetDecided } from './forget-decided'

export type ApproveInput = {
  id: number
  /** Approve a product another moderator is reviewing (asked first): the server's take-over. */
  takeOver?: boolean
}

/** Approves; the answer says until when `POST …/undo` takes the approval back. */
export async function approveProduct({
  id,
  takeOver,
}: ApproveInput): Promise<ProductDecisionResponse> {
  const query: TakeOverQuery | undefined = takeOver ? { takeOver: 'true' } : undefined
  return productDecisionResponseSchema.parse(
    await patch(`/products/${id}/accept`, undefined, { query }),
  )
}

/** Approves a waiting product: it leaves the queue and joins the products list. */
export function useApproveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveProduct,
    onSuccess: (_, { id }) => forgetDecided(queryClient, [id]),
  })
}
