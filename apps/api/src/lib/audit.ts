import type { AuditAction, AuditEntity } from '@rihla/contract/audit'
import type { DbOrTx } from '../db/client'
import { auditLog } from '../db/schema'

export type AuditEntry = {
  actorId: number
  action: AuditAction
  entity: AuditEntity
  entityId: number
  before?: unknown
  after?: unknown
}

/** Writes one audit-log row; call it with the transaction of the change it records. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}
