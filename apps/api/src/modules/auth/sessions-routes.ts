import { sessionIdParamSchema, sessionListSchema } from '@rihla/contract/sessions'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../../plugins/openapi'
import { endOtherSessions, endOwnSession, listSessions } from './sessions-service'

/**
 * The signed-in person's own sessions (`/api/auth/sessions`): where they are signed
 * in, and ending one or all the others. `authenticated`: anyone manages their own, and
 * REQUIRE_2FA_FOR_STAFF leaves them reachable (decision 036).
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth']

  app.get(
    '/',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'List one’s own sessions', tags, response: { 200: sessionListSchema } },
    },
    (request) => listSessions(app.ctx, request.user),
  )

  // Keeps the current session: "sign out everywhere else". Ending this one is POST /logout.
  app.delete(
    '/',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'End every other session of one’s own', response: NO_CONTENT, tags },
    },
    async (request, reply) => {
      const user = request.user
      await endOtherSessions(app.ctx, user)
      request.log.info(
        { event: 'auth.sessions.end-others', userId: user.id },
        'other sessions ended',
      )
      return reply.status(204).send()
    },
  )

  app.delete(
    '/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'End one of one’s own sessions',
        response: NO_CONTENT,
        tags,
        params: sessionIdParamSchema,
      },
    },
    async (request, reply) => {
      const user = request.user
      await endOwnSession(app.ctx, user, request.params.id)
      request.log.info({ event: 'auth.sessions.end', userId: user.id }, 'session ended')
      return reply.status(204).send()
    },
  )
}
