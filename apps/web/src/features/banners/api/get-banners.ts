import { type Banner, bannerListResponseSchema, TOTAL_COUNT_HEADER } from '@rihla/contract/banners'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '@/lib/api-client'
import { bannerKeys } from './banner-keys'

/** One page of banners with the real total, which the server sends in `X-Total-Count`. */
export type BannerPage = { banners: Banner[]; total: number }

export async function getBanners(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<BannerPage> {
  const response = await request('/banners', { query: { page, limit }, signal })
  const banners = bannerListResponseSchema.parse(response.data)
  const header = Number(response.headers.get(TOTAL_COUNT_HEADER))
  // Without the header, count what can be seen: the pages before this one and this one.
  const total =
    response.headers.has(TOTAL_COUNT_HEADER) && Number.isInteger(header) && header >= 0
      ? header
      : (page - 1) * limit + banners.length
  return { banners, total }
}

export function getBannersQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: bannerKeys.list(page, limit),
    queryFn: ({ signal }) => getBanners(page, limit, signal),
  })
}

/**
 * A page of banners, newest first. The previous page stays on screen while the next loads.
 * @example const banners = useBanners(2, PAGE_SIZES.banners)
 */
export function useBanners(
  page: number,
  limit: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getBannersQueryOptions(page, limit),
    enabled,
    placeholderData: keepPreviousData,
  })
}
