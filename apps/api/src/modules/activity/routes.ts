import {
  activityActorsResponseSchema,
  activityQuerySchema,
  activityResponseSchema,
} from '@rihla/contract/activity'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getActivityPage, listActivityActors } from './activity-service'

/** The audit log for staff: the activity page, the dashboard's feed and each record's history. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'activity.read' },
      schema: {
        summary: 'List the audit log',
        tags: ['activity'],
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema },
      },
    },
    (request) => getActivityPage(app.ctx.db, request.query),
  )

  app.get(
    '/actors',
    {
      config: { access: 'activity.read' },
      schema: {
        summary: 'List who appears in the audit log',
        tags: ['activity'],
        response: { 200: activityActorsResponseSchema },
      },
    },
    () => listActivityActors(app.ctx.db),
  )
}
