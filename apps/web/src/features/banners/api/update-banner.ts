import { type AdminBanner, adminBannerSchema, type BannerEditBody } from '@rihla/contract/banners'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { requestVersioned, type Versioned } from '@/lib/versions'
import { bannerKeys } from './banner-keys'

/** `changes`: only the fields edited; `version`: the one the form read (If-Match). */
export type UpdateBannerInput = { id: number; changes: BannerEditBody; version: number }

/** `PATCH /banners/{id}`: 409 when someone saved first, with the banner as it is now. */
export function updateBanner({
  id,
  changes,
  version,
}: UpdateBannerInput): Promise<Versioned<AdminBanner>> {
  return requestVersioned(`/banners/${id}`, adminBannerSchema, {
    method: 'PATCH',
    body: changes,
    version,
  })
}

/** Puts a saved banner in the cached list at once, then reads the list again. */
export function storeSavedBanner(queryClient: QueryClient, saved: AdminBanner) {
  queryClient.setQueryData<AdminBanner[]>(bannerKeys.admin(), (list) =>
    list?.map((banner) => (banner.id === saved.id ? saved : banner)),
  )
  return queryClient.invalidateQueries({ queryKey: bannerKeys.all })
}

/**
 * Saves a banner's link, schedule or switch.
 * @example const update = useUpdateBanner(); await update.mutateAsync({ id, changes, version })
 */
export function useUpdateBanner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: (saved) => storeSavedBanner(queryClient, saved),
  })
}
