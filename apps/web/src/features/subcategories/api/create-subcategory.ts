import {
  type Subcategory,
  type SubcategoryBody,
  subcategorySchema,
} from '@rihla/contract/subcategories'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { subcategoryKeys } from './subcategory-keys'

export async function createSubcategory(body: SubcategoryBody): Promise<Subcategory> {
  return subcategorySchema.parse(
    await post('/products/sub-categories', body, { query: { lang: 'ar' } }),
  )
}

/**
 * Adds a subcategory, then refreshes every subcategory query; `onSuccess` lets the app layer
 * refresh what other features derive from subcategories (dashboard figures).
 */
export function useCreateSubcategory({
  onSuccess,
}: {
  onSuccess?: (created: Subcategory) => void
} = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSubcategory,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: subcategoryKeys.all })
      onSuccess?.(created)
    },
  })
}
