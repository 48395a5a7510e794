import { presenceListSchema, presencePlaceParamSchema } from '@rihla/contract/presence'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../../plugins/openapi'
import { beat, leave } from './presence-service'

/**
 * Who else has a staff screen open (decision 024): the screen beats every PRESENCE_BEAT_SECONDS and
 * is answered the others.
 */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['presence']
  const ctx = app.ctx

  app.put(
    '/:place',
    {
      config: { access: 'presence' },
      schema: {
        summary: 'Say one is on a screen; see who else is',
        tags,
        params: presencePlaceParamSchema,
        response: { 200: presenceListSchema },
      },
    },
    (request) => beat(ctx.db, request.params.place, request.user.id),
  )

  app.delete(
    '/:place',
    {
      config: { access: 'presence' },
      schema: {
        summary: 'Leave a screen',
        response: NO_CONTENT,
        tags,
        params: presencePlaceParamSchema,
      },
    },
    async (request, reply) => {
      await leave(ctx.db, request.params.place, request.user.id)
      return reply.status(204).send()
    },
  )
}
