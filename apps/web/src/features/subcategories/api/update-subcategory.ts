import {
  type Subcategory,
  type SubcategoryBody,
  subcategorySchema,
} from '@rihla/contract/subcategories'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refreshOnStale, requestVersioned, type Versioned } from '@/lib/versions'
import { subcategoryKeys } from './subcategory-keys'

/** `version`: the one the form read; a stale save is refused with 409 (lib/versions.ts). */
export type UpdateSubcategoryInput = { id: number; body: SubcategoryBody; version?: number }

export function updateSubcategory({
  id,
  body,
  version,
}: UpdateSubcategoryInput): Promise<Versioned<Subcategory>> {
  return requestVersioned(`/products/sub-categories/${id}`, subcategorySchema, {
    method: 'PATCH',
    body,
    version,
  })
}

/**
 * Changes the three names and the category, then refreshes every subcategory query; a stale
 * save refreshes them too (someone else's change is saved), the form keeping its own copy.
 */
export function useUpdateSubcategory({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSubcategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subcategoryKeys.all })
      onSuccess?.()
    },
    onError: (error) => refreshOnStale(queryClient, error, subcategoryKeys.all),
  })
}
