import {
  appealBodySchema,
  appealDecisionBodySchema,
  appealListQuerySchema,
  appealListResponseSchema,
  appealSchema,
} from '@rihla/contract/appeals'
import { idParamSchema } from '@rihla/contract/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { required } from '../../lib/versions'
import { rememberRequestLang } from '../seller-mail'
import { appealRejection, decideAppeal, getAppeals } from './appeals-service'

/** A seller's appeal, under the listing's path (decision 057). */
export const productAppealRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.post(
    '/:id/appeal',
    {
      config: { access: 'products.own' },
      schema: {
        summary: 'Appeal the rejection of one’s listing',
        errors: [409, 410],
        tags: ['appeals'],
        description:
          'Its owner appeals the listing’s rejection, once per rejection, within ' +
          '`APPEAL_WINDOW_DAYS` of it (the statement’s `appeal.until`): 409 `appeal.already` ' +
          'when appealed, 409 `appeal.notRejected` when not rejected, 410 `appeal.windowOver` ' +
          'after the window. A moderator other than the one who rejected decides it.',
        params: idParamSchema,
        body: appealBodySchema,
        response: { 201: appealSchema },
      },
    },
    async (request, reply) => {
      const user = request.user
      const appeal = await appealRejection(ctx, user, request.params.id, request.body)
      await rememberRequestLang(ctx.db, user.id, request.headers['accept-language'])
      return reply.status(201).send(appeal)
    },
  )
}

/** The appeals queue and its decisions (`appeals.decide`). */
export const appealRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['appeals']
  app.get(
    '/',
    {
      config: { access: 'appeals.decide' },
      schema: {
        summary: 'List appeals',
        tags,
        description:
          'Open appeals (`status=open`, the queue) or decided ones, on the paging contract, ' +
          'each with the listing as it is now (its `version` is what a decision names), the ' +
          'statement of reasons appealed, the seller’s message, who rejected it, and whether ' +
          'the caller may decide it (`mayDecide`: not their own rejection).',
        querystring: appealListQuerySchema,
        response: { 200: appealListResponseSchema },
      },
    },
    (request) => getAppeals(ctx, request.user, request.query),
  )

  app.post(
    '/:id/decision',
    {
      config: { access: 'appeals.decide' },
      schema: {
        summary: 'Decide an appeal',
        errors: [403, 409, 412, 428],
        tags,
        description:
          '`overturn` publishes the listing (approved), `uphold` keeps it rejected, final for ' +
          'that rejection. Four eyes: 403 `appeal.fourEyes` for the moderator who rejected it; ' +
          '409 `appeal.decided` once decided. `If-Match` names the listing’s version (the ' +
          'list’s `product.version`): 428 without it, 409 `product.changedSinceReview` with ' +
          '`current` when the listing moved on. The seller is mailed the outcome.',
        params: idParamSchema,
        body: appealDecisionBodySchema,
        response: { 200: appealSchema },
      },
    },
    (request) =>
      decideAppeal(
        ctx,
        request.user.id,
        request.params.id,
        required(request.ifMatch),
        request.body,
      ),
  )
}
