import { idParamSchema } from '@rihla/contract/pagination'
import {
  flagsBodySchema,
  langQuerySchema,
  productDeletedResponseSchema,
  productExportQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  rateBodySchema,
  wilayaListSchema,
} from '@rihla/contract/products'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../lib/csv'
import { readSingleFileForm } from '../../lib/multipart'
import { etag, ifMatchVersion } from '../../lib/versions'
import { requireUser } from '../../plugins/authorization'
import { limitUploads } from '../../plugins/upload-limit'
import { exportProductsCsv } from './products-export-service'
import {
  createProduct,
  getProductPage,
  getVersionedProduct,
  rateProduct,
  setFlags,
} from './products-service'
import { removeProduct, restoreProduct } from './products-trash-service'
import { listWilayas } from './wilayas-repository'

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['products']
  const ctx = app.ctx
  const csv = {
    produces: ['text/csv'],
    response: { 200: z.string().describe('A CSV file (UTF-8 with BOM, RFC 4180)') },
  }

  app.get(
    '/',
    {
      config: { access: 'catalogue.read' },
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
      config: { access: 'products.create' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: productSchema } },
      onRequest: limitUploads(ctx),
    },
    async (request, reply) => {
      const form = await readSingleFileForm(request, 'pictures')
      return reply.status(201).send(await createProduct(ctx, requireUser(request), form))
    },
  )

  app.get(
    '/wilayas',
    {
      config: { access: 'catalogue.read' },
      schema: { tags, querystring: langQuerySchema, response: { 200: wilayaListSchema } },
    },
    (request) => listWilayas(ctx.db, request.query.lang),
  )

  app.post(
    '/rate',
    {
      config: { access: 'products.rate' },
      schema: { tags, body: rateBodySchema, response: { 200: productSchema } },
    },
    (request) =>
      rateProduct(ctx, requireUser(request), request.body.productId, request.body.rating),
  )

  app.get(
    '/export.csv',
    {
      config: { access: 'products.read' },
      schema: { tags, querystring: productExportQuerySchema, ...csv },
    },
    (request, reply) =>
      sendCsv(reply, 'products', exportProductsCsv(ctx, 'approved', request.query)),
  )

  app.get(
    '/:id',
    {
      config: { access: 'catalogue.read' },
      schema: { tags, params: idParamSchema, response: { 200: productSchema } },
    },
    async (request, reply) => {
      const { product, version } = await getVersionedProduct(
        ctx,
        requireUser(request),
        request.params.id,
      )
      reply.header('etag', etag(version))
      return product
    },
  )

  app.delete(
    '/:id',
    {
      config: { access: 'products.edit' },
      schema: {
        tags,
        params: idParamSchema,
        // `takeOver=true`: reject a waiting product another moderator is reviewing (after asking).
        // `waiting=true`: a reject from the queue, refused once the product is decided.
        querystring: z.object({
          takeOver: z.enum(['true', 'false']).optional(),
          waiting: z.enum(['true', 'false']).optional(),
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

  app.post(
    '/:id/restore',
    {
      config: { access: 'products.edit' },
      schema: { tags, params: idParamSchema, response: { 200: productSchema } },
    },
    (request) => restoreProduct(ctx, requireUser(request).id, request.params.id),
  )

  app.patch(
    '/:id/category',
    {
      config: { access: 'products.flags' },
      schema: {
        tags,
        params: idParamSchema,
        body: flagsBodySchema,
        response: { 200: productSchema },
      },
    },
    async (request, reply) => {
      const { product, version } = await setFlags(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.body,
        ifMatchVersion(request.headers['if-match']),
      )
      reply.header('etag', etag(version))
      return product
    },
  )
}
