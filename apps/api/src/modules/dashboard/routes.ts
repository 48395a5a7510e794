import { totalPages } from '@rihla/contract/pagination'
import {
  activityQuerySchema,
  activityResponseSchema,
  statsResponseSchema,
} from '@rihla/contract/stats'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listActivity, readStats } from './dashboard-repository'

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    { schema: { tags: ['dashboard'], response: { 200: statsResponseSchema } } },
    () => readStats(app.ctx.db),
  )

  app.get(
    '/activity',
    {
      schema: {
        tags: ['dashboard'],
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query
      const { data, total } = await listActivity(app.ctx.db, page, limit)
      return { data, meta: { page, limit, total, totalPages: totalPages(total, limit) } }
    },
  )
}
