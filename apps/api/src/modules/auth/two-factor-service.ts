import type { TwoFactorChangeBody, TwoFactorLoginBody } from '@rihla/contract/auth'
import type { AppContext, AuthUser } from '../../context'
import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { httpError } from '../../lib/http-errors'
import { findAccount } from './account-repository'
import { checkCurrentPassword } from './password-service'
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes'
import { endSessions } from './session-end-service'
import { enrollmentPicture, matchTotpStep, newTotpSecret } from './totp'
import { takeCodeAttempt } from './two-factor-limit'
import {
  countRecoveryCodesLeft,
  createChallenge,
  findChallenge,
  findSecret,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  spendChallenge,
  spendRecoveryCode,
  spendStep,
} from './two-factor-repository'

/** How long the step between the password and the code may take. */
export const CHALLENGE_TTL_SECONDS = 300

// A wrong code on a signed-in route is a 400, never a 401: the web client answers a 401 by
// renewing the session and retrying, which would spend a second attempt.
export const wrongCode = () => httpError(400, 'twoFactor.codeInvalid')

/** Whether sign-in must ask this account for a code. */
export async function hasTwoFactor(ctx: AppContext, userId: number) {
  return (await findSecret(ctx.db, userId))?.enabled ?? false
}

export async function twoFactorStatus(ctx: AppContext, userId: number) {
  const row = await findSecret(ctx.db, userId)
  if (!row?.enabled) return { enabled: false, recoveryCodesLeft: 0 }
  return { enabled: true, recoveryCodesLeft: await countRecoveryCodesLeft(ctx.db, userId) }
}

/** Starts an enrollment: a new secret, shown this once, kept pending until a code confirms it. */
export async function startSetup(ctx: AppContext, userId: number) {
  const user = await findAccount(ctx.db, userId)
  if (!user) throw httpError(401, 'auth.tokenInvalid')
  const secret = newTotpSecret()
  if (!(await savePendingSecret(ctx.db, userId, secret)))
    throw httpError(409, 'twoFactor.alreadyEnabled')
  return { secret, ...(await enrollmentPicture(secret, user.email)) }
}

/**
 * The other sessions of a caller who turns the second factor on or off: a session that signed
 * in without the factor, or one that may belong to whoever the factor is meant to keep out,
 * ends in the change's own transaction. The caller's own session stays.
 */
const otherSessions = (caller: AuthUser) => ({
  userId: caller.id,
  exceptSessionId: caller.sessionId,
})

/**
 * Confirms an enrollment with the current password and one code from the app; answers the
 * recovery codes, once. The password comes first: a stolen access token alone cannot turn the
 * factor on and lock the account's owner out.
 */
export async function confirmSetup(
  ctx: AppContext,
  caller: AuthUser,
  body: TwoFactorChangeBody,
  address: string,
) {
  const userId = caller.id
  await checkCurrentPassword(ctx, userId, body.currentPassword)
  const row = await findSecret(ctx.db, userId)
  if (!row) throw httpError(409, 'twoFactor.noSetup')
  if (row.enabled) throw httpError(409, 'twoFactor.alreadyEnabled')
  const attempt = await takeCodeAttempt(ctx, userId, address)
  const step = await matchTotpStep(row.secret, body.code)
  if (step === null) throw wrongCode()
  const recoveryCodes = newRecoveryCodes()
  // A code spent meanwhile throws inside the transaction: nothing is enabled, nothing ends.
  await endSessions(ctx, otherSessions(caller), async (tx) => {
    if (!(await spendStep(tx, userId, step, false))) throw wrongCode()
    await replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashRecoveryCode))
    await recordAudit(tx, ownChange(userId, 'user.two-factor-enable', true))
  })
  await attempt.accepted()
  return { recoveryCodes }
}

/** The activity entry of a person turning their own second factor on or off. */
const ownChange = (
  userId: number,
  action: 'user.two-factor-enable' | 'user.two-factor-disable',
  enabled: boolean,
) => ({
  actorId: userId,
  action,
  entity: 'user' as const,
  entityId: userId,
  before: { twoFactorEnabled: !enabled },
  after: { twoFactorEnabled: enabled },
})

/** Spends an authenticator code (a later step than the last) or an unused recovery code. */
export async function spendCode(tx: DbOrTx, userId: number, step: number | null, code: string) {
  if (looksLikeRecoveryCode(code)) return spendRecoveryCode(tx, userId, hashRecoveryCode(code))
  return step !== null && spendStep(tx, userId, step, true)
}

/** Turns the second factor off; it takes the current password and a code (or a recovery code). */
export async function disableTwoFactor(
  ctx: AppContext,
  caller: AuthUser,
  body: TwoFactorChangeBody,
  address: string,
) {
  const userId = caller.id
  await checkCurrentPassword(ctx, userId, body.currentPassword)
  const row = await findSecret(ctx.db, userId)
  if (!row?.enabled) throw httpError(409, 'twoFactor.notEnabled')
  const attempt = await takeCodeAttempt(ctx, userId, address)
  const step = await matchTotpStep(row.secret, body.code)
  await endSessions(ctx, otherSessions(caller), async (tx) => {
    if (!(await spendCode(tx, userId, step, body.code))) throw wrongCode()
    await removeTwoFactor(tx, userId)
    await recordAudit(tx, ownChange(userId, 'user.two-factor-disable', false))
  })
  await attempt.accepted()
}

/** Called by login once the password is right: the token for the second step. */
export async function startChallenge(ctx: AppContext, userId: number) {
  const challengeToken = await createChallenge(ctx.db, userId, CHALLENGE_TTL_SECONDS)
  return { twoFactorRequired: true as const, challengeToken }
}

/** What the second step learnt of its challenge, for the caller's log line even on a refusal. */
export type ChallengeSeen = { userId?: number }

/**
 * The second step of sign-in: a right code for the challenge's account spends the code and the
 * challenge together, and the caller starts the session. A wrong code keeps the challenge for
 * another try, within the account's code limit.
 */
export async function completeChallenge(
  ctx: AppContext,
  body: TwoFactorLoginBody,
  address: string,
  seen: ChallengeSeen = {},
) {
  const challenge = await findChallenge(ctx.db, body.challengeToken)
  if (!challenge) throw httpError(401, 'twoFactor.challengeInvalid')
  const { userId } = challenge
  seen.userId = userId
  const row = await findSecret(ctx.db, userId)
  if (!row?.enabled) throw httpError(401, 'twoFactor.challengeInvalid')
  const attempt = await takeCodeAttempt(ctx, userId, address)
  const step = await matchTotpStep(row.secret, body.code)
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await spendCode(tx, userId, step, body.code)))
      throw httpError(401, 'twoFactor.codeInvalid')
    if (!(await spendChallenge(tx, challenge.id)))
      throw httpError(401, 'twoFactor.challengeInvalid')
    const found = await findAccount(tx, userId)
    // A blocked account's right code is refused below: no entry, the sign-in did not happen.
    if (found && !found.isBlocked) {
      await recordAudit(tx, {
        actorId: userId,
        action: 'user.two-factor-login',
        entity: 'user',
        entityId: userId,
      })
    }
    return found
  })
  await attempt.accepted()
  if (!user) throw httpError(401, 'twoFactor.challengeInvalid')
  if (user.isBlocked) throw httpError(403, 'login.blocked')
  return user
}

/**
 * An admin turns someone's second factor off (lost phone), in the caller's
 * transaction; false when it is not on. The secret's row is locked first, so of two admins
 * resetting at once the second sees it gone and is told so.
 */
export async function resetTwoFactor(tx: DbOrTx, userId: number) {
  const row = await findSecret(tx, userId, true)
  if (!row?.enabled) return false
  await removeTwoFactor(tx, userId)
  return true
}
