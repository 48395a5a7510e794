import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { httpError } from '../../lib/http-errors'
import { thenWake } from '../../lib/jobs'
import { enqueueSignals } from '../signals'
import { loadProduct } from './products-repository'
import {
  findTrashed,
  moveToTrash,
  restoreFromTrash,
  takeExpired,
} from './products-trash-repository'

/**
 * Rows whose window closed this long ago are purged (TRASH_PURGE_GRACE_SECONDS): a late undo
 * gets a clear 410 meanwhile.
 */
export const PURGE_GRACE_SECONDS = 30
const PURGE_BATCH = 500

/**
 * Moves products to the trash inside `tx`, restorable until `purgeAfter`; the caller records
 * why (a delete here, a rejection by the seed's `DELETE` in the review module). Ids not found
 * are left out of the answer.
 */
export async function trashProducts(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config'>,
  actorId: number,
  ids: number[],
) {
  return moveToTrash(tx, ids, actorId, ctx.config.undoWindowSeconds)
}

/** Deletes products (not waiting ones: those are rejected) into the trash, each audited. */
export async function deleteProducts(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config'>,
  actorId: number,
  ids: number[],
) {
  const trashed = await trashProducts(tx, ctx, actorId, ids)
  for (const product of trashed) {
    await recordAudit(tx, {
      actorId,
      action: 'product.delete',
      entity: 'product',
      entityId: product.id,
      before: { title: product.title, status: product.status },
    })
  }
  return trashed
}

/**
 * Undoes a delete or reject within its window: 404 when not in the trash, 409 when its
 * subcategory was deleted or moved to another category since, 410 once too late.
 */
export async function restoreProduct(ctx: AppContext, actorId: number, id: number) {
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const trashed = await findTrashed(tx, id)
      if (!trashed) throw httpError(404, 'product.notFound')
      // Why it cannot come back says more than that it is late: its subcategory is gone or moved.
      if (trashed.currentCategory === null) throw httpError(409, 'restore.subcategoryDeleted')
      if (trashed.currentCategory !== trashed.category) {
        throw httpError(409, 'restore.subcategoryMoved')
      }
      if (trashed.expired) throw httpError(410, 'product.undoExpired')
      await restoreFromTrash(tx, id)
      // Back: its signals are computed again after the commit (decision 049).
      await enqueueSignals(tx, id)
      await recordAudit(tx, {
        actorId,
        action: 'product.restore',
        entity: 'product',
        entityId: id,
        after: { title: trashed.title, status: trashed.status },
      })
      const product = await loadProduct(tx, ctx.storage, id)
      if (!product) throw httpError(404, 'product.notFound')
      return product
    }),
  )
}

/**
 * Removes trash rows whose undo window has passed (beyond the grace), then their files, after
 * the commit as for any delete. Returns how many products were purged.
 */
export async function purgeExpiredProducts(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  graceSeconds = PURGE_GRACE_SECONDS,
) {
  let purged = 0
  for (;;) {
    const { count, keys } = await ctx.db.transaction((tx) =>
      takeExpired(tx, PURGE_BATCH, graceSeconds),
    )
    await Promise.allSettled(keys.map((key) => ctx.storage.remove(key)))
    purged += count
    if (count < PURGE_BATCH) return purged
  }
}

/**
 * Purges the trash every TRASH_PURGE_INTERVAL_MS, a recurring job of the one runner (lib/jobs.ts):
 * one instance per tick, and `takeExpired` locks rows with SKIP LOCKED besides, so each product
 * is purged by exactly one of them even when two runs meet.
 */
export function registerTrashPurge(ctx: AppContext) {
  const { intervalMs, graceSeconds } = ctx.config.trashPurge
  ctx.jobs.every('products.trash-purge', {
    everyMs: intervalMs,
    handler: () => purgeExpiredProducts(ctx, graceSeconds),
  })
}
