import {
  type MoveAndDeleteResponse,
  moveAndDeleteResponseSchema,
} from '@rihla/contract/subcategories'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { subcategoryKeys } from './subcategory-keys'

export type MoveAndDeleteInput = { id: number; targetId: number }

/** Moves the products of a subcategory to another of its category, then deletes it: one step. */
export async function moveAndDeleteSubcategory({
  id,
  targetId,
}: MoveAndDeleteInput): Promise<MoveAndDeleteResponse> {
  return moveAndDeleteResponseSchema.parse(
    await post(`/products/sub-categories/${id}/move-and-delete`, { targetId }),
  )
}

/** The move-then-delete; the subcategory list reloads (its counts changed) before it settles. */
export function useMoveAndDeleteSubcategory({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moveAndDeleteSubcategory,
    onSuccess: async () => {
      // Products changed subcategory too: every products list reads again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subcategoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ])
      onSuccess?.()
    },
  })
}
