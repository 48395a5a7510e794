import {
  type ProductDecisionResponse,
  productDecisionResponseSchema,
  type TakeOverQuery,
} from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestVersioned, type Versioned } from '@/lib/versions'
import { forgetDecided } from './forget-decided'

export type ApproveInput = {
  id: number
  /** The version on screen: the approval publishes that one or nothing (decision 052). */
  version: number | undefined
  /** Approve a product another moderator is reviewing (asked first): the server's take-over. */
  takeOver?: boolean
}

/**
 * Approves the version shown; the answer says until when `POST …/undo` takes the approval back
 *, and its version (the ETag) is the one that undo names.
 */
export function approveProduct({
  id,
  version,
  takeOver,
}: ApproveInput): Promise<Versioned<ProductDecisionResponse>> {
  const query: TakeOverQuery | undefined = takeOver ? { takeOver: 'true' } : undefined
  return requestVersioned(`/products/${id}/accept`, productDecisionResponseSchema, {
    method: 'PATCH',
    query,
    version,
  })
}

/** Approves a waiting product: it leaves the queue and joins the products list. */
export function useApproveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveProduct,
    onSuccess: (_, { id }) => forgetDecided(queryClient, [id]),
  })
}
