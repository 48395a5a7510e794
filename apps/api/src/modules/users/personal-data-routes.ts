import { idParamSchema } from '@rihla/contract/pagination'
import {
  dataRequestBodySchema,
  dataRequestResponseSchema,
  userErasedResponseSchema,
} from '@rihla/contract/personal-data'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { erasePersonalData, exportPersonalData, requestPersonalData } from './personal-data-service'

/** A person's data on request (packages/contract/src/personal-data.ts). */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users']
  // A static segment wins over `/:id` in the router.
  app.post(
    '/me/data-requests',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Ask for a copy of one’s data, or its erasure',
        tags,
        body: dataRequestBodySchema,
        response: { 201: dataRequestResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestPersonalData(app.ctx, request.user.id, request.body.kind)),
  )

  app.get(
    '/:id/export',
    {
      // A person's whole data leaves the product: a power over their account (decision 055).
      config: { access: 'users.personal-data', stepUp: true },
      schema: {
        summary: 'A copy of everything held about a person (zip)',
        description:
          'account.json, listings.json, ratings.json, sessions.json, activity.json and the pictures of their listings, in one zip.',
        tags,
        params: idParamSchema,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const archive = await exportPersonalData(app.ctx, request.user.id, id)
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="rihla-user-${id}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive)
    },
  )

  app.post(
    '/:id/erase',
    {
      config: { access: 'users.personal-data', stepUp: true },
      schema: {
        summary: 'Erase a person: the account anonymised, their listings and pictures removed',
        tags,
        params: idParamSchema,
        response: { 200: userErasedResponseSchema },
      },
    },
    (request) => erasePersonalData(app.ctx, request.user.id, request.params.id),
  )
}
