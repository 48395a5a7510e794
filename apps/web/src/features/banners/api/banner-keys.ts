/** Every query key of the banners feature, so invalidating `bannerKeys.all` reaches them all. */
export const bannerKeys = {
  all: ['banners'] as const,
  lists: () => [...bannerKeys.all, 'list'] as const,
  list: (page: number, limit: number) => [...bannerKeys.lists(), { page, limit }] as const,
}
