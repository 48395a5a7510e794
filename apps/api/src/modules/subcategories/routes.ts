import { messageResponseSchema } from '@rihla/contract/answers'
import { MESSAGES } from '@rihla/contract/messages'
import { idParamSchema } from '@rihla/contract/pagination'
import { langQuerySchema } from '@rihla/contract/products'
import {
  moveAndDeleteBodySchema,
  moveAndDeleteResponseSchema,
  subcategoryBodySchema,
  subcategoryListQuerySchema,
  subcategoryListResponseSchema,
  subcategorySchema,
} from '@rihla/contract/subcategories'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { versioned } from '../../lib/versions'
import {
  changeSubcategory,
  createSubcategory,
  getSubcategoryPage,
  getVersionedSubcategory,
  listSubcategories,
  moveAndRemoveSubcategory,
  removeSubcategory,
} from './subcategories-service'

/** Mounted under /api/products/sub-categories, the seed's path. */
export const subcategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['subcategories']
  const ctx = app.ctx

  app.get(
    '/',
    {
      config: { access: 'catalogue.read' },
      schema: {
        summary: 'List subcategories',
        tags,
        description:
          'Without `page`: every subcategory, as an array (reference data for forms and ' +
          'filters). With `page`: one page of the list, searched and sorted, as `{data, meta}`.',
        querystring: subcategoryListQuerySchema,
        response: { 200: subcategoryListResponseSchema },
      },
    },
    async (request) => {
      const { page, ...query } = request.query
      if (page === undefined) return listSubcategories(ctx.db, query.lang)
      return getSubcategoryPage(ctx.db, { ...query, page })
    },
  )

  app.get(
    '/:id',
    {
      config: { access: 'catalogue.read' },
      schema: {
        summary: 'One subcategory',
        etag: true,
        tags,
        params: idParamSchema,
        querystring: langQuerySchema,
        response: { 200: subcategorySchema },
      },
    },
    async (request, _reply) => {
      return versioned(await getVersionedSubcategory(ctx, request.params.id, request.query.lang))
    },
  )

  app.post(
    '/',
    {
      config: { access: 'subcategories.write' },
      schema: {
        summary: 'Add a subcategory',
        errors: [409],
        tags,
        querystring: langQuerySchema,
        body: subcategoryBodySchema,
        response: { 201: subcategorySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSubcategory(ctx, request.user.id, request.body, request.query.lang)),
  )

  app.patch(
    '/:id',
    {
      config: { access: 'subcategories.write' },
      schema: {
        summary: 'Change a subcategory',
        etag: true,
        errors: [409, 412],
        tags,
        params: idParamSchema,
        querystring: langQuerySchema,
        body: subcategoryBodySchema,
        response: { 200: subcategorySchema },
      },
    },
    async (request, _reply) => {
      return versioned(
        await changeSubcategory(
          ctx,
          request.user.id,
          request.params.id,
          request.body,
          request.query.lang,
          request.ifMatch,
        ),
      )
    },
  )

  app.delete(
    '/:id',
    {
      config: { access: 'subcategories.write' },
      schema: {
        summary: 'Delete an unused subcategory',
        errors: [409],
        tags,
        params: idParamSchema,
        querystring: langQuerySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await removeSubcategory(ctx, request.user.id, request.params.id)
      return { message: MESSAGES.subcategory.deleted }
    },
  )

  // Beyond the seed: a used subcategory gives its products to another of its category, then goes.
  app.post(
    '/:id/move-and-delete',
    {
      config: { access: 'subcategories.write' },
      schema: {
        summary: 'Move a subcategory’s products to another, then delete it',
        errors: [409],
        tags,
        params: idParamSchema,
        body: moveAndDeleteBodySchema,
        response: { 200: moveAndDeleteResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      const moved = await moveAndRemoveSubcategory(ctx, request.user.id, id, request.body.targetId)
      return { message: MESSAGES.subcategory.movedAndDeleted, moved }
    },
  )
}
