import { z } from 'zod'
import { PAGE_SIZES } from './constants'
import { pageQuerySchema } from './pagination'

export const bannerSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
})
export type Banner = z.infer<typeof bannerSchema>

/** The total is in the X-Total-Count header; the body is a bare array, as the seed reads it. */
export const bannerListQuerySchema = pageQuerySchema(PAGE_SIZES.banners).pick({
  page: true,
  limit: true,
})
export const bannerListResponseSchema = z.array(bannerSchema)
export const TOTAL_COUNT_HEADER = 'x-total-count'
