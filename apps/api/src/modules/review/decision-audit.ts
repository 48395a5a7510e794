import type { AuditEntry } from '../../lib/audit'

export type Decision = 'approve' | 'reject'

/**
 * The audit entry of an approval decision, one shape whether the product was decided alone
 * (`PATCH …/accept`, `DELETE` of a waiting product) or in bulk. The dashboard's activity feed
 * reads its action and entity id; `before` keeps the title, which a rejected product loses.
 */
export function decisionAudit(
  actorId: number,
  decision: Decision,
  product: { id: number; title: string },
): AuditEntry {
  return {
    actorId,
    action: decision === 'approve' ? 'product.approve' : 'product.reject',
    entity: 'product',
    entityId: product.id,
    before: { title: product.title, status: 'pending' },
    ...(decision === 'approve' ? { after: { status: 'approved' } } : {}),
  }
}
