import { moderationStatsQuerySchema, moderationStatsSchema } from '@rihla/contract/moderation-stats'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { moderationStats } from './insights-service'

export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/moderation',
    {
      config: { access: 'insights.read' },
      schema: {
        summary: 'The queue’s health and each reviewer’s work over a period',
        tags: ['dashboard'],
        querystring: moderationStatsQuerySchema,
        response: { 200: moderationStatsSchema },
      },
    },
    (request) => moderationStats(app.ctx, request.query.period),
  )
}
