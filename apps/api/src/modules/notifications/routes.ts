import { notificationListSchema, notificationReadBodySchema } from '@rihla/contract/appeals'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../../plugins/openapi'
import { getNotifications, readNotifications } from './notifications-service'

/**
 * The top bar's bell (decision 057; the seed's button did nothing): what needs this staff
 * member. `notification` events on the live stream name whom a new one is for.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications']
  app.get(
    '/',
    {
      config: { access: 'queue.read' },
      schema: {
        summary: 'List one’s notifications',
        tags,
        description:
          'The newest 30 of what needs the caller: appeals waiting (for those who may decide ' +
          'them), listings they rejected that came back, signals on listings they hold; ' +
          '`unread` counts all unread ones.',
        response: { 200: notificationListSchema },
      },
    },
    (request) => getNotifications(app.ctx, request.user.id),
  )

  app.post(
    '/read',
    {
      config: { access: 'queue.read' },
      schema: {
        summary: 'Mark notifications read',
        tags,
        description:
          '`{ids}` marks those of the caller’s notifications read; `{all: true}` every one.',
        body: notificationReadBodySchema,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      await readNotifications(app.ctx, request.user.id, request.body)
      return reply.status(204).send()
    },
  )
}
