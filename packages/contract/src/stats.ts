import { z } from 'zod'
import { categorySchema } from './categories'

/** Real dashboard figures (`GET /api/stats`). */
export const statsResponseSchema = z.object({
  totalUsers: z.number().int(),
  blockedUsers: z.number().int(),
  approvedProducts: z.number().int(),
  waitingProducts: z.number().int(),
  /** Listings rejected in the last 7 days, resubmitted ones included. */
  rejectedThisWeek: z.number().int(),
  subcategories: z.number().int(),
  banners: z.number().int(),
  productsPerCategory: z.array(z.object({ category: categorySchema, count: z.number().int() })),
  /** One entry per calendar day (UTC) of the last 30 days, oldest first, zero-filled. */
  productsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** One entry per calendar month (UTC, `YYYY-MM`) of the last 12, oldest first, zero-filled. */
  productsPerMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
})
export type Stats = z.infer<typeof statsResponseSchema>
