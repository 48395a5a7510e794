import {
  type Subcategory,
  type SubcategoryBody,
  subcategorySchema,
} from '@rihla/contract/subcategories'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { patch } from '@/lib/api-client'
import { subcategoryKeys } from './subcategory-keys'

export type UpdateSubcategoryInput = { id: number; body: SubcategoryBody }

export async function updateSubcategory({
  id,
  body,
}: UpdateSubcategoryInput): Promise<Subcategory> {
  return subcategorySchema.parse(await patch(`/products/sub-categories/${id}`, body))
}

/** Changes the three names and the category, then refreshes every subcategory query. */
export function useUpdateSubcategory({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSubcategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subcategoryKeys.all })
      onSuccess?.()
    },
  })
}
