import { z } from 'zod'
import { PAGE_SIZES, ROLES } from './constants'
import { csvExportOptions } from './csv-export'
import { MESSAGES } from './messages'
import { pageQuerySchema, pageResponseSchema, searchCountQuery } from './pagination'
import { phoneNumberSchema } from './phone'

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

/**
 * The admin's phone: required (the seed's message), then sign-up's rule (beyond the seed,
 * which had no format rule; the same rule, so a number a person signed up with is never
 * refused here), stored in the one form (+213…).
 */
export const adminPhoneBodySchema = z.object({
  phoneNumber: phoneNumberSchema(MESSAGES.phone.required),
})
