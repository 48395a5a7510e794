import {
  authResponseSchema,
  loginBodySchema,
  recoveryCodesSchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  stepUpBodySchema,
  twoFactorChallengeSchema,
  twoFactorChangeBodySchema,
  twoFactorCodeBodySchema,
  twoFactorLoginBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../auth'
import { MESSAGES } from '../messages'
import {
  authOptionsSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  passwordResetIssuedSchema,
  resetPasswordBodySchema,
} from '../passwords'
import {
  dataRequestBodySchema,
  dataRequestResponseSchema,
  userErasedResponseSchema,
} from '../personal-data'
import { sessionIdParamSchema, sessionListSchema, sessionSchema } from '../sessions'
import {
  changeRoleBodySchema,
  inviteStaffBodySchema,
  staffInvitedSchema,
  staffListResponseSchema,
  staffMemberSchema,
} from '../staff'
import { adminPhoneBodySchema, userListResponseSchema, userSchema } from '../users'
import { describe, describeAll, instant, named } from './words'

// Accounts: sign-in and its tokens, the second factor, passwords, sessions, users and staff.

const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'
const REFRESH_TOKEN = 'Qm9uam91ciBSaWhsYSwgdm9pY2kgdW4gamV0b24'
const CODE = ['An authenticator code (6 digits) or a recovery code.', '492039'] as const
const PASSWORD = ['The current password.', 'Rihla-2026-admin'] as const

named(authResponseSchema, 'AuthTokens', 'A signed-in session: its tokens and the role.')
describeAll([authResponseSchema, refreshResponseSchema], {
  accessToken: [
    'Send as `Authorization: Bearer …`; short-lived (15 minutes by default).',
    ACCESS_TOKEN,
  ],
  refreshToken: [
    'Single use: `POST /api/auth/refresh-token` swaps it for new tokens.',
    REFRESH_TOKEN,
  ],
  role: ['The account’s role.', 'admin'],
  twoFactorSetupRequired: [
    'Staff with no second factor where one is required: only their own account’s routes answer until they enroll.',
    true,
  ],
})
named(twoFactorChallengeSchema, 'TwoFactorChallenge', 'A sign-in that needs its second factor.')
describe(twoFactorChallengeSchema, {
  twoFactorRequired: ['The account has a second factor: no tokens yet.', true],
  challengeToken: [
    'Single use, a few minutes, for `POST /api/auth/login/two-factor`.',
    'c2Vjb25kLWZhY3Rvcg',
  ],
})
describeAll(
  [loginBodySchema, registerBodySchema, forgotPasswordBodySchema, inviteStaffBodySchema],
  {
    email: ['The e-mail address.', 'admin@rihla.dz'],
    password: ['The password.', 'Rihla-2026-admin'],
    username: ['The name shown (letters and spaces).', 'Yasmine Mansouri'],
    phoneNumber: ['A phone number (10 to 15 digits; stored as +213…).', '0555 12 34 56'],
    lang: ['The language of the mail; else the request’s Accept-Language.', 'fr'],
    role: ['The staff role.', 'moderator'],
  },
)
describe(refreshBodySchema, { refreshToken: ['The refresh token last received.', REFRESH_TOKEN] })
describeAll([twoFactorLoginBodySchema, twoFactorCodeBodySchema, twoFactorChangeBodySchema], {
  challengeToken: ['The `challengeToken` of the sign-in.', 'c2Vjb25kLWZhY3Rvcg'],
  code: CODE,
  currentPassword: PASSWORD,
})
describe(stepUpBodySchema, {
  password: ['The caller’s password, confirmed again.', 'Rihla-2026-admin'],
  code: ['With a second factor: a code from the authenticator app, or a recovery code.', '492039'],
})
describe(twoFactorStatusSchema, {
  enabled: ['Whether the account has a second factor.', true],
  recoveryCodesLeft: ['Recovery codes not used yet.', 9],
})
describe(twoFactorSetupSchema, {
  secret: ['The secret in Base32, to type into an authenticator app.', 'JBSWY3DPEHPK3PXP'],
  otpauthUrl: [
    'The same as an `otpauth://` URL.',
    'otpauth://totp/Rihla:admin%40rihla.dz?secret=JBSWY3DPEHPK3PXP',
  ],
  qrCode: ['The URL as a QR code: an SVG `data:` URL.', 'data:image/svg+xml;base64,PHN2Zy8+'],
})
describe(recoveryCodesSchema, {
  recoveryCodes: ['Single-use codes, shown this once.', ['7KD2-9QXM', 'P4LA-3VRT']],
})
describe(changePasswordBodySchema, {
  currentPassword: PASSWORD,
  newPassword: [
    'The new password: 10 characters or more, not a common one.',
    'Sahara-Tassili-2027',
  ],
})
describe(forgotPasswordResponseSchema, {
  message: [
    'The same answer whether or not an account uses the address.',
    MESSAGES.password.resetSent,
  ],
})
describe(resetPasswordBodySchema, {
  token: ['The token of the reset link.', 'cmVzZXQtdG9rZW4'],
  password: ['The new password: 10 characters or more, not a common one.', 'Sahara-Tassili-2027'],
})
describe(passwordResetIssuedSchema, {
  resetUrl: [
    'The one-time link, shown this once.',
    'https://admin.rihla.dz/reset-password/cmVzZXQtdG9rZW4',
  ],
  expiresAt: instant('When the link stops working.', '2026-11-24T10:15:00.000Z'),
  emailed: ['Whether it was also queued for e-mail.', false],
})
describe(authOptionsSchema, {
  passwordResetByEmail: ['Forgotten passwords are reset by e-mail (mail is configured).', false],
  requireTwoFactorForStaff: ['Staff must enroll a second factor.', false],
})

named(sessionSchema, 'Session', 'A signed-in session of the caller.')
describe(sessionSchema, {
  id: ['The session’s id.', '0f8c2a7e-3b1d-4c5e-9a6f-2d7b8e1c4a90'],
  userAgent: [
    'The browser’s User-Agent at sign-in.',
    'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
  ],
  address: ['The address it signed in from.', '197.200.12.34'],
  createdAt: instant('When it signed in.', '2026-11-24T08:00:00.000Z'),
  lastSeenAt: instant('The last renewal of its tokens; null until the first.'),
  current: ['The session of this request.', true],
})
describe(sessionListSchema, { data: 'The live sessions, the latest first.' })
describe(sessionIdParamSchema, { id: 'The session’s id.' })

named(userSchema, 'User', 'An account.')
describe(userSchema, {
  id: ['The account’s id.', 57],
  username: ['The name shown.', 'Karim Boudiaf'],
  email: ['The e-mail address (the sign-in).', 'karim.boudiaf@example.dz'],
  phoneNumber: ['The phone number.', '+213555000057'],
  role: ['What the account may do.', 'user'],
  isBlocked: ['Blocked accounts cannot sign in.', false],
  profilePicture: ['The picture’s address; null for none.', null],
  createdAt: instant('When the account was made.', '2026-03-02T10:00:00.000Z'),
})
named(userListResponseSchema, 'UserPage', 'A page of accounts.')
describe(userListResponseSchema, { data: 'The accounts of the page.', meta: 'The page meta.' })
describe(adminPhoneBodySchema, { phoneNumber: ['The new number.', '0661 20 30 40'] })
named(staffMemberSchema, 'StaffMember', 'An admin or moderator, with their security state.')
describe(staffMemberSchema, {
  twoFactorEnabled: ['Whether they have a second factor.', true],
  lastSignInAt: instant('The start of their latest session; null before the first.'),
  invitePending: ['Invited, no password set yet.', false],
})
describe(staffListResponseSchema, { data: 'Every admin and moderator, admins first.' })
describe(staffInvitedSchema, {
  user: 'The account made for the invitation.',
  inviteUrl: ['The one-time link, shown this once.', 'https://admin.rihla.dz/invite/aW52aXRl'],
  inviteExpiresAt: instant('When the link stops working.', '2026-11-27T09:15:00.000Z'),
  emailed: ['Whether it was also queued for e-mail.', false],
})
describe(changeRoleBodySchema, { role: ['The new role.', 'moderator'] })

describe(dataRequestBodySchema, {
  kind: ['`export`: a copy of one’s data; `erase`: its erasure.', 'export'],
})
describe(dataRequestResponseSchema, {
  kind: ['What was asked.', 'export'],
  requestedAt: instant('When it was asked (staff see it in the activity).'),
})
describe(userErasedResponseSchema, {
  id: ['The account’s id, kept for the records that name it.', 57],
  username: ['The name it now has.', 'Erased account 57'],
  listingsRemoved: ['How many of their listings were removed.', 3],
  filesRemoved: ['How many stored files (pictures) were removed.', 9],
})
