import { type AdminBanner, adminBannerSchema } from '@rihla/contract/banners'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestVersioned, type Versioned } from '@/lib/versions'
import { storeSavedBanner } from './update-banner'

export type ReplaceBannerImageInput = { id: number; file: File; version: number }

/** `PUT /banners/{id}/image`, the file in the field `banner` as when adding one. */
export function replaceBannerImage({
  id,
  file,
  version,
}: ReplaceBannerImageInput): Promise<Versioned<AdminBanner>> {
  const form = new FormData()
  form.append('banner', file)
  return requestVersioned(`/banners/${id}/image`, adminBannerSchema, {
    method: 'PUT',
    body: form,
    version,
  })
}

/**
 * Replaces a banner's image; the server removes the old file once the change is saved.
 * @example const replace = useReplaceBannerImage(); await replace.mutateAsync({ id, file, version })
 */
export function useReplaceBannerImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replaceBannerImage,
    onSuccess: (saved) => storeSavedBanner(queryClient, saved),
  })
}
