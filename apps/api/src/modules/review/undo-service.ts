import type { BulkUndoResponse, ReviewedItem } from '@rihla/contract/products'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { httpError } from '../../lib/http-errors'
import { thenWake } from '../../lib/jobs'
import { loadVersionedProduct } from '../products'
import { enqueueSignals } from '../signals'
import { type LockedProduct, lockForDecision, revertDecision } from './review-repository'
import { lastDecision, movedOn, ONE, type Reviewed, reviewedOf } from './review-service'

/**
 * Puts a locked product back as it was before its last decision (approved or rejected →
 * waiting; a rejection is forgotten), within UNDO_WINDOW_SECONDS of it. Only whoever decided
 * undoes: when someone else decided since, or nothing is left to undo, 409 (naming who
 * decided and when when known); once the window closed, 410; a version other than the one
 * reviewed (the decision's answer), 409 with the product as it is now (decision 052). Back in
 * the queue, its signals are computed again after the commit (decision 049).
 */
async function undoLocked(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'storage'>,
  actorId: number,
  row: LockedProduct,
  reviewed: Reviewed,
) {
  if (row.previousStatus === null || row.status === 'pending') {
    throw httpError(409, 'product.nothingToUndo')
  }
  if (row.decidedBy !== actorId) {
    throw (await lastDecision(tx, row.id)) ?? httpError(409, 'product.nothingToUndo')
  }
  if (row.undoExpired) throw httpError(410, 'product.undoExpired')
  const now = await movedOn(tx, ctx.storage, [row], reviewed)
  if (now.length > 0) throw ONE.movedOn(now)
  await revertDecision(tx, row.id, row.status)
  await enqueueSignals(tx, row.id)
  await recordAudit(tx, {
    actorId,
    action: 'product.undo',
    entity: 'product',
    entityId: row.id,
    before: { title: row.title, status: row.status },
    after: { status: row.previousStatus },
  })
}

/**
 * `POST /api/products/{id}/undo` of the decision answered at `version`: the product as it is
 * once its last decision is undone, and its new version.
 */
export async function undoDecision(ctx: AppContext, actorId: number, id: number, version: number) {
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const [row] = await lockForDecision(tx, [id])
      if (!row) throw httpError(404, 'product.notFound')
      await undoLocked(tx, ctx, actorId, row, new Map([[id, version]]))
      const found = await loadVersionedProduct(tx, ctx.storage, id)
      if (!found) throw httpError(404, 'product.notFound')
      return { body: found.product, version: found.version }
    }),
  )
}

/**
 * `POST /api/products/waiting-list/bulk/undo`: the undo of a bulk decision, in one
 * transaction: every product is undone, or none (the first refusal, by id order, is the answer:
 * 404, 409 or 410 as for one), each at the version its item names.
 */
export async function undoMany(
  ctx: AppContext,
  actorId: number,
  items: readonly ReviewedItem[],
): Promise<BulkUndoResponse> {
  const reviewed = reviewedOf(items)
  const wanted = [...reviewed.keys()].sort((a, b) => a - b)
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const rows = await lockForDecision(tx, wanted)
      if (rows.length !== wanted.length) throw httpError(404, 'product.notFound')
      for (const row of rows) await undoLocked(tx, ctx, actorId, row, reviewed)
      return { ids: wanted }
    }),
  )
}
