import { useMutation, useQueryClient } from '@tanstack/react-query'
import { del } from '@/lib/api-client'
import { bannerKeys } from './banner-keys'

export async function deleteBanner(id: number): Promise<void> {
  await del(`/banners/${id}`)
}

/** Deletes a banner and settles once the list is read again, so the card goes as it ends. */
export function useDeleteBanner({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bannerKeys.all })
      onSuccess?.()
    },
  })
}
