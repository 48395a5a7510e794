import { messageResponseSchema } from '@rihla/contract/answers'
import {
  adminBannerListSchema,
  adminBannerSchema,
  bannerEditBodySchema,
  bannerFormSchema,
  bannerListQuerySchema,
  bannerListResponseSchema,
  bannerOrderBodySchema,
  bannerSchema,
  TOTAL_COUNT_HEADER,
} from '@rihla/contract/banners'
import { MESSAGES } from '@rihla/contract/messages'
import { idParamSchema } from '@rihla/contract/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readSingleFileForm } from '../../lib/multipart'
import { required, versioned } from '../../lib/versions'
import { limitUploads } from '../../plugins/upload-limit'
import { editBanner, reorderBanners, replaceBannerImage } from './banners-edit-service'
import { addBanner, listAdminBanners, listBanners, removeBanner } from './banners-service'

const VERSION_RULES =
  '`If-Match` must name the version read (`version` of `GET /api/banners/all`, or the ETag ' +
  'of the last save): 428 without it, 412 when it names no version, 409 with `current` when ' +
  'someone saved first.'

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['banners']
  const ctx = app.ctx

  app.get(
    '/',
    {
      config: { access: 'catalogue.read' },
      schema: {
        summary: 'List the banners shown now',
        tags,
        description:
          'The banners shown now (switched on, within their schedule), in their order; the ' +
          'total of those in `X-Total-Count`.',
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

  app.get(
    '/all',
    {
      config: { access: 'banners.write' },
      schema: {
        summary: 'List every banner',
        tags,
        description:
          'Every banner, in order, with its link, schedule, switch, state now (live, ' +
          'scheduled, ended, inactive) and version.',
        response: { 200: adminBannerListSchema },
      },
    },
    () => listAdminBanners(ctx),
  )

  app.post(
    '/',
    {
      config: { access: 'banners.write' },
      schema: {
        summary: 'Add a banner',
        errors: [429],
        tags,
        description: 'Adds a banner (multipart, file field `banner`), first in the order.',
        consumes: ['multipart/form-data'],
        form: bannerFormSchema,
        response: { 201: bannerSchema },
      },
      onRequest: limitUploads(ctx),
    },
    async (request, reply) => {
      const form = await readSingleFileForm(request, 'banner')
      return reply.status(201).send(await addBanner(ctx, request.user.id, form.file))
    },
  )

  // One request for a whole reorder (a drag, or a keyboard move): at once or not at all.
  app.put(
    '/order',
    {
      config: { access: 'banners.write' },
      schema: {
        summary: 'Put the banners in order',
        errors: [409],
        tags,
        description:
          'Puts the banners in the order of `ids`, which names every banner once; 409 when ' +
          'banners were added or deleted since the list was read. Answers the whole list.',
        body: bannerOrderBodySchema,
        response: { 200: adminBannerListSchema },
      },
    },
    (request) => reorderBanners(ctx, request.user.id, request.body.ids),
  )

  app.patch(
    '/:id',
    {
      config: { access: 'banners.write' },
      schema: {
        summary: 'Change a banner',
        etag: true,
        errors: [409, 412, 428],
        tags,
        description: `Changes a banner's link, place, schedule or switch. ${VERSION_RULES}`,
        params: idParamSchema,
        body: bannerEditBodySchema,
        response: { 200: adminBannerSchema },
      },
    },
    async (request, _reply) => {
      return versioned(
        await editBanner(
          ctx,
          request.user.id,
          request.params.id,
          request.body,
          required(request.ifMatch),
        ),
      )
    },
  )

  app.put(
    '/:id/image',
    {
      config: { access: 'banners.write' },
      schema: {
        summary: 'Replace a banner’s image',
        etag: true,
        errors: [409, 412, 428, 429],
        tags,
        description:
          'Replaces the image (multipart, file field `banner`, checked as when adding); the ' +
          `old file is removed once the change is saved. ${VERSION_RULES}`,
        consumes: ['multipart/form-data'],
        form: bannerFormSchema,
        params: idParamSchema,
        response: { 200: adminBannerSchema },
      },
      onRequest: limitUploads(ctx),
    },
    async (request, _reply) => {
      // Checked before the upload is read: a refused save costs no image processing.
      const expected = required(request.ifMatch)
      const form = await readSingleFileForm(request, 'banner')
      return versioned(
        await replaceBannerImage(ctx, request.user.id, request.params.id, form.file, expected),
      )
    },
  )

  app.delete(
    '/:id',
    {
      config: { access: 'banners.write' },
      schema: {
        summary: 'Delete a banner',
        tags,
        params: idParamSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await removeBanner(ctx, request.user.id, request.params.id)
      return { message: MESSAGES.banner.deleted }
    },
  )
}
