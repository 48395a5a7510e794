import type { AppContext } from '../../context'
import { sweepEvents } from './events-repository'

const SWEEP_EVERY_MS = 60_000

/**
 * Deletes events older than EVENTS_RETENTION_MINUTES every minute: a recurring job of the one
 * runner (lib/jobs.ts), run by one instance per tick; the delete is idempotent.
 */
export function registerEventSweep(ctx: AppContext) {
  ctx.jobs.every('events.sweep', {
    everyMs: SWEEP_EVERY_MS,
    handler: () => sweepEvents(ctx.db, ctx.config.events.retentionMinutes),
  })
}
