import { MESSAGES } from '@rihla/contract/messages'
import type { BulkUndoResponse } from '@rihla/contract/products'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { conflict, gone, notFound } from '../../lib/http-errors'
import { thenWake } from '../../lib/jobs'
import { loadProduct } from '../products'
import { enqueueSignals } from '../signals'
import { type LockedProduct, lockForDecision, revertDecision } from './review-repository'
import { lastDecision } from './review-service'

/**
 * Puts a locked product back as it was before its last decision (approved or rejected →
 * waiting; a rejection is forgotten), within UNDO_WINDOW_SECONDS of it. Only whoever decided
 * undoes: when someone else decided since, or nothing is left to undo, 409 (naming who
 * decided and when when known); once the window closed, 410. Back in the queue, its signals
 * are computed again after the commit (decision 049).
 */
async function undoLocked(tx: DbOrTx, actorId: number, row: LockedProduct) {
  if (row.previousStatus === null || row.status === 'pending') {
    throw conflict(MESSAGES.product.nothingToUndo)
  }
  if (row.decidedBy !== actorId) {
    throw (await lastDecision(tx, row.id)) ?? conflict(MESSAGES.product.nothingToUndo)
  }
  if (row.undoExpired) throw gone(MESSAGES.product.undoExpired)
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

/** `POST /api/products/{id}/undo`: the product as it is once its last decision is undone. */
export async function undoDecision(ctx: AppContext, actorId: number, id: number) {
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const [row] = await lockForDecision(tx, [id])
      if (!row) throw notFound(MESSAGES.product.notFound)
      await undoLocked(tx, actorId, row)
      const product = await loadProduct(tx, ctx.storage, id)
      if (!product) throw notFound(MESSAGES.product.notFound)
      return product
    }),
  )
}

/**
 * `POST /api/products/waiting-list/bulk/undo`: the undo of a bulk decision, in one
 * transaction: every product is undone, or none (the first refusal, by id order, is the answer:
 * 404, 409 or 410 as for one).
 */
export async function undoMany(
  ctx: AppContext,
  actorId: number,
  ids: readonly number[],
): Promise<BulkUndoResponse> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b)
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const rows = await lockForDecision(tx, wanted)
      if (rows.length !== wanted.length) throw notFound(MESSAGES.product.notFound)
      for (const row of rows) await undoLocked(tx, actorId, row)
      return { ids: wanted }
    }),
  )
}
