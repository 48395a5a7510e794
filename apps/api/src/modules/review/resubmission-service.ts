import { can } from '@rihla/contract/permissions'
import type { AppContext, AuthUser } from '../../context'
import { recordAudit } from '../../lib/audit'
import { httpError } from '../../lib/http-errors'
import { thenWake } from '../../lib/jobs'
import { notifyResubmitted } from '../notifications'
import { loadProduct } from '../products'
import { enqueueSignals } from '../signals'
import { lockForDecision, markResubmitted } from './review-repository'

/**
 * `POST /api/products/{id}/resubmit`: the owner sends a rejected listing (edited or not) back
 * to the queue, marked resubmitted; the moderator sees the earlier rejection with it. Only
 * its owner (staff who do not own it: 403; anyone else: 404, as its GET), only when rejected
 * (409).
 */
export async function resubmitProduct(ctx: AppContext, user: AuthUser, id: number) {
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const [row] = await lockForDecision(tx, [id])
      const own = row?.createdById === user.id
      if (!row || (!own && !can(user.role, 'products.read') && row.status !== 'approved')) {
        throw httpError(404, 'product.notFound')
      }
      if (!own) throw httpError(403, 'product.notOwner')
      if (row.status !== 'rejected') throw httpError(409, 'product.notRejected')
      await markResubmitted(tx, id)
      // The moderator who rejected it is told it came back (decision 057).
      if (row.rejectedBy !== user.id) await notifyResubmitted(tx, id, row.rejectedBy)
      // Back in the queue: its signals are computed again after the commit.
      await enqueueSignals(tx, id)
      await recordAudit(tx, {
        actorId: user.id,
        action: 'product.resubmit',
        entity: 'product',
        entityId: id,
        before: { title: row.title, status: 'rejected' },
        after: { status: 'pending' },
      })
      const product = await loadProduct(tx, ctx.storage, id)
      if (!product) throw httpError(404, 'product.notFound')
      return product
    }),
  )
}
