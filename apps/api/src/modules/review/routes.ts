import { idParamSchema } from '@rihla/contract/pagination'
import {
  bulkDecisionBodySchema,
  bulkDecisionResponseSchema,
  bulkUndoBodySchema,
  bulkUndoResponseSchema,
  productDecisionResponseSchema,
  productDeletedResponseSchema,
  productSchema,
  rejectBodySchema,
  takeOverQuerySchema,
} from '@rihla/contract/products'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../plugins/authorization'
import { removeProduct } from './removal-service'
import { resubmitProduct } from './resubmission-service'
import { acceptProduct, decideMany, rejectProduct } from './review-service'
import { undoDecision, undoMany } from './undo-service'

/**
 * Every change of a listing's review status, under the seed's paths where it had them
 * (`…/{id}/accept`, `…/waiting-list/bulk`, `DELETE …/{id}`) and the review loop's (issue 26):
 * reject with a reason, undo, resubmit. All of them go through one decision path (review-service.ts).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['review']
  const ctx = app.ctx

  app.patch(
    '/:id/accept',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Approve a waiting product',
        errors: [409],
        tags,
        params: idParamSchema,
        querystring: takeOverQuerySchema,
        response: { 200: productDecisionResponseSchema },
      },
    },
    (request) =>
      acceptProduct(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.query.takeOver === 'true',
      ),
  )

  app.post(
    '/:id/reject',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Reject a waiting product with a reason',
        errors: [409],
        tags,
        description:
          'Rejects a waiting product with a reason (and a note, required with `other`): it ' +
          'stays, with its pictures, for its owner to fix and resubmit; `undoUntil` says until ' +
          'when `POST …/undo` puts it back in the queue.',
        params: idParamSchema,
        querystring: takeOverQuerySchema,
        body: rejectBodySchema,
        response: { 200: productDecisionResponseSchema },
      },
    },
    (request) =>
      rejectProduct(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.body,
        request.query.takeOver === 'true',
      ),
  )

  app.post(
    '/:id/undo',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Undo one’s last decision on a product',
        errors: [409, 410],
        tags,
        description:
          'Puts the product back as it was before its last decision (approve or reject), by ' +
          'whoever decided, until `undoUntil`: 410 after, 409 when someone decided since.',
        params: idParamSchema,
        response: { 200: productSchema },
      },
    },
    (request) => undoDecision(ctx, requireUser(request).id, request.params.id),
  )

  app.post(
    '/:id/resubmit',
    {
      config: { access: 'products.own' },
      schema: {
        summary: 'Resubmit one’s rejected product',
        errors: [409],
        tags,
        description: 'Its owner sends a rejected listing back to the waiting list (409 otherwise).',
        params: idParamSchema,
        response: { 200: productSchema },
      },
    },
    (request) => resubmitProduct(ctx, requireUser(request), request.params.id),
  )

  app.post(
    '/waiting-list/bulk',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Approve or reject several waiting products',
        tags,
        body: bulkDecisionBodySchema,
        response: { 200: bulkDecisionResponseSchema },
      },
    },
    (request) => decideMany(ctx, requireUser(request).id, request.body),
  )

  app.post(
    '/waiting-list/bulk/undo',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Undo one’s decisions on several products',
        errors: [404, 409, 410],
        tags,
        description:
          'Undoes the caller’s last decision on each product, all of them or none, with the ' +
          'single undo’s rules (`POST …/{id}/undo`): the first refusal is the answer.',
        body: bulkUndoBodySchema,
        response: { 200: bulkUndoResponseSchema },
      },
    },
    (request) => undoMany(ctx, requireUser(request).id, request.body.ids),
  )

  app.delete(
    '/:id',
    {
      config: { access: 'products.edit' },
      schema: {
        summary: 'Delete a product (a waiting one is rejected)',
        errors: [409],
        tags,
        description:
          "The seed's delete, kept for its clients: a waiting product is rejected by deletion " +
          '(restorable until `undoUntil` by `POST …/restore`); the web rejects with `POST …/reject`.',
        params: idParamSchema,
        // `waiting=true`: a reject from the queue, refused once the product is decided.
        querystring: takeOverQuerySchema.extend({
          waiting: z
            .enum(['true', 'false'])
            .optional()
            .describe('`true`: a reject from the queue, refused once the listing is decided.'),
        }),
        response: { 200: productDeletedResponseSchema },
      },
    },
    (request) =>
      removeProduct(ctx, requireUser(request).id, request.params.id, {
        takeOver: request.query.takeOver === 'true',
        waiting: request.query.waiting === 'true',
      }),
  )
}
