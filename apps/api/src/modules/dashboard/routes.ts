import { statsResponseSchema } from '@rihla/contract/stats'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readStats } from './dashboard-service'

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      config: { access: 'dashboard.read' },
      schema: {
        summary: 'The dashboard’s figures',
        tags: ['dashboard'],
        response: { 200: statsResponseSchema },
      },
    },
    () => readStats(app.ctx.db),
  )
}
