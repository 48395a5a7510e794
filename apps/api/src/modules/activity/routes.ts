import {
  activityActorsResponseSchema,
  activityQuerySchema,
  activityRange,
  activityResponseSchema,
} from '@rihla/contract/activity'
import { pageMeta } from '@rihla/contract/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listActivity, listActivityActors } from './activity-repository'

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
    async (request) => {
      const { page, limit, from, to, lang, ...filter } = request.query
      const { start, end } = activityRange(from, to)
      const { data, total } = await listActivity(
        app.ctx.db,
        { ...filter, start, end },
        page,
        limit,
        lang,
      )
      return { data, meta: pageMeta({ page, limit }, { total }) }
    },
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
