import { searchQuerySchema, searchResponseSchema } from '@rihla/contract/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { searchEverything } from './search-service'

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'search' },
      schema: {
        summary: 'Search users, products and subcategories',
        tags: ['search'],
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    (request) => {
      const { q, limit, lang } = request.query
      return searchEverything(app.ctx.db, app.ctx.storage, q, limit, lang)
    },
  )
}
