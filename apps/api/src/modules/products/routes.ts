import { myProductListResponseSchema } from '@rihla/contract/appeals'
import { idParamSchema } from '@rihla/contract/pagination'
import {
  flagsBodySchema,
  langQuerySchema,
  myProductsQuerySchema,
  PRODUCT_MAX_PICTURES,
  pictureOrderBodySchema,
  pictureParamsSchema,
  picturesFormSchema,
  productEditBodySchema,
  productExportQuerySchema,
  productFormSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  rateBodySchema,
  wilayaListSchema,
} from '@rihla/contract/products'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { csvAnswer, sendCsv } from '../../lib/csv'
import { readFiles, readSingleFileForm } from '../../lib/multipart'
import { required, versioned } from '../../lib/versions'
import { eachUploadCounted, limitProductChanges, limitUploads } from '../../plugins/upload-limit'
import { rememberRequestLang } from '../seller-mail'
import { editProduct } from './products-edit-service'
import { exportProductsCsv } from './products-export-service'
import {
  addPictures,
  encodePicture,
  orderPictures,
  pictureRoom,
  removePicture,
  tooManyPictures,
} from './products-pictures-service'
import {
  createProduct,
  getCatalogueOrStatusPage,
  getMyProducts,
  getVersionedProduct,
  listWilayas,
  rateProduct,
  setFlags,
} from './products-service'
import { restoreProduct } from './products-trash-service'

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['products']
  const ctx = app.ctx
  const csv = {
    produces: ['text/csv'],
    response: {
      200: csvAnswer(
        'Id,Title,Price,Location,Wilaya,Category,Subcategory,Description,Status,Rating,Exclusive,Best offers,Best tourist destinations,Best family destinations,Created,Updated\r\n128,Sahara 4x4 circuit — Tamanrasset,185000,City centre,11 Tamanrasset,Organised trips,Desert tours,Four days across the Hoggar.,Approved,4.5,No,Yes,No,No,2026-11-20 08:30,2026-11-24 09:15\r\n',
      ),
    },
  }

  app.get(
    '/',
    {
      config: { access: 'catalogue.read' },
      schema: {
        summary: 'List the catalogue (or pending or rejected products)',
        tags,
        description:
          'The catalogue (approved products); `status=pending|rejected` lists the waiting or ' +
          'the rejected listings, for staff who read products (403 otherwise).',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    (request) => getCatalogueOrStatusPage(ctx, request.user, request.query),
  )

  // Anyone signed in: their own listings, with status, rejection and resubmission.
  app.get(
    '/mine',
    {
      config: { access: 'products.own' },
      schema: {
        summary: 'List one’s own products',
        tags,
        description:
          'Each rejected listing carries its `statement` of reasons (the decider named only as ' +
          '"a moderator") and how to appeal it; `rejection.by` is never shown to its seller.',
        querystring: myProductsQuerySchema,
        response: { 200: myProductListResponseSchema },
      },
    },
    async (request) => {
      // The language the seller reads in is the one their mail speaks (decision 057).
      await rememberRequestLang(ctx.db, request.user.id, request.headers['accept-language'])
      return getMyProducts(ctx, request.user, request.query)
    },
  )

  app.post(
    '/',
    {
      config: { access: 'products.create' },
      schema: {
        summary: 'Add a product',
        errors: [429],
        tags,
        consumes: ['multipart/form-data'],
        form: productFormSchema,
        response: { 201: productSchema },
      },
      onRequest: limitUploads(ctx),
    },
    async (request, reply) => {
      const form = await readSingleFileForm(request, 'pictures')
      return reply.status(201).send(await createProduct(ctx, request.user, form))
    },
  )

  app.get(
    '/wilayas',
    {
      config: { access: 'catalogue.read' },
      schema: {
        summary: 'List the wilayas',
        tags,
        querystring: langQuerySchema,
        response: { 200: wilayaListSchema },
      },
    },
    (request) => listWilayas(ctx.db, request.query.lang),
  )

  app.post(
    '/rate',
    {
      config: { access: 'products.rate' },
      schema: {
        summary: 'Rate a product',
        errors: [403, 404],
        description:
          'One rating per person, replaced by the next; never of one’s own listing (403).',
        tags,
        body: rateBodySchema,
        response: { 200: productSchema },
      },
    },
    (request) => rateProduct(ctx, request.user, request.body.productId, request.body.rating),
  )

  app.get(
    '/export.csv',
    {
      config: { access: 'products.read' },
      schema: {
        summary: 'Export products as CSV',
        tags,
        querystring: productExportQuerySchema,
        ...csv,
      },
    },
    (request, reply) =>
      sendCsv(
        reply,
        'products',
        exportProductsCsv(ctx, request.query.status ?? 'approved', request.query),
      ),
  )

  app.get(
    '/:id',
    {
      config: { access: 'catalogue.read' },
      schema: {
        summary: 'One product',
        etag: true,
        tags,
        params: idParamSchema,
        response: { 200: productSchema },
      },
    },
    async (request, _reply) => {
      const { product: body, version } = await getVersionedProduct(
        ctx,
        request.user,
        request.params.id,
      )
      return versioned({ body, version })
    },
  )

  // Edit a product: staff (`products.edit`) any, its owner their own, so any
  // signed-in person here and the owner checked in the service.
  app.patch(
    '/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Edit a product',
        etag: true,
        errors: [409, 412, 428, 429],
        tags,
        description:
          'Changes some of the fields of the add form. `If-Match` must name the version read ' +
          '(the ETag of `GET /api/products/{id}`): 428 without it, 412 when it names no ' +
          'version, 409 with `current` when someone saved first. An edit by its owner of an ' +
          'approved product sends it back to the waiting list as changed.',
        params: idParamSchema,
        body: productEditBodySchema,
        response: { 200: productSchema },
      },
      onRequest: limitProductChanges(ctx),
    },
    async (request, _reply) => {
      return versioned(
        await editProduct(
          ctx,
          request.user,
          request.params.id,
          request.body,
          required(request.ifMatch),
        ),
      )
    },
  )

  app.post(
    '/:id/restore',
    {
      config: { access: 'products.edit' },
      schema: {
        summary: 'Restore a deleted product',
        errors: [409, 410],
        tags,
        params: idParamSchema,
        response: { 200: productSchema },
      },
    },
    (request) => restoreProduct(ctx, request.user.id, request.params.id),
  )

  app.patch(
    '/:id/category',
    {
      config: { access: 'products.flags' },
      schema: {
        summary: 'Set a product’s four flags',
        etag: true,
        errors: [409, 412],
        tags,
        params: idParamSchema,
        body: flagsBodySchema,
        response: { 200: productSchema },
      },
    },
    async (request, _reply) => {
      return versioned(
        await setFlags(ctx, request.user.id, request.params.id, request.body, request.ifMatch),
      )
    },
  )

  // A listing's pictures (decision 041): whoever may edit the product.
  const picturesNote =
    'Staff who edit products, or the owner their own. Each change bumps the version (the ' +
    "answer carries the new `ETag`) and is audited as `product.update`; an owner's change of " +
    'an approved listing sends it back to the waiting list as changed. Edits and picture ' +
    'changes count against a per-user limit (429 with `Retry-After`).'

  app.post(
    '/:id/pictures',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Add pictures to a product',
        etag: true,
        errors: [409, 412, 429],
        tags,
        description:
          `Adds pictures (multipart, field \`pictures\`, one or more) after the existing ones, ` +
          `at most ${PRODUCT_MAX_PICTURES} per listing (409 beyond); each picture counts as ` +
          `one upload against the per-user upload limit. ${picturesNote}`,
        consumes: ['multipart/form-data'],
        form: picturesFormSchema,
        params: idParamSchema,
        response: { 201: productSchema },
      },
      onRequest: [limitProductChanges(ctx), limitUploads(ctx)],
    },
    async (request, reply) => {
      const user = request.user
      const expected = request.ifMatch
      const room = await pictureRoom(ctx, user, request.params.id, expected)
      const encode = eachUploadCounted(ctx, user, encodePicture)
      const encoded = await readFiles(request, 'pictures', room, tooManyPictures(), encode)
      reply.status(201)
      return versioned(await addPictures(ctx, user, request.params.id, expected, encoded))
    },
  )

  app.put(
    '/:id/pictures/order',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Put a product’s pictures in order',
        etag: true,
        errors: [409, 412, 429],
        tags,
        description: `Puts the pictures in the order of \`ids\`, the cover first. ${picturesNote}`,
        params: idParamSchema,
        body: pictureOrderBodySchema,
        response: { 200: productSchema },
      },
      onRequest: limitProductChanges(ctx),
    },
    async (request, _reply) => {
      return versioned(
        await orderPictures(
          ctx,
          request.user,
          request.params.id,
          request.body.ids,
          request.ifMatch,
        ),
      )
    },
  )

  app.delete(
    '/:id/pictures/:pictureId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Remove a picture of a product',
        etag: true,
        errors: [409, 412, 429],
        tags,
        description: `Removes a picture (not the last one: 409). ${picturesNote}`,
        params: pictureParamsSchema,
        response: { 200: productSchema },
      },
      onRequest: limitProductChanges(ctx),
    },
    async (request, _reply) => {
      return versioned(
        await removePicture(
          ctx,
          request.user,
          request.params.id,
          request.params.pictureId,
          request.ifMatch,
        ),
      )
    },
  )
}
