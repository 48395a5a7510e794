import { useMutation, useQueryClient } from '@tanstack/react-query'
import { del } from '@/lib/api-client'
import { subcategoryKeys } from './subcategory-keys'

/** The server refuses (409) while products use the subcategory. */
export async function deleteSubcategory(id: number): Promise<void> {
  await del(`/products/sub-categories/${id}`, { query: { lang: 'ar' } })
}

/** Deletes a subcategory and settles once the list is read again, so the row goes as it ends. */
export function useDeleteSubcategory({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSubcategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subcategoryKeys.all })
      onSuccess?.()
    },
  })
}
