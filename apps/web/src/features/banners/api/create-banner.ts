import { type Banner, bannerSchema } from '@rihla/contract/banners'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { bannerKeys } from './banner-keys'

/** Sends the image as multipart, in the file field `banner` the seed names. */
export async function createBanner(file: File): Promise<Banner> {
  const form = new FormData()
  form.append('banner', file)
  return bannerSchema.parse(await post('/banners', form))
}

/** Uploads a banner, then refreshes every banners page (the new one is first). */
export function useCreateBanner({ onSuccess }: { onSuccess?: (created: Banner) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBanner,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: bannerKeys.all })
      onSuccess?.(created)
    },
  })
}
