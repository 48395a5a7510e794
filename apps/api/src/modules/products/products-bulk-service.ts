import { fillMessage } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import type { BulkDecisionBody, BulkDecisionResponse } from '@rihla/contract/products'
import { asc, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { products } from '../../db/schema'
import { recordAudit } from '../../lib/audit'
import { conflict, HttpError } from '../../lib/http-errors'
import { moveToTrash } from './products-trash-repository'

/**
 * Approves or rejects several waiting products in one transaction: every id must name a
 * product waiting for approval, or nothing changes (404 naming the unknown ids, else 409 naming
 * those not waiting). Each product gets its own audit entry; rejected ones can be restored.
 */
export async function decideMany(
  ctx: AppContext,
  actorId: number,
  body: BulkDecisionBody,
): Promise<BulkDecisionResponse> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b)
  return ctx.db.transaction(async (tx) => {
    // Locked in id order, so two bulk calls over the same products cannot deadlock.
    const found = await tx
      .select({ id: products.id, title: products.title, status: products.status })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update')
    const byId = new Map(found.map((row) => [row.id, row]))
    const unknown = ids.filter((id) => !byId.has(id))
    if (unknown.length > 0) {
      const message = fillMessage(MESSAGES.product.bulkNotFound, { ids: unknown.join(', ') })
      throw new HttpError(404, message, unknown.map(String))
    }
    const decided = ids.filter((id) => byId.get(id)?.status !== 'pending')
    if (decided.length > 0) {
      throw conflict(
        fillMessage(MESSAGES.product.bulkNotWaiting, { ids: decided.join(', ') }),
        decided.map(String),
      )
    }

    let undoUntil: string | null = null
    if (body.action === 'approve') {
      await tx
        .update(products)
        .set({ status: 'approved', updatedAt: new Date() })
        .where(inArray(products.id, ids))
    } else {
      const trashed = await moveToTrash(tx, ids, actorId, ctx.config.undoWindowSeconds)
      undoUntil = trashed[0]?.purgeAfter ?? null
    }
    for (const id of ids) {
      const title = byId.get(id)?.title
      await recordAudit(tx, {
        actorId,
        action: body.action === 'approve' ? 'product.approve' : 'product.reject',
        entity: 'product',
        entityId: id,
        before: { title, status: 'pending' },
        ...(body.action === 'approve' ? { after: { status: 'approved' } } : {}),
      })
    }
    return { action: body.action, ids, undoUntil }
  })
}
