import type { StepUpBody } from '@rihla/contract/auth'
import type { AppContext, AuthUser } from '../../context'
import { httpError } from '../../lib/http-errors'
import { checkCurrentPassword } from './password-service'
import { markSteppedUp } from './session-repository'
import { matchTotpStep } from './totp'
import { takeCodeAttempt } from './two-factor-limit'
import { findSecret } from './two-factor-repository'
import { spendCode, wrongCode } from './two-factor-service'

/**
 * Steps up the caller's current session (decision 055): the password again, under the one
 * per-account back-off every current-password check shares (so step-up is no password oracle),
 * then, for an account with a second factor, a code under the sign-in's code limits. Only the
 * session of this request is marked; another session of the same person is not.
 */
export async function stepUp(ctx: AppContext, caller: AuthUser, body: StepUpBody, address: string) {
  await checkCurrentPassword(ctx, caller.id, body.password)
  const minutes = ctx.config.stepUpMinutes
  const secret = await findSecret(ctx.db, caller.id)
  let marked: boolean
  if (!secret?.enabled) marked = await markSteppedUp(ctx.db, caller.id, caller.sessionId, minutes)
  else {
    const code = body.code
    if (!code) throw httpError(400, 'twoFactor.codeRequired')
    const attempt = await takeCodeAttempt(ctx, caller.id, address)
    const step = await matchTotpStep(secret.secret, code)
    marked = await ctx.db.transaction(async (tx) => {
      if (!(await spendCode(tx, caller.id, step, code))) throw wrongCode()
      return markSteppedUp(tx, caller.id, caller.sessionId, minutes)
    })
    await attempt.accepted()
  }
  // The session ended while the password was checked: nothing to step up. No memory to drop:
  // a remembered check without the deadline is read again (plugins/authorization.ts).
  if (!marked) throw httpError(401, 'auth.tokenInvalid')
}
