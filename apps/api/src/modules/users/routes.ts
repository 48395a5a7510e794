import { LANGS } from '@rihla/contract/constants'
import { idParamSchema } from '@rihla/contract/pagination'
import { passwordResetIssuedSchema } from '@rihla/contract/passwords'
import {
  changeRoleBodySchema,
  inviteStaffBodySchema,
  staffInvitedSchema,
  staffListResponseSchema,
} from '@rihla/contract/staff'
import {
  adminPhoneBodySchema,
  userExportQuerySchema,
  userListQuerySchema,
  userListResponseSchema,
  userSchema,
} from '@rihla/contract/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { csvAnswer, sendCsv } from '../../lib/csv'
import { versioned } from '../../lib/versions'
import { NO_CONTENT } from '../../plugins/openapi'
import { adminIssueReset, mailLang } from '../auth'
import { changeRole, getStaff, inviteStaff, resetStaffTwoFactor } from './staff-service'
import { exportUsersCsv } from './users-export-service'
import {
  changeBlocked,
  changeOwnPhone,
  getOwnVersioned,
  getUser,
  getUserPage,
} from './users-service'

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users']
  app.get(
    '/',
    {
      config: { access: 'users.read' },
      schema: {
        summary: 'List users',
        tags,
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    (request) => getUserPage(app.ctx, request.query),
  )

  app.get(
    '/export.csv',
    {
      config: { access: 'users.read' },
      schema: {
        summary: 'Export users as CSV',
        tags,
        querystring: userExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: csvAnswer(
            'Id,Username,Email,Phone,Role,Blocked,Created\r\n57,Karim Boudiaf,karim.boudiaf@example.dz,+213555000057,User,No,2026-03-02 10:00\r\n',
          ),
        },
      },
    },
    (request, reply) => sendCsv(reply, 'users', exportUsersCsv(app.ctx, request.query)),
  )

  // Beyond the seed: the signed-in admin, so the phone form can show the current number.
  app.get(
    '/admin',
    {
      config: { access: 'profile.phone' },
      schema: { etag: true, summary: 'The signed-in admin', tags, response: { 200: userSchema } },
    },
    async (request, _reply) => {
      return versioned(await getOwnVersioned(app.ctx, request.user.id))
    },
  )

  app.put(
    '/admin',
    {
      config: { access: 'profile.phone' },
      schema: {
        summary: 'Change the admin’s phone number',
        etag: true,
        errors: [409, 412],
        tags,
        body: adminPhoneBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request, _reply) => {
      return versioned(
        await changeOwnPhone(app.ctx, request.user.id, request.body.phoneNumber, request.ifMatch),
      )
    },
  )

  // The Staff screen. A static segment wins over `/:id` in the router, whatever the
  // order of registration.
  app.get(
    '/staff',
    {
      config: { access: 'staff.manage' },
      schema: {
        summary: 'List staff and pending invitations',
        tags,
        response: { 200: staffListResponseSchema },
      },
    },
    () => getStaff(app.ctx),
  )

  // Invite an admin or a moderator. The link is answered once, to the admin (never
  // logged), and mailed to the address too when mail is configured.
  app.post(
    '/',
    {
      config: { access: 'staff.manage', stepUp: true },
      schema: {
        summary: 'Invite an admin or a moderator',
        errors: [409],
        tags,
        body: inviteStaffBodySchema,
        response: { 201: staffInvitedSchema },
      },
    },
    async (request, reply) => {
      const invited = await inviteStaff(app.ctx, request.user.id, request.body, {
        origin: `${request.protocol}://${request.host}`,
        lang: mailLang(request.body.lang, request.headers['accept-language']),
      })
      return reply.status(201).send(invited)
    },
  )

  app.get(
    '/:id',
    {
      config: { access: 'users.read' },
      schema: { summary: 'One user', tags, params: idParamSchema, response: { 200: userSchema } },
    },
    (request) => getUser(app.ctx, request.params.id),
  )

  for (const [action, block] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.put(
      `/:id/${action}`,
      {
        // A block ends the person's sessions: a power over their account (decision 055).
        config: { access: 'users.block', stepUp: block },
        schema: {
          summary: action === 'block' ? 'Block a user' : 'Unblock a user',
          errors: [409],
          tags,
          params: idParamSchema,
          response: { 200: userSchema },
        },
      },
      (request) => changeBlocked(app.ctx, request.user.id, request.params.id, block),
    )
  }

  app.put(
    '/:id/role',
    {
      config: { access: 'staff.manage', stepUp: true },
      schema: {
        summary: 'Change a user’s role',
        errors: [409],
        tags,
        params: idParamSchema,
        body: changeRoleBodySchema,
        response: { 200: userSchema },
      },
    },
    (request) => changeRole(app.ctx, request.user.id, request.params.id, request.body.role),
  )

  // A lost phone. The second factor goes and every session of the person ends.
  app.delete(
    '/:id/two-factor',
    {
      config: { access: 'staff.manage', stepUp: true },
      schema: {
        summary: 'Reset a staff member’s second factor',
        errors: [409],
        response: NO_CONTENT,
        tags,
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await resetStaffTwoFactor(app.ctx, request.user.id, request.params.id)
      return reply.status(204).send()
    },
  )

  // A one-time link to set a password, answered once to the admin (never logged),
  // and mailed to the account too when mail is configured.
  app.post(
    '/:id/password-reset',
    {
      config: { access: 'staff.manage', stepUp: true },
      schema: {
        summary: 'Issue a password-reset link for a user',
        tags,
        params: idParamSchema,
        querystring: z.object({
          lang: z
            .enum(LANGS)
            .optional()
            .describe('The language of the mail; else Accept-Language.'),
        }),
        response: { 201: passwordResetIssuedSchema },
      },
    },
    async (request, reply) => {
      const issued = await adminIssueReset(app.ctx, request.user.id, request.params.id, {
        origin: `${request.protocol}://${request.host}`,
        lang: mailLang(request.query.lang, request.headers['accept-language']),
      })
      return reply.status(201).send(issued)
    },
  )
}
