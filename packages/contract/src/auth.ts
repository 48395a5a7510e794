import { z } from 'zod'
import { ROLES } from './constants'
import { MESSAGES } from './messages'
import { phoneNumberSchema } from './phone'

const m = MESSAGES.signup

/** Letters of any script and spaces: Arabic and French names are names too. */
export const USERNAME_PATTERN = /^[\p{L} ]+$/u
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
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
  // The one phone rule (separators dropped, the seed's 10 to 15 digits), stored as +213….
  phoneNumber: phoneNumberSchema(),
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
  /**
   * Present and true when REQUIRE_2FA_FOR_STAFF is on and this staff account has no second
   * factor: until it enrolls, only its own account's routes answer.
   */
  twoFactorSetupRequired: z.literal(true).optional(),
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

/** Digits of an authenticator code (RFC 6238, SHA-1, 30 s steps: what every app supports). */
export const TOTP_DIGITS = 6
/** How many single-use recovery codes an enrollment hands out. */
export const RECOVERY_CODE_COUNT = 10

const m2 = MESSAGES.twoFactor

/** An authenticator code or a recovery code; spaces and dashes typed by hand are ignored. */
const codeSchema = z
  .string({ error: m2.codeRequired })
  .max(64, { error: m2.codeInvalid })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, { error: m2.codeRequired }))

/**
 * What `POST /api/auth/login` answers instead of tokens when the account has a second factor:
 * no `accessToken` field, so the seed's client can never store it as a session.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Opaque, single-use, valid a few minutes, good only for `POST /api/auth/login/two-factor`. */
  challengeToken: z.string(),
})
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>

export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeSchema])
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const twoFactorLoginBodySchema = z.object({
  challengeToken: z.string({ error: m2.challengeInvalid }).min(1).max(128),
  code: codeSchema,
})
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBodySchema>

export const twoFactorCodeBodySchema = z.object({ code: codeSchema })
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>

/**
 * Enabling or disabling the second factor: a code from the app and the current
 * password; the person's other sessions end.
 */
export const twoFactorChangeBodySchema = z.object({
  code: codeSchema,
  currentPassword: z
    .string({ error: MESSAGES.password.currentRequired })
    .min(1, { error: MESSAGES.password.currentRequired })
    .max(256, { error: MESSAGES.password.currentInvalid }),
})
export type TwoFactorChangeBody = z.infer<typeof twoFactorChangeBodySchema>

/**
 * `POST /api/auth/step-up` (decision 055): the caller's password again, and a code (or a
 * recovery code) when the account has a second factor; 204 opens staff powers over accounts to
 * the current session for STEP_UP_MINUTES.
 */
export const stepUpBodySchema = z.object({
  password: z
    .string({ error: MESSAGES.password.currentRequired })
    .min(1, { error: MESSAGES.password.currentRequired })
    .max(256, { error: MESSAGES.password.currentInvalid }),
  code: codeSchema.optional(),
})
export type StepUpBody = z.infer<typeof stepUpBodySchema>

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>

/** The enrollment: shown once, while the account is not yet protected. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The same URL as a QR code, an SVG `data:` URL (allowed by the CSP's img-src). */
  qrCode: z.string(),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>
