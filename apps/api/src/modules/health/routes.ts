import { errorResponseSchema } from '@rihla/contract/errors'
import { MESSAGES } from '@rihla/contract/messages'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.database.ping()
        return { status: 'ok' as const, database: app.ctx.database.driver }
      } catch {
        return reply
          .status(503)
          .send({ message: MESSAGES.generic.unavailable, code: 'generic.unavailable' })
      }
    },
  )
}
