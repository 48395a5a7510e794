import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context'
import { sweepKnownAddresses } from './known-addresses'
import { sweepResetTokens } from './password-reset-repository'

const SWEEP_EVERY_MS = 60_000

/**
 * Deletes spent limiter rows, old known addresses and expired reset tokens every minute, so
 * the tables stay bounded.
 */
export function startLimitSweep(ctx: AppContext, log: FastifyBaseLogger) {
  let running: Promise<unknown> = Promise.resolve()
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    running = Promise.all([
      ctx.limiter.sweep(),
      sweepKnownAddresses(ctx.db, ctx.limiter.now()),
      sweepResetTokens(ctx.db),
    ])
      .catch((error: unknown) => log.warn({ err: error }, 'limiter sweep failed'))
      .finally(() => {
        busy = false
      })
  }, SWEEP_EVERY_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
