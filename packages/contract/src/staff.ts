import { z } from 'zod'
import { ROLES } from './constants'
import { MESSAGES } from './messages'
import { userSchema } from './users'

/** The roles a person can be invited as: staff, never a plain user. */
export const STAFF_ROLES = ['admin', 'moderator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** How long an invitation link works: three days, longer than a reset's hour (decision 035). */
export const INVITE_TTL_SECONDS = 3 * 24 * 3600

/** `POST /api/users` (admin): invite a staff member, who sets a password from a one-time link. */
export const inviteStaffBodySchema = z.object({
  email: z
    .string({ error: MESSAGES.signup.email })
    .trim()
    .max(254, { error: MESSAGES.signup.email })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: MESSAGES.signup.email }),
  username: z
    .string({ error: MESSAGES.user.usernameRequired })
    .trim()
    .min(1, { error: MESSAGES.user.usernameRequired })
    .max(100, { error: MESSAGES.signup.username })
    .regex(/^[\p{L} ]+$/u, { error: MESSAGES.signup.username }),
  role: z.enum(STAFF_ROLES, { error: MESSAGES.user.staffRole }),
  /** The language of the invitation mail; else the request's Accept-Language. */
  lang: z.enum(['ar', 'fr', 'en']).optional(),
})
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>

/** The invitation: its link is answered this once, to the admin, and never logged. */
export const staffInvitedSchema = z.object({
  user: userSchema,
  inviteUrl: z.string(),
  inviteExpiresAt: z.string(),
  /** Whether the link was also queued for e-mail to the address (mail configured). */
  emailed: z.boolean(),
})
export type StaffInvited = z.infer<typeof staffInvitedSchema>

/** `PUT /api/users/{id}/role` (admin). The last active admin keeps the role. */
export const changeRoleBodySchema = z.object({
  role: z.enum(ROLES, { error: MESSAGES.user.role }),
})
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>

/** A row of the Staff screen: a user with a staff role, their second factor and last sign-in. */
export const staffMemberSchema = userSchema.extend({
  twoFactorEnabled: z.boolean(),
  /** The start of their latest session; null for an invitation not taken up yet. */
  lastSignInAt: z.string().nullable(),
  /** True until the invited person has set a password. */
  invitePending: z.boolean(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

/** `GET /api/users/staff` (admin): every admin and moderator, admins first, then by name. */
export const staffListResponseSchema = z.object({ data: z.array(staffMemberSchema) })
export type StaffListResponse = z.infer<typeof staffListResponseSchema>
