import { publicSettingsSchema } from '@rihla/contract/settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Settings of this deployment anybody may read, under /api/settings (decision 039). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { currency: app.ctx.config.currency }
  app.get(
    '/public',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The public settings (currency)',
        tags: ['settings'],
        response: { 200: publicSettingsSchema },
      },
    },
    () => answer,
  )
}
