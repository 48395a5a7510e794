import type { RejectionReason } from '@rihla/contract/products'
import type { AuditEntry } from '../../lib/audit'

/** What a decision does to a waiting product: approve it, or reject it with a reason. */
export type Verdict =
  | { decision: 'approve' }
  | { decision: 'reject'; reason: RejectionReason; note: string | null }

/**
 * The audit entry of an approval decision, one shape whether the product was decided alone
 * (`PATCH …/accept`, `POST …/reject`) or in bulk. The dashboard's activity feed reads its
 * action and entity id; `before` keeps the title, which a product deleted by the seed's
 * `DELETE` loses (its entry has no `after`: the listing is gone, not rejected).
 */
export function decisionAudit(
  actorId: number,
  verdict: Verdict | { decision: 'delete' },
  product: { id: number; title: string },
): AuditEntry {
  const after =
    verdict.decision === 'approve'
      ? { after: { status: 'approved' } }
      : verdict.decision === 'reject'
        ? { after: { status: 'rejected', reason: verdict.reason, note: verdict.note } }
        : {}
  return {
    actorId,
    action: verdict.decision === 'approve' ? 'product.approve' : 'product.reject',
    entity: 'product',
    entityId: product.id,
    before: { title: product.title, status: 'pending' },
    ...after,
  }
}
