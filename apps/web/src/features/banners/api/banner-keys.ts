/** Every query key of the banners feature, so invalidating `bannerKeys.all` reaches them all. */
export const bannerKeys = {
  all: ['banners'] as const,
  /** Every banner as staff manage them (`GET /banners/all`), in order. */
  admin: () => [...bannerKeys.all, 'admin'] as const,
}
