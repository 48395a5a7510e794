import {
  authResponseSchema,
  loginBodySchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
} from '@rihla/contract/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/authorization'
import { login, logout, refresh, register } from './auth-service'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginBodySchema, response: { 200: authResponseSchema } },
    },
    (request) => login(app.ctx, request.body, request.ip),
  )

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: registerBodySchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await register(app.ctx, request.body)),
  )

  app.post(
    '/refresh-token',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: refreshBodySchema, response: { 200: refreshResponseSchema } },
    },
    (request) => refresh(app.ctx, request.body.refreshToken),
  )

  app.post(
    '/logout',
    // The session to end is the one the access token belongs to; a body is ignored.
    { config: { access: 'user' }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      await logout(app.ctx, requireUser(request).sessionId)
      return reply.status(204).send()
    },
  )
}
