import { z } from 'zod'
import { ROLES } from './constants'
import { MESSAGES } from './messages'

const m = MESSAGES.signup

/** Letters of any script and spaces: Arabic and French names are names too. */
export const USERNAME_PATTERN = /^[\p{L} ]+$/u
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An optional plus sign then 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/
export const PASSWORD_MIN = 6

/**
 * Sign-up payload. The keys are declared in the seed's check order, and zod reports issues
 * in key order, so `details[0]` is always the first failing rule the seed would show.
 */
export const registerBodySchema = z.object({
  username: z
    .string({ error: m.username })
    .trim()
    .max(100, { error: m.username })
    .regex(USERNAME_PATTERN, { error: m.username }),
  email: z
    .string({ error: m.email })
    .trim()
    .max(254, { error: m.email })
    .regex(EMAIL_PATTERN, { error: m.email }),
  password: z
    .string({ error: m.password })
    .min(PASSWORD_MIN, { error: m.password })
    .max(256, { error: m.password }),
  phoneNumber: z.string({ error: m.phone }).trim().regex(PHONE_PATTERN, { error: m.phone }),
})
export type RegisterBody = z.infer<typeof registerBodySchema>

export const loginBodySchema = z.object({
  email: z
    .string({ error: MESSAGES.login.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.login.emailRequired })
    .max(254),
  password: z
    .string({ error: MESSAGES.login.passwordRequired })
    .min(1, { error: MESSAGES.login.passwordRequired })
    .max(256),
})
export type LoginBody = z.infer<typeof loginBodySchema>

export const authResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  role: z.enum(ROLES),
})
export type AuthResponse = z.infer<typeof authResponseSchema>

export const refreshBodySchema = z.object({
  refreshToken: z.string({ error: MESSAGES.auth.refreshInvalid }).min(1).max(512),
})

export const refreshResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
})
export type RefreshResponse = z.infer<typeof refreshResponseSchema>
