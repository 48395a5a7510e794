import { claimListSchema, claimSchema } from '@rihla/contract/events'
import { idParamSchema } from '@rihla/contract/pagination'
import {
  waitingExportQuerySchema,
  waitingListQuerySchema,
  waitingListResponseSchema,
  waitingProductSchema,
} from '@rihla/contract/products'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../lib/csv'
import { requireUser } from '../../plugins/authorization'
import { exportProductsCsv, getVersionedProduct, getWaitingPage } from '../products'
import { currentClaims, releaseClaim, takeClaim } from './claims'
import { findSubmitter } from './submitter'

/**
 * The approval queue under the seed's paths (`/api/products/waiting-list…`): the list, a
 * waiting product with its submitter, the export and the claims. Decisions (accept, reject,
 * bulk, undo) are the review module's, the one decision path.
 */
export const waitingProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['products']
  const ctx = app.ctx

  app.get(
    '/waiting-list',
    {
      config: { access: 'queue.read' },
      schema: {
        tags,
        querystring: waitingListQuerySchema,
        response: { 200: waitingListResponseSchema },
      },
    },
    (request) => getWaitingPage(ctx, request.query),
  )

  app.get(
    '/waiting-list/export.csv',
    {
      config: { access: 'queue.read' },
      schema: {
        tags,
        querystring: waitingExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('A CSV file (UTF-8 with BOM, RFC 4180)') },
      },
    },
    (request, reply) =>
      sendCsv(reply, 'waiting-products', exportProductsCsv(ctx, 'pending', request.query)),
  )

  app.get(
    '/waiting-list/:id',
    {
      config: { access: 'queue.read' },
      schema: { tags, params: idParamSchema, response: { 200: waitingProductSchema } },
    },
    async (request) => {
      const { product, changes, createdById } = await getVersionedProduct(
        ctx,
        requireUser(request),
        request.params.id,
        'pending',
      )
      // What its owner changed since it was approved, highlighted for the moderator (issue
      // 27), and who submitted it, with how their listings fared (issue 26).
      const submitter = createdById === null ? null : await findSubmitter(ctx.db, createdById)
      return { ...product, changes, submitter: submitter ?? null }
    },
  )

  app.get(
    '/waiting-list/claims',
    { config: { access: 'queue.claims' }, schema: { tags, response: { 200: claimListSchema } } },
    () => currentClaims(ctx.db),
  )

  app.post(
    '/waiting-list/:id/claim',
    {
      config: { access: 'queue.claims' },
      schema: {
        tags,
        params: idParamSchema,
        body: z.object({ takeOver: z.boolean().optional() }).optional(),
        response: { 200: claimSchema },
      },
    },
    (request) =>
      takeClaim(ctx, requireUser(request).id, request.params.id, request.body?.takeOver === true),
  )

  app.delete(
    '/waiting-list/:id/claim',
    { config: { access: 'queue.claims' }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await releaseClaim(ctx, requireUser(request).id, request.params.id)
      return reply.status(204).send()
    },
  )
}
