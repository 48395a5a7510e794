import type { AppContext } from '../../context'
import { takeExpiredRejected } from './review-repository'

const PURGE_BATCH = 500

/**
 * Deletes rejected listings older than REJECTED_RETENTION_DAYS (rows, pictures, ratings),
 * then their files, after the commit as for any delete. Returns how many were purged.
 */
export async function purgeRejectedProducts(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  retentionDays: number,
) {
  let purged = 0
  for (;;) {
    const { count, keys } = await ctx.db.transaction((tx) =>
      takeExpiredRejected(tx, PURGE_BATCH, retentionDays),
    )
    await Promise.allSettled(keys.map((key) => ctx.storage.remove(key)))
    purged += count
    if (count < PURGE_BATCH) return purged
  }
}

/**
 * The retention purge of rejected listings, a recurring job of the one runner
 * (lib/jobs.ts, decision 032): one instance per tick, and rows taken `FOR UPDATE SKIP LOCKED`
 * so two runs that meet never purge one listing twice.
 */
export function registerRejectedPurge(ctx: AppContext) {
  const { intervalMs, retentionDays } = ctx.config.rejectedPurge
  ctx.jobs.every('products.rejected-purge', {
    everyMs: intervalMs,
    handler: () => purgeRejectedProducts(ctx, retentionDays),
  })
}
