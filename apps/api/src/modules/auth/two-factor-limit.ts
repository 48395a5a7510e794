import type { AppContext } from '../../context'
import { limitAddress } from '../../lib/address-key'
import { tooManyRequests } from '../../lib/http-errors'
import { isKnownAddress } from './known-addresses-repository'

/** A code attempt taken: a right code calls `accepted()`, a wrong one keeps it counted. */
export type CodeAttempt = { accepted(): Promise<void> }

/**
 * The brute-force limit on second-factor codes, the only place that talks to the limiter for
 * codes. Two keys, as at sign-in (decision 015):
 * - one account from one address (`2fa:<userId>|<address>`, IPv6 by /64), with the back-off of
 *   one email from one address (`config.login.rules.emailFromAddress`);
 * - one account from every address (`2fa:account:<userId>`, the `account` rule: 50, short
 *   locks), which an address the account completed a sign-in from does not obey (it still
 *   adds to the count). Someone holding the password elsewhere therefore locks only their own
 *   address, and the owner's known address keeps its own allowance.
 *
 * An attempt is counted BEFORE the code is checked, atomically in the shared database
 * (`lib/rate-limiter.ts`, decision 015), so a burst of concurrent guesses cannot all pass.
 */
export async function takeCodeAttempt(
  ctx: AppContext,
  userId: number,
  address: string,
): Promise<CodeAttempt> {
  const { rules } = ctx.config.login
  const pairKey = `2fa:${userId}|${limitAddress(address)}`
  const known = await isKnownAddress(ctx.db, userId, address, ctx.limiter.now())
  const attempt = await ctx.limiter.reserve([
    { key: pairKey, rule: rules.emailFromAddress },
    { key: `2fa:account:${userId}`, rule: rules.account, enforce: !known },
  ])
  if (!attempt.ok) throw tooManyRequests('twoFactor.tooMany', attempt.retryAfter)
  // A right code: this address's wrong codes are forgiven, the account's attempt given back.
  return { accepted: () => attempt.release({ reset: [pairKey] }) }
}
