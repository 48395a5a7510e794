import { type AdminBanner, adminBannerListSchema } from '@rihla/contract/banners'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api-client'
import { bannerKeys } from './banner-keys'

export async function getAdminBanners(signal?: AbortSignal): Promise<AdminBanner[]> {
  const { data } = await request('/banners/all', { signal })
  return adminBannerListSchema.parse(data)
}

export function getAdminBannersQueryOptions() {
  return queryOptions({
    queryKey: bannerKeys.admin(),
    queryFn: ({ signal }) => getAdminBanners(signal),
  })
}

/**
 * Every banner in its order, with its link, schedule, state and version (staff only).
 * @example const banners = useAdminBanners()
 */
export function useAdminBanners({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminBannersQueryOptions(), enabled })
}
