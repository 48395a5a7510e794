import {
  authResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  stepUpBodySchema,
  twoFactorLoginBodySchema,
} from '@rihla/contract/auth'
import {
  authOptionsSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
} from '@rihla/contract/passwords'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../../lib/http-errors'
import { NO_CONTENT } from '../../plugins/openapi'
import { login, loginWithCode, logout, refresh, register } from './auth-service'
import { preloadCommonPasswords } from './common-passwords'
import { changePassword, requestReset, resetPassword } from './password-service'
import { prepareDummyHash } from './passwords'
import { mailLang } from './reset-mail'
import type { SessionClient } from './session-repository'
import { sessionsRoutes } from './sessions-routes'
import { stepUp } from './step-up-service'
import { twoFactorRoutes } from './two-factor-routes'
import type { ChallengeSeen } from './two-factor-service'

/** What a new session records of its client, for the person's list of sessions. */
const clientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'],
  address: request.ip,
})

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The unknown-email sign-in verifies against this hash: ready before the first request.
  await prepareDummyHash()
  // The common-password list (1.9 MB) loads in the background, not in the first request's time.
  void preloadCommonPasswords().catch((error: unknown) =>
    app.log.warn({ err: error }, 'common-password list not loaded'),
  )

  app.post(
    '/login',
    {
      config: { access: 'public' },
      // Tokens, or for an account with a second factor a challenge for `/login/two-factor`.
      schema: {
        summary: 'Sign in with email and password',
        errors: [401, 403, 429],
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      // Every sign-in is a security event (ASVS V16.3.1), in the JSON log with the request id,
      // address and time pino adds; never the password.
      const event = { event: 'auth.login', email: request.body.email.trim().toLowerCase() }
      try {
        const answer = await login(app.ctx, request.body, clientOf(request))
        if ('twoFactorRequired' in answer)
          request.log.info({ ...event, outcome: 'two-factor-required' }, 'password accepted')
        else request.log.info({ ...event, outcome: 'success', role: answer.role }, 'signed in')
        return answer
      } catch (error) {
        const outcome = error instanceof HttpError ? error.statusCode : 'error'
        request.log.warn({ ...event, outcome }, 'sign-in refused')
        throw error
      }
    },
  )

  app.post(
    '/login/two-factor',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Finish a sign-in with the second factor',
        errors: [401, 403, 429],
        tags: ['auth'],
        body: twoFactorLoginBodySchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const event = { event: 'auth.login.two-factor' }
      // The challenge's user, once known: a refused code is logged with it too.
      const seen: ChallengeSeen = {}
      try {
        const { userId, tokens } = await loginWithCode(
          app.ctx,
          request.body,
          clientOf(request),
          seen,
        )
        request.log.info({ ...event, outcome: 'success', userId, role: tokens.role }, 'signed in')
        return tokens
      } catch (error) {
        const outcome = error instanceof HttpError ? error.statusCode : 'error'
        request.log.warn({ ...event, outcome, userId: seen.userId }, 'second factor refused')
        throw error
      }
    },
  )

  await app.register(twoFactorRoutes, { prefix: '/two-factor' })
  await app.register(sessionsRoutes, { prefix: '/sessions' })

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign up',
        errors: [409, 429],
        tags: ['auth'],
        body: registerBodySchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await register(app.ctx, request.body, clientOf(request))),
  )

  app.post(
    '/refresh-token',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Exchange a refresh token for new tokens',
        errors: [401, 403, 429],
        tags: ['auth'],
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema },
      },
    },
    (request) => refresh(app.ctx, request.body.refreshToken, request.ip),
  )

  app.post(
    '/logout',
    // The session to end is the one the access token belongs to; a body is ignored.
    {
      config: { access: 'authenticated' },
      schema: { summary: 'Sign out (end this session)', response: NO_CONTENT, tags: ['auth'] },
    },
    async (request, reply) => {
      await logout(app.ctx, request.user.sessionId)
      return reply.status(204).send()
    },
  )

  // Staff powers over accounts need the signed-in person's password again (decision 055).
  app.post(
    '/step-up',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Confirm one’s password (and code) to use staff powers over accounts',
        errors: [429],
        response: NO_CONTENT,
        tags: ['auth'],
        body: stepUpBodySchema,
      },
    },
    async (request, reply) => {
      const user = request.user
      const event = { event: 'auth.step-up', userId: user.id }
      try {
        await stepUp(app.ctx, user, request.body, request.ip)
      } catch (error) {
        const outcome = error instanceof HttpError ? error.statusCode : 'error'
        request.log.warn({ ...event, outcome }, 'step-up refused')
        throw error
      }
      request.log.info({ ...event, outcome: 'success' }, 'session stepped up')
      return reply.status(204).send()
    },
  )

  app.get(
    '/options',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The sign-in options of this deployment',
        tags: ['auth'],
        response: { 200: authOptionsSchema },
      },
    },
    () => ({
      passwordResetByEmail: app.ctx.mailer !== undefined,
      requireTwoFactorForStaff: app.ctx.config.requireTwoFactorForStaff,
    }),
  )

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ask for a password-reset link by email',
        errors: [429],
        tags: ['auth'],
        body: forgotPasswordBodySchema,
        response: { 202: forgotPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = mailLang(request.body.lang, request.headers['accept-language'])
      const answer = await requestReset(app.ctx, request.body.email, lang, request.ip)
      return reply.status(202).send(answer)
    },
  )

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Set a new password from a reset link',
        response: NO_CONTENT,
        tags: ['auth'],
        body: resetPasswordBodySchema,
      },
    },
    async (request, reply) => {
      await resetPassword(app.ctx, request.body)
      request.log.info({ event: 'auth.password.reset' }, 'password set from a reset link')
      return reply.status(204).send()
    },
  )

  app.post(
    '/password',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Change one’s own password',
        errors: [429],
        response: NO_CONTENT,
        tags: ['auth'],
        body: changePasswordBodySchema,
      },
    },
    async (request, reply) => {
      const user = request.user
      await changePassword(app.ctx, user, request.body)
      request.log.info({ event: 'auth.password.change', userId: user.id }, 'password changed')
      return reply.status(204).send()
    },
  )
}
