import {
  claimBodySchema,
  claimListSchema,
  claimReleaseBodySchema,
  claimTakenSchema,
} from '@rihla/contract/events'
import { idParamSchema } from '@rihla/contract/pagination'
import {
  waitingExportQuerySchema,
  waitingListQuerySchema,
  waitingListResponseSchema,
  waitingProductSchema,
} from '@rihla/contract/products'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { csvAnswer, sendCsv } from '../../lib/csv'
import { httpError } from '../../lib/http-errors'
import { versioned } from '../../lib/versions'
import { NO_CONTENT } from '../../plugins/openapi'
import { exportProductsCsv, getWaitingPage } from '../products'
import { currentClaims, releaseClaim, takeClaim } from './claims-service'
import { signReleaseToken, verifyReleaseToken } from './release-token'
import { getWaitingProduct } from './waiting-products-service'

/**
 * The approval queue under the seed's paths (`/api/products/waiting-list…`): the list, a
 * waiting product with its submitter, the export and the claims. Decisions (accept, reject,
 * bulk, undo) are the review module's, the one decision path.
 */
export const waitingProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waiting-list']
  const ctx = app.ctx

  app.get(
    '/waiting-list',
    {
      config: { access: 'queue.read' },
      schema: {
        summary: 'List the waiting products',
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
        summary: 'Export the waiting products as CSV',
        tags,
        querystring: waitingExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: csvAnswer(
            'Id,Title,Price,Location,Wilaya,Category,Subcategory,Description,Status,Rating,Exclusive,Best offers,Best tourist destinations,Best family destinations,Created,Updated\r\n128,Sahara 4x4 circuit — Tamanrasset,185000,City centre,11 Tamanrasset,Organised trips,Desert tours,Four days across the Hoggar.,Pending,4.5,No,Yes,No,No,2026-11-20 08:30,2026-11-24 09:15\r\n',
          ),
        },
      },
    },
    (request, reply) =>
      sendCsv(reply, 'waiting-products', exportProductsCsv(ctx, 'pending', request.query)),
  )

  app.get(
    '/waiting-list/:id',
    {
      config: { access: 'queue.read' },
      schema: {
        summary: 'One waiting product, with its changes and submitter',
        etag: true,
        tags,
        description:
          'Its ETag is the version a decision on it names (`If-Match` on accept, reject and ' +
          'the queue’s delete; `version` in a bulk item).',
        params: idParamSchema,
        response: { 200: waitingProductSchema },
      },
    },
    async (request, _reply) => {
      return versioned(await getWaitingProduct(ctx, request.user, request.params.id))
    },
  )

  app.get(
    '/waiting-list/claims',
    {
      config: { access: 'queue.claims' },
      schema: { summary: 'List the current claims', tags, response: { 200: claimListSchema } },
    },
    () => currentClaims(ctx.db),
  )

  app.post(
    '/waiting-list/:id/claim',
    {
      config: { access: 'queue.claims' },
      schema: {
        summary: 'Claim a waiting product while reviewing it',
        errors: [409],
        tags,
        params: idParamSchema,
        body: claimBodySchema,
        response: { 200: claimTakenSchema },
      },
    },
    async (request) => {
      const user = request.user
      const claim = await takeClaim(
        ctx,
        user.id,
        request.params.id,
        request.body?.takeOver === true,
      )
      const until = new Date(claim.expiresAt)
      return {
        ...claim,
        releaseToken: signReleaseToken(ctx.config.jwtSecret, user.id, claim.productId, until),
      }
    },
  )

  app.delete(
    '/waiting-list/:id/claim',
    {
      config: { access: 'queue.claims' },
      schema: { summary: 'Release one’s claim', response: NO_CONTENT, tags, params: idParamSchema },
    },
    async (request, reply) => {
      await releaseClaim(ctx, request.user.id, request.params.id)
      return reply.status(204).send()
    },
  )

  // A closing tab's claims: `navigator.sendBeacon` posts the release token as a
  // text/plain body, without the Authorization header. The token is the only credential
  // (release-token.ts): it names the holder and the product, so it ends that claim only; a
  // cookie is never read, so a cross-site POST without the token does nothing.
  app.post(
    '/waiting-list/:id/claim/release',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Release a claim with its release token (a closing tab)',
        errors: [401],
        response: NO_CONTENT,
        tags,
        params: idParamSchema,
        consumes: ['text/plain'],
        body: claimReleaseBodySchema,
      },
    },
    async (request, reply) => {
      const holder = verifyReleaseToken(ctx.config.jwtSecret, request.body)
      if (!holder || holder.productId !== request.params.id) {
        throw httpError(401, 'auth.tokenInvalid')
      }
      await releaseClaim(ctx, holder.userId, holder.productId)
      return reply.status(204).send()
    },
  )
}
