import type { AppContext } from '../../context'
import { hasSettledEntries, lockRollupState, rollUp, settledUpTo } from './rollup-repository'

const BATCH = 20_000
const EVERY_MS = 10_000

/**
 * Brings the Insights rollups up to the settled end of the audit log, `BATCH` entries a
 * transaction, at most `maxBatches` of them; returns how many batches ran.
 */
export async function catchUpRollups(db: AppContext['db'], maxBatches = Number.POSITIVE_INFINITY) {
  let moved = 0
  // Most requests find nothing new and read the figures without taking the lock.
  while (moved < maxBatches && (await hasSettledEntries(db))) {
    const done = await db.transaction(async (tx) => {
      const last = await lockRollupState(tx)
      const upto = await settledUpTo(tx, last, BATCH)
      if (upto > last) await rollUp(tx, last, upto)
      return upto - last < BATCH
    })
    moved++
    if (done) break
  }
  return moved
}

/** The rollups follow the audit log through a recurring job of the one runner (decision 032). */
export function registerInsightsRollup(ctx: AppContext) {
  ctx.jobs.every('insights.rollup', { everyMs: EVERY_MS, handler: () => catchUpRollups(ctx.db) })
}
