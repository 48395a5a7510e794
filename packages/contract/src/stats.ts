import { z } from 'zod'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit'
import { CATEGORY_CODES } from './categories'
import { pageQuerySchema } from './pagination'

/** Real dashboard figures (`GET /api/stats`). */
export const statsResponseSchema = z.object({
  totalUsers: z.number().int(),
  blockedUsers: z.number().int(),
  approvedProducts: z.number().int(),
  waitingProducts: z.number().int(),
  subcategories: z.number().int(),
  banners: z.number().int(),
  productsPerCategory: z.array(
    z.object({ category: z.enum(CATEGORY_CODES), count: z.number().int() }),
  ),
  /** One entry per calendar day (UTC) of the last 30 days, oldest first, zero-filled. */
  productsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** One entry per calendar month (UTC, `YYYY-MM`) of the last 12, oldest first, zero-filled. */
  productsPerMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
})
export type Stats = z.infer<typeof statsResponseSchema>

export const activityEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int().nullable(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
})
export type ActivityEntry = z.infer<typeof activityEntrySchema>

export const activityQuerySchema = pageQuerySchema(10).pick({ page: true, limit: true })

export const activityResponseSchema = z.object({
  data: z.array(activityEntrySchema),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
})
export type ActivityResponse = z.infer<typeof activityResponseSchema>
