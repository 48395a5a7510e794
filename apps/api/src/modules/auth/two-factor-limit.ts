import { MESSAGES } from '@rihla/contract/messages'
import type { AppContext } from '../../context'
import { tooManyRequests } from '../../lib/http-errors'

const keyOf = (userId: number) => `2fa:${userId}`

/**
 * The brute-force limit on second-factor codes, one key per account (`2fa:<userId>`) with the
 * back-off of one email from one address (`config.login.rules.emailFromAddress`). The only place
 * that talks to the limiter for codes.
 *
 * An attempt is counted BEFORE the code is checked, atomically in the shared database
 * (`lib/rate-limiter.ts`, decision 015), so a burst of concurrent guesses cannot all pass.
 */
export async function takeCodeAttempt(ctx: AppContext, userId: number): Promise<void> {
  const attempt = await ctx.limiter.reserve([
    { key: keyOf(userId), rule: ctx.config.login.rules.emailFromAddress },
  ])
  if (!attempt.ok) throw tooManyRequests(MESSAGES.twoFactor.tooMany, attempt.retryAfter)
}

/** A right code: the attempts counted so far are forgiven. */
export async function codeAccepted(ctx: AppContext, userId: number): Promise<void> {
  await ctx.limiter.reset([keyOf(userId)])
}
