import { z } from 'zod'
import { LANGS } from './constants'
import type { MessageCode } from './message-codes'
import { MESSAGES } from './messages'

const m = MESSAGES.password

/**
 * The password policy for staff and for every password changed or reset: at least
 * this many characters; and, checked by the server (its list is too big for a browser, and it
 * knows the account), not a common password, none of the account's own words or the product's
 * name (ASVS V6.2.11), not mostly repeats. Sign-up keeps the seed's 6 (auth.ts), with the
 * server's checks after the seed's.
 */
export const STRONG_PASSWORD_MIN = 10
/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_SECONDS = 3600

/** The codes of the policy's refusals: a form shows each beside its new-password field. */
export const PASSWORD_POLICY_CODES: readonly MessageCode[] = [
  'password.tooShort',
  'password.common',
  'password.contextWord',
  'password.repeats',
]

/** A new password under the policy; the common-password list is the server's part of it. */
export const newPasswordSchema = z
  .string({ error: m.tooShort })
  .min(STRONG_PASSWORD_MIN, { error: m.tooShort })
  .max(256, { error: MESSAGES.generic.badRequest })

/** `POST /api/auth/password`: change one's own password; the other sessions end. */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: m.currentRequired })
    .min(1, { error: m.currentRequired })
    .max(256, { error: m.currentInvalid }),
  newPassword: newPasswordSchema,
})
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>

/** `POST /api/auth/forgot-password`: the mail is in `lang`, else the Accept-Language's. */
export const forgotPasswordBodySchema = z.object({
  email: z
    .string({ error: MESSAGES.signup.email })
    .trim()
    .min(1, { error: MESSAGES.signup.email })
    .max(254, { error: MESSAGES.signup.email }),
  lang: z.enum(LANGS).optional(),
})
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>

/** The same answer whether or not an account uses the address. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() })
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>

/**
 * `POST /api/auth/reset-password`: the token is the last path segment or the `token` query
 * value of a `resetUrl`; every session of the account ends.
 */
export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: m.resetInvalid })
    .min(1, { error: m.resetInvalid })
    .max(128, { error: m.resetInvalid }),
  password: newPasswordSchema,
})
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>

/** `POST /api/users/{id}/password-reset` (admin): shown once; e-mailed too when mail is on. */
export const passwordResetIssuedSchema = z.object({
  resetUrl: z.string(),
  expiresAt: z.string(),
  /** Whether the link was also queued for e-mail to the account's address. */
  emailed: z.boolean(),
})
export type PasswordResetIssued = z.infer<typeof passwordResetIssuedSchema>

/** `GET /api/auth/options`: what the sign-in pages may offer on this deployment. */
export const authOptionsSchema = z.object({
  /** False without `SMTP_URL`: forgot-password tells people to ask an administrator. */
  passwordResetByEmail: z.boolean(),
  /** REQUIRE_2FA_FOR_STAFF: staff without a second factor are sent to enroll after sign-in. */
  requireTwoFactorForStaff: z.boolean(),
})
export type AuthOptions = z.infer<typeof authOptionsSchema>

/** Reads the reset token out of what a person pasted: a whole link or the token alone. */
export function resetTokenOf(linkOrToken: string): string {
  const text = linkOrToken.trim()
  try {
    const url = new URL(text)
    const query = url.searchParams.get('token')
    if (query) return query
    return url.pathname.split('/').filter(Boolean).pop() ?? ''
  } catch {
    return text
  }
}
