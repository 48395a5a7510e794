import { z } from 'zod'
import { PAGE_SIZES, ROLES } from './constants'
import { csvExportOptions } from './csv-export'
import { MESSAGES } from './messages'
import { pageQuerySchema, pageResponseSchema, searchCountQuery } from './pagination'

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  isBlocked: z.boolean(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
})
export type User = z.infer<typeof userSchema>

export const USER_SORT_KEYS = ['id', 'username', 'email', 'role', 'isBlocked', 'createdAt'] as const

export const userListQuerySchema = pageQuerySchema(PAGE_SIZES.users).extend({
  sort: z.enum(USER_SORT_KEYS).default('id'),
  ...searchCountQuery,
})
export type UserListQuery = z.infer<typeof userListQuerySchema>

/** A CSV export of users: the list's search and sort, every page at once. */
export const userExportQuerySchema = userListQuerySchema
  .omit({ page: true, limit: true, count: true })
  .extend(csvExportOptions)
export type UserExportQuery = z.infer<typeof userExportQuerySchema>

export const userListResponseSchema = pageResponseSchema(userSchema)
export type UserListResponse = z.infer<typeof userListResponseSchema>

/** An Algerian number: 0 and nine digits, or +213 and the same nine digits without the 0. */
export const ALGERIAN_PHONE = /^(?:0|\+213)[1-9]\d{8}$/

/**
 * The admin's phone: required (the seed's message), then an Algerian number (beyond the seed,
 * which had no format rule). Spaces, dots and dashes between the digits are dropped.
 */
export const adminPhoneBodySchema = z.object({
  phoneNumber: z
    .string({ error: MESSAGES.phone.required })
    .trim()
    .min(1, { error: MESSAGES.phone.required })
    .max(32, { error: MESSAGES.phone.invalid })
    .transform((phone) => phone.replace(/[\s.-]/g, ''))
    .refine((phone) => ALGERIAN_PHONE.test(phone), { error: MESSAGES.phone.invalid }),
})
