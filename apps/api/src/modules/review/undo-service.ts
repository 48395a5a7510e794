import { MESSAGES } from '@rihla/contract/messages'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { conflict, gone, notFound } from '../../lib/http-errors'
import { thenWake } from '../../lib/jobs'
import { loadProduct } from '../products'
import { enqueueSignals } from '../signals'
import { lockForDecision, revertDecision } from './review-repository'
import { lastDecision } from './review-service'

/**
 * `POST /api/products/{id}/undo`: puts a product back as it was before its last decision
 * (approved or rejected → waiting; a rejection is forgotten) within UNDO_WINDOW_SECONDS of
 * it. Only whoever decided undoes: when someone else decided since, or nothing is left to
 * undo, 409 (naming who decided and when when known); once the window closed, 410.
 */
export async function undoDecision(ctx: AppContext, actorId: number, id: number) {
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const [row] = await lockForDecision(tx, [id])
      if (!row) throw notFound(MESSAGES.product.notFound)
      if (row.previousStatus === null || row.status === 'pending') {
        throw conflict(MESSAGES.product.nothingToUndo)
      }
      if (row.decidedBy !== actorId) {
        throw (await lastDecision(tx, id)) ?? conflict(MESSAGES.product.nothingToUndo)
      }
      if (row.undoExpired) throw gone(MESSAGES.product.undoExpired)
      await revertDecision(tx, id, row.status)
      // Back: its signals are computed again after the commit (issue 32, decision 049).
      await enqueueSignals(tx, id)
      await recordAudit(tx, {
        actorId,
        action: 'product.undo',
        entity: 'product',
        entityId: id,
        before: { title: row.title, status: row.status },
        after: { status: row.previousStatus },
      })
      const product = await loadProduct(tx, ctx.storage, id)
      if (!product) throw notFound(MESSAGES.product.notFound)
      return product
    }),
  )
}
