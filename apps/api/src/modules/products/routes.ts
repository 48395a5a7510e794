import { idParamSchema } from '@rihla/contract/pagination'
import {
  flagsBodySchema,
  langQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  rateBodySchema,
  waitingListQuerySchema,
  wilayaListSchema,
} from '@rihla/contract/products'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readSingleFileForm } from '../../lib/multipart'
import { requireUser } from '../../plugins/authorization'
import {
  acceptProduct,
  createProduct,
  getProduct,
  getProductPage,
  rateProduct,
  removeProduct,
  setFlags,
} from './products-service'
import { listWilayas } from './wilayas-repository'

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['products']
  const ctx = app.ctx

  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    (request) => getProductPage(ctx, 'approved', request.query),
  )

  app.post(
    '/',
    {
      config: { access: 'user' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: productSchema } },
    },
    async (request, reply) => {
      const form = await readSingleFileForm(request, 'pictures')
      return reply.status(201).send(await createProduct(ctx, requireUser(request), form))
    },
  )

  app.get(
    '/wilayas',
    {
      config: { access: 'user' },
      schema: { tags, querystring: langQuerySchema, response: { 200: wilayaListSchema } },
    },
    (request) => listWilayas(ctx.db, request.query.lang),
  )

  app.post(
    '/rate',
    {
      config: { access: 'user' },
      schema: { tags, body: rateBodySchema, response: { 200: productSchema } },
    },
    (request) =>
      rateProduct(ctx, requireUser(request), request.body.productId, request.body.rating),
  )

  app.get(
    '/waiting-list',
    {
      schema: {
        tags,
        querystring: waitingListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    (request) => getProductPage(ctx, 'pending', request.query),
  )

  app.get(
    '/waiting-list/:id',
    { schema: { tags, params: idParamSchema, response: { 200: productSchema } } },
    (request) => getProduct(ctx, requireUser(request), request.params.id, 'pending'),
  )

  app.get(
    '/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: idParamSchema, response: { 200: productSchema } },
    },
    (request) => getProduct(ctx, requireUser(request), request.params.id),
  )

  app.delete('/:id', { schema: { tags, params: idParamSchema } }, async (request) => {
    await removeProduct(ctx, requireUser(request).id, request.params.id)
    return { message: 'Product deleted' }
  })

  app.patch(
    '/:id/category',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: flagsBodySchema,
        response: { 200: productSchema },
      },
    },
    (request) => setFlags(ctx, requireUser(request).id, request.params.id, request.body),
  )

  app.patch(
    '/:id/accept',
    { schema: { tags, params: idParamSchema, response: { 200: productSchema } } },
    (request) => acceptProduct(ctx, requireUser(request).id, request.params.id),
  )
}
