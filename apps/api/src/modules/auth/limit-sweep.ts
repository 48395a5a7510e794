import type { AppContext } from '../../context'
import { sweepKnownAddresses } from './known-addresses'
import { sweepResetTokens } from './password-reset-repository'

const SWEEP_EVERY_MS = 60_000

/**
 * Deletes spent limiter rows, old known addresses and expired reset tokens every minute, so
 * the tables stay bounded: a recurring job of the one runner (lib/jobs.ts), run by one
 * instance per tick.
 */
export function registerLimitSweep(ctx: AppContext) {
  ctx.jobs.every('auth.limit-sweep', {
    everyMs: SWEEP_EVERY_MS,
    handler: () =>
      Promise.all([
        ctx.limiter.sweep(),
        sweepKnownAddresses(ctx.db, ctx.limiter.now()),
        sweepResetTokens(ctx.db),
      ]),
  })
}
