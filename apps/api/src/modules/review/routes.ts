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
import { required, versioned } from '../../lib/versions'
import { removeProduct } from './removal-service'
import { resubmitProduct } from './resubmission-service'
import { acceptProduct, decideMany, rejectProduct } from './review-service'
import { undoDecision, undoMany } from './undo-service'

/**
 * Every change of a listing's review status, under the seed's paths where it had them
 * (`…/{id}/accept`, `…/waiting-list/bulk`, `DELETE …/{id}`) and the review loop's:
 * reject with a reason, undo, resubmit. All of them go through one decision path (review-service.ts).
 * Every decision names the version it was made on (decision 052): `If-Match` here, `version`
 * per item in the bulk bodies; 428 without it, 409 with what changed when the listing moved on.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['review']
  const ctx = app.ctx
  const versionNote =
    '`If-Match` names the version reviewed: 428 without it, 412 when it names none, 409 ' +
    '`product.changedSinceReview` with `current` (the listing as it is now, `changed`: what ' +
    'changed since) when the listing moved on. The answer’s ETag is the new version.'

  app.patch(
    '/:id/accept',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Approve a waiting product',
        etag: true,
        errors: [409, 412, 428],
        tags,
        description: `Publishes the listing as reviewed. ${versionNote}`,
        params: idParamSchema,
        querystring: takeOverQuerySchema,
        response: { 200: productDecisionResponseSchema },
      },
    },
    async (request, _reply) => {
      return versioned(
        await acceptProduct(ctx, request.user.id, {
          id: request.params.id,
          version: required(request.ifMatch),
          takeOver: request.query.takeOver === 'true',
        }),
      )
    },
  )

  app.post(
    '/:id/reject',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Reject a waiting product with a reason',
        etag: true,
        errors: [409, 412, 428],
        tags,
        description:
          'Rejects a waiting product with a reason (and a note, required with `other`): it ' +
          'stays, with its pictures, for its owner to fix and resubmit; `undoUntil` says until ' +
          `when \`POST …/undo\` puts it back in the queue. ${versionNote}`,
        params: idParamSchema,
        querystring: takeOverQuerySchema,
        body: rejectBodySchema,
        response: { 200: productDecisionResponseSchema },
      },
    },
    async (request, _reply) => {
      const one = {
        id: request.params.id,
        version: required(request.ifMatch),
        takeOver: request.query.takeOver === 'true',
      }
      return versioned(await rejectProduct(ctx, request.user.id, one, request.body))
    },
  )

  app.post(
    '/:id/undo',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Undo one’s last decision on a product',
        etag: true,
        errors: [409, 410, 412, 428],
        tags,
        description:
          'Puts the product back as it was before its last decision (approve or reject), by ' +
          'whoever decided, until `undoUntil`: 410 after, 409 when someone decided since. ' +
          '`If-Match` names the version the decision answered (its ETag): 428 without it, ' +
          '409 `product.changedSinceReview` with `current` when the listing moved on since.',
        params: idParamSchema,
        response: { 200: productSchema },
      },
    },
    async (request, _reply) => {
      return versioned(
        await undoDecision(ctx, request.user.id, request.params.id, required(request.ifMatch)),
      )
    },
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
    (request) => resubmitProduct(ctx, request.user, request.params.id),
  )

  app.post(
    '/waiting-list/bulk',
    {
      config: { access: 'queue.decide' },
      schema: {
        summary: 'Approve or reject several waiting products',
        errors: [404, 409],
        tags,
        description:
          'All of them or none. Each item names the version reviewed (the list’s `version`): ' +
          'when one moved on, 409 `product.bulkChanged` with `current.products`, each as it is ' +
          'now with `changed`. The answer’s `items` carry the new versions the undo names.',
        body: bulkDecisionBodySchema,
        response: { 200: bulkDecisionResponseSchema },
      },
    },
    (request) => decideMany(ctx, request.user.id, request.body),
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
    (request) => undoMany(ctx, request.user.id, request.body.items),
  )

  app.delete(
    '/:id',
    {
      config: { access: 'products.edit' },
      schema: {
        summary: 'Delete a product (a waiting one is rejected)',
        errors: [409, 412, 428],
        tags,
        description:
          "The seed's delete, kept for its clients: a waiting product is rejected by deletion " +
          '(restorable until `undoUntil` by `POST …/restore`); the web rejects with `POST …/reject`. ' +
          'With `waiting=true` (a reject from the queue) `If-Match` must name the version ' +
          'reviewed (428 without it); otherwise it is checked when sent, as the seed sent none. ' +
          'A listing that moved on answers 409 `product.changedSinceReview` with `current`.',
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
    (request) => {
      const waiting = request.query.waiting === 'true'
      return removeProduct(ctx, request.user.id, request.params.id, {
        takeOver: request.query.takeOver === 'true',
        waiting,
        version: waiting ? required(request.ifMatch) : request.ifMatch,
      })
    },
  )
}
