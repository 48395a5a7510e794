import {
  recoveryCodesSchema,
  twoFactorChangeBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@rihla/contract/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../../plugins/openapi'
import { confirmSetup, disableTwoFactor, startSetup, twoFactorStatus } from './two-factor-service'

/**
 * The signed-in user's second factor (`/api/auth/two-factor`): status, enrollment (setup, then
 * confirm with the current password and a code) and disabling (the same). Any signed-in
 * account may protect itself; turning the factor on or off ends the account's other sessions.
 * All `authenticated`, so REQUIRE_2FA_FOR_STAFF never keeps staff from enrolling.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['two-factor']

  app.get(
    '/',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Whether one’s second factor is on',
        tags,
        response: { 200: twoFactorStatusSchema },
      },
    },
    (request) => twoFactorStatus(app.ctx, request.user.id),
  )

  app.post(
    '/setup',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Start setting up a second factor',
        errors: [409],
        tags,
        response: { 200: twoFactorSetupSchema },
      },
    },
    async (request) => {
      const setup = await startSetup(app.ctx, request.user.id)
      request.log.info({ event: 'auth.2fa.setup' }, 'two-factor enrollment started')
      return setup
    },
  )

  app.post(
    '/enable',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Confirm the second factor and get recovery codes',
        errors: [409, 429],
        tags,
        body: twoFactorChangeBodySchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request) => {
      const codes = await confirmSetup(app.ctx, request.user, request.body, request.ip)
      const userId = request.user.id
      request.log.info({ event: 'auth.2fa.enabled', userId }, 'two-factor authentication enabled')
      return codes
    },
  )

  app.post(
    '/disable',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Turn one’s second factor off',
        errors: [409, 429],
        response: NO_CONTENT,
        tags,
        body: twoFactorChangeBodySchema,
      },
    },
    async (request, reply) => {
      await disableTwoFactor(app.ctx, request.user, request.body, request.ip)
      const userId = request.user.id
      request.log.info({ event: 'auth.2fa.disabled', userId }, 'two-factor authentication disabled')
      return reply.status(204).send()
    },
  )
}
