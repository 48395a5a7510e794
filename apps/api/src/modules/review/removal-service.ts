import { MESSAGES } from '@rihla/contract/messages'
import type { ProductDeletedResponse } from '@rihla/contract/products'
import type { AppContext } from '../../context'
import { httpError } from '../../lib/http-errors'
import { deleteProducts } from '../products'
import { lockForDecision } from './review-repository'
import { decide, lastDecision, movedOn, ONE } from './review-service'

type RemoveOptions = {
  /** Reject a product another moderator has claimed (after asking). */
  takeOver?: boolean
  /** Meant as a reject: refused (409, who and when) once the product is no longer waiting. */
  waiting?: boolean
  /**
   * The version reviewed (If-Match): required with `waiting` (the route says 428), checked
   * when sent; the seed's plain `DELETE` of a waiting listing names none (decision 052).
   */
  version?: number
}

/**
 * The seed's `DELETE /api/products/{id}`, kept for its clients (seed-deviations 152): a
 * waiting product is rejected by deletion through the one decision path (claims, last
 * decision, audit `product.reject`), any other is deleted (`product.delete`), either at the
 * version named when one is. Either goes to the trash, restorable until `undoUntil`
 * (`POST …/restore`). The web rejects with `POST …/reject`, which keeps the listing.
 */
export async function removeProduct(
  ctx: AppContext,
  actorId: number,
  id: number,
  options: RemoveOptions = {},
): Promise<ProductDeletedResponse> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await lockForDecision(tx, [id])
    // Rejecting from the queue a product someone decided meanwhile: say who and when, and
    // never delete an approved product for a reject.
    if (options.waiting && row?.status !== 'pending') {
      throw (
        (await lastDecision(tx, id)) ??
        (row ? httpError(409, 'product.notWaiting') : httpError(404, 'product.notFound'))
      )
    }
    if (!row) throw httpError(404, 'product.notFound')
    const reviewed = options.version === undefined ? undefined : new Map([[id, options.version]])
    if (row.status === 'pending') {
      const { undoUntil } = await decide(tx, ctx, actorId, { decision: 'delete' }, [id], {
        refuse: ONE,
        takeOver: options.takeOver === true,
        reviewed,
      })
      if (!undoUntil) throw httpError(404, 'product.notFound')
      return { message: MESSAGES.product.deleted, undoUntil }
    }
    const now = reviewed ? await movedOn(tx, ctx.storage, [row], reviewed) : []
    if (now.length > 0) throw ONE.movedOn(now)
    const [trashed] = await deleteProducts(tx, ctx, actorId, [id])
    if (!trashed) throw httpError(404, 'product.notFound')
    return { message: MESSAGES.product.deleted, undoUntil: trashed.purgeAfter }
  })
}
