import { dismissSignalParamsSchema } from '@rihla/contract/signals'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../../plugins/openapi'
import { dismissSignal } from './signals-service'

/** "Not a duplicate" on a waiting product's pair signal (decision 049). */
export const signalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.post(
    '/:id/signals/:kind/:otherProductId/dismiss',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Say a pair signal is not a duplicate',
        tags: ['waiting-list'],
        description:
          'Silences a `same-picture` or `similar-title` signal between two products, both ways ' +
          'and in later computations; audited as `product.signal-dismiss`. 404 when either ' +
          'product is unknown.',
        params: dismissSignalParamsSchema,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      await dismissSignal(ctx, request.user, request.params)
      return reply.status(204).send()
    },
  )
}
