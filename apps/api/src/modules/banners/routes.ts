import {
  bannerListQuerySchema,
  bannerListResponseSchema,
  bannerSchema,
  TOTAL_COUNT_HEADER,
} from '@rihla/contract/banners'
import { MESSAGES } from '@rihla/contract/messages'
import { idParamSchema } from '@rihla/contract/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readSingleFileForm } from '../../lib/multipart'
import { requireUser } from '../../plugins/authorization'
import { limitUploads } from '../../plugins/upload-limit'
import { addBanner, listBanners, removeBanner } from './banners-service'

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['banners']
  const ctx = app.ctx

  app.get(
    '/',
    {
      config: { access: 'catalogue.read' },
      schema: {
        tags,
        querystring: bannerListQuerySchema,
        response: { 200: bannerListResponseSchema },
      },
    },
    async (request, reply) => {
      const { banners, total } = await listBanners(ctx, request.query.page, request.query.limit)
      reply.header(TOTAL_COUNT_HEADER, String(total))
      return banners
    },
  )

  app.post(
    '/',
    {
      config: { access: 'banners.write' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: bannerSchema } },
      onRequest: limitUploads(ctx),
    },
    async (request, reply) => {
      const form = await readSingleFileForm(request, 'banner')
      return reply.status(201).send(await addBanner(ctx, requireUser(request).id, form.file))
    },
  )

  app.delete(
    '/:id',
    { config: { access: 'banners.write' }, schema: { tags, params: idParamSchema } },
    async (request) => {
      await removeBanner(ctx, requireUser(request).id, request.params.id)
      return { message: MESSAGES.banner.deleted }
    },
  )
}
