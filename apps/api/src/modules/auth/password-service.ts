import type { Lang } from '@rihla/contract/constants'
import { MESSAGES } from '@rihla/contract/messages'
import {
  type ChangePasswordBody,
  PASSWORD_RESET_TTL_SECONDS,
  type ResetPasswordBody,
} from '@rihla/contract/passwords'
import { INVITE_TTL_SECONDS, type StaffRole } from '@rihla/contract/staff'
import type { AppContext, AuthUser } from '../../context'
import type { Tx } from '../../db/client'
import { limitAddress } from '../../lib/address-key'
import { recordAudit } from '../../lib/audit'
import { holdEventsLock } from '../../lib/events'
import { httpError, tooManyRequests } from '../../lib/http-errors'
import { enqueueJob, MAIL_PRIORITY } from '../../lib/jobs'
import {
  findAccount,
  findAccountByEmail,
  findPasswordHash,
  lockAccount,
} from './account-repository'
import { isKnownAddress } from './known-addresses-repository'
import { refuseWeakPassword } from './password-policy'
import {
  findResetToken,
  insertResetToken,
  setPasswordHash,
  spendResetToken,
} from './password-reset-repository'
import { hashPassword, verifyPassword } from './passwords'
import { inviteMail, resetMail } from './reset-mail'
import { endSessions } from './session-end-service'

/** Job kinds of this module (decision 032). */
export const FORGOT_JOB = 'password.forgot'
export const MAIL_JOB = 'mail.send'

export const resetUrlOf = (base: string, token: string) =>
  `${base}/reset-password?token=${encodeURIComponent(token)}`

/** An invitation is a reset link the page greets as a welcome (`invite=1`, decision 035). */
export const inviteUrlOf = (base: string, token: string) => `${resetUrlOf(base, token)}&invite=1`

type Mail = Parameters<NonNullable<AppContext['mailer']>['send']>[0]

/**
 * Issues a one-time link (a reset token valid `ttlSeconds`) in the caller's transaction and,
 * when mail is on, queues its sealed mail there too, so a link is mailed if and only if it was
 * issued. The mail is sealed: the link is a secret.
 */
async function issueLink(
  ctx: AppContext,
  tx: Tx,
  link: {
    userId: number
    issuedBy: number | null
    ttlSeconds: number
    urlOf: (token: string) => string
    mailOf: (url: string) => Mail
    /** Whether the older unspent links of the account stop working (`insertResetToken`). */
    replace: boolean
  },
) {
  const { token, expiresAt } = await insertResetToken(
    tx,
    link.userId,
    link.issuedBy,
    link.ttlSeconds,
    link.replace,
  )
  const url = link.urlOf(token)
  if (ctx.mailer) {
    await enqueueJob(
      tx,
      MAIL_JOB,
      { sealed: ctx.sealer.seal(link.mailOf(url)) },
      { priority: MAIL_PRIORITY },
    )
  }
  return { url, expiresAt: expiresAt.toISOString(), emailed: ctx.mailer !== undefined }
}

/** A password reset link (one hour), mailed in `lang` when mail is on. */
async function issueReset(
  ctx: AppContext,
  tx: Tx,
  user: { id: number; email: string },
  options: { issuedBy: number | null; base: string; lang: Lang },
) {
  const { url, expiresAt, emailed } = await issueLink(ctx, tx, {
    userId: user.id,
    issuedBy: options.issuedBy,
    ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
    urlOf: (token) => resetUrlOf(options.base, token),
    mailOf: (resetUrl) => resetMail(user.email, options.lang, resetUrl),
    // Only an admin's link replaces the others; anyone can ask for a forgot-password one.
    replace: options.issuedBy !== null,
  })
  return { resetUrl: url, expiresAt, emailed }
}

/**
 * Issues a new staff member's invitation link (valid INVITE_TTL_SECONDS) in the caller's
 * transaction, the one that creates the account, and queues its sealed mail there when mail
 * is on: the same link as a reset, spent by the same `POST /api/auth/reset-password`.
 */
export async function issueInvite(
  ctx: AppContext,
  tx: Tx,
  user: { id: number; email: string; role: StaffRole },
  options: { issuedBy: number; base: string; lang: Lang },
) {
  const { url, expiresAt, emailed } = await issueLink(ctx, tx, {
    userId: user.id,
    issuedBy: options.issuedBy,
    ttlSeconds: INVITE_TTL_SECONDS,
    urlOf: (token) => inviteUrlOf(options.base, token),
    mailOf: (inviteUrl) => inviteMail(user.email, options.lang, user.role, inviteUrl),
    replace: true,
  })
  return { inviteUrl: url, inviteExpiresAt: expiresAt, emailed }
}

/**
 * An admin issues a reset link for someone (audited). The link is answered once, to the admin;
 * it is never logged. `origin` is the admin's own request's, used only without PUBLIC_URL and
 * only for this answer: mails always use PUBLIC_URL (config.ts). Never for the admin's own
 * account: a password change there asks for the current one (decision 055).
 */
export async function adminIssueReset(
  ctx: AppContext,
  adminId: number,
  userId: number,
  options: { origin: string; lang: Lang },
) {
  if (adminId === userId) throw httpError(403, 'user.selfStaff')
  const issued = await ctx.db.transaction(async (tx) => {
    // The event lock before the account's row, in the order a reset and a block take them.
    await holdEventsLock(tx)
    const user = await lockAccount(tx, userId)
    if (!user) throw httpError(404, 'user.notFound')
    const base = ctx.config.publicUrl ?? options.origin
    const answer = await issueReset(ctx, tx, user, { issuedBy: adminId, base, lang: options.lang })
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.password',
      entity: 'user',
      entityId: user.id,
      after: { expiresAt: answer.expiresAt, emailed: answer.emailed },
    })
    return answer
  })
  ctx.jobs.wake()
  return issued
}

/**
 * Forgot-password: the same work and answer whatever the address: count the request, queue a
 * job, answer. Whether an account uses the address is only looked up by the job, after the
 * answer left (`runForgotJob`), so neither the answer nor its time can tell. Requests are
 * limited per requester address only: a limit per account would be anyone's to spend, locking
 * the owner out (docs/security.md); the account's limit is on the mails the job sends.
 */
export async function requestReset(ctx: AppContext, email: string, lang: Lang, ip: string) {
  if (!ctx.mailer) return { message: MESSAGES.password.askAdmin }
  const normalized = email.trim().toLowerCase()
  const attempt = await ctx.limiter.reserve([
    { key: `reset:ip:${limitAddress(ip)}`, rule: ctx.config.passwordReset.perAddress },
  ])
  if (!attempt.ok) throw tooManyRequests('password.resetTooMany', attempt.retryAfter)
  // Ahead of bulk work, as the mail it leads to (decision 053).
  const sealed = ctx.sealer.seal({ email: normalized, lang, address: ip })
  await enqueueJob(ctx.db, FORGOT_JOB, { sealed }, { priority: MAIL_PRIORITY })
  ctx.jobs.wake()
  return { message: MESSAGES.password.resetSent }
}

/**
 * The forgot-password job: a link for an account that uses the address and is not blocked, at
 * most PASSWORD_RESET_MAX_PER_ACCOUNT mails a window per account however many ask. A request
 * past that sends nothing, but every link already sent keeps working (none replaces another),
 * so strangers' requests cannot keep the owner from resetting, nor spend an invitation; and
 * the account's known addresses (decision 015) are not stopped by that count, as at sign-in.
 */
export async function runForgotJob(ctx: AppContext, payload: unknown) {
  const { email, lang, address } = ctx.sealer.open(sealedOf(payload)) as {
    email: string
    lang: Lang
    /** Absent from a job queued by an older version. */
    address?: string
  }
  const base = ctx.config.publicUrl
  if (!base) return
  const account = await findAccountByEmail(ctx.db, email)
  if (!account || account.isBlocked) return
  const known =
    address !== undefined && (await isKnownAddress(ctx.db, account.id, address, ctx.limiter.now()))
  const mail = await ctx.limiter.reserve([
    {
      key: `reset:mail:${account.id}`,
      rule: ctx.config.passwordReset.perAccount,
      enforce: !known,
    },
  ])
  if (!mail.ok) return
  await ctx.db.transaction(async (tx) => {
    // Locked and read again: a block or a password set either committed before (and is seen
    // here) or waits for this link, and then ends it.
    const user = await lockAccount(tx, account.id)
    if (!user || user.isBlocked) return
    await issueReset(ctx, tx, user, { issuedBy: null, base, lang })
  })
  ctx.jobs.wake()
}

/** The mail job: sends a sealed mail; a failure is retried by the runner. */
export async function runMailJob(ctx: AppContext, payload: unknown) {
  if (!ctx.mailer) throw new Error('mail is not configured')
  const mail = ctx.sealer.open(sealedOf(payload)) as Mail
  await ctx.mailer.send(mail)
}

function sealedOf(payload: unknown): string {
  const sealed = (payload as { sealed?: unknown } | null)?.sealed
  if (typeof sealed !== 'string') throw new Error('job payload is not sealed')
  return sealed
}

/**
 * Sets a password from a reset link and ends every session of the account. The token is read
 * first (unknown, spent or expired: 400), the password hashed outside the transaction, then
 * the token spent and the password set in the transaction that ends the sessions.
 */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody) {
  const found = await findResetToken(ctx.db, body.token)
  if (!found) throw httpError(400, 'password.resetInvalid')
  const owner = await findAccount(ctx.db, found.userId)
  if (!owner) throw httpError(400, 'password.resetInvalid')
  await refuseWeakPassword(body.password, owner)
  const passwordHash = await hashPassword(body.password)
  await endSessions(ctx, { userId: found.userId }, async (tx) => {
    // The account's row before its links, in the order an admin's new link takes them.
    await lockAccount(tx, found.userId)
    if (!(await spendResetToken(tx, found.id, passwordHash)))
      throw httpError(400, 'password.resetInvalid')
  })
}

/**
 * Checks the caller's current password before a change to their account's security (a new
 * password, turning the second factor on or off): under the same back-off as one email from
 * one address at sign-in (decision 015), on one key per account that every such route shares,
 * so guesses spread over them still add up. A right password clears the count.
 */
export async function checkCurrentPassword(ctx: AppContext, userId: number, password: string) {
  const key = `password:change:${userId}`
  const attempt = await ctx.limiter.reserve([
    { key, rule: ctx.config.login.rules.emailFromAddress },
  ])
  if (!attempt.ok) throw tooManyRequests('password.tooMany', attempt.retryAfter)
  const hash = await findPasswordHash(ctx.db, userId)
  // A wrong password keeps its attempt counted.
  if (hash === undefined || !(await verifyPassword(hash, password)))
    throw httpError(400, 'password.currentInvalid')
  await attempt.release({ reset: [key] })
}

/** Changes the caller's own password once the current one is checked; every other session ends. */
export async function changePassword(ctx: AppContext, caller: AuthUser, body: ChangePasswordBody) {
  const owner = await findAccount(ctx.db, caller.id)
  if (!owner) throw httpError(401, 'auth.tokenInvalid')
  await refuseWeakPassword(body.newPassword, owner)
  await checkCurrentPassword(ctx, caller.id, body.currentPassword)
  const passwordHash = await hashPassword(body.newPassword)
  await endSessions(ctx, { userId: caller.id, exceptSessionId: caller.sessionId }, (tx) =>
    setPasswordHash(tx, caller.id, passwordHash),
  )
}
