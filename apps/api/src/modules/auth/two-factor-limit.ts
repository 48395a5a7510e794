import { MESSAGES } from '@rihla/contract/messages'
import type { AppContext } from '../../context'
import { tooManyRequests } from '../../lib/http-errors'

/**
 * The brute-force limit on second-factor codes, one key per account (`2fa:<userId>`) with the
 * back-off of one email from one address (`config.login.rules.emailFromAddress`). The only place
 * that talks to the limiter for codes, so a new limiter is switched in here alone.
 *
 * An attempt is counted BEFORE the code is checked (and forgiven when it was right): the check
 * and the count happen without an await between them, so a burst of concurrent guesses cannot
 * all pass the check before the first failure is recorded.
 */
export function takeCodeAttempt(ctx: AppContext, userId: number): void {
  const key = `2fa:${userId}`
  const wait = ctx.loginLimiter.retryAfter([key])
  if (wait > 0) throw tooManyRequests(MESSAGES.twoFactor.tooMany, wait)
  ctx.loginLimiter.fail([{ key, rule: ctx.config.login.rules.emailFromAddress }])
}

/** A right code: the attempts counted so far are forgiven. */
export function codeAccepted(ctx: AppContext, userId: number): void {
  ctx.loginLimiter.reset(`2fa:${userId}`)
}
