import { type AdminBanner, adminBannerSchema } from '@rihla/contract/banners'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '@/lib/api-client'
import { ifMatch, type Versioned, versionOf } from '@/lib/versions'
import { storeSavedBanner } from './update-banner'

export type ReplaceBannerImageInput = { id: number; file: File; version: number }

/** `PUT /banners/{id}/image`, the file in the field `banner` as when adding one. */
export async function replaceBannerImage({
  id,
  file,
  version,
}: ReplaceBannerImageInput): Promise<Versioned<AdminBanner>> {
  const form = new FormData()
  form.append('banner', file)
  const { data, headers } = await request(`/banners/${id}/image`, {
    method: 'PUT',
    body: form,
    headers: ifMatch(version),
  })
  const banner = adminBannerSchema.parse(data)
  return { ...banner, version: versionOf(headers) ?? banner.version }
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
