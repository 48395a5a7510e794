import type { AppContext } from '../../context'
import { sweepKnownAddresses } from './known-addresses-repository'
import { sweepResetTokens } from './password-reset-repository'
import { sweepSessions } from './session-repository'

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
  // Sessions and refresh tokens no request can use any more (SESSION_RETENTION), so a client
  // rotating all day, or sign-ins by the thousand, leave a bounded table behind;
  // SESSION_SWEEP_INTERVAL_MS (10 min), REFRESH_TOKEN_RETENTION_MINUTES (a day).
  const { everyMs, tokenRetentionMinutes } = ctx.config.sessionSweep
  ctx.jobs.every('auth.session-sweep', {
    everyMs,
    handler: () => sweepSessions(ctx.db, { tokenMinutes: tokenRetentionMinutes }),
  })
}
