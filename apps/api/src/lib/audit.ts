import type { AuditAction, AuditEntity } from '@rihla/contract/audit'
import type { DbOrTx } from '../db/client'
import { auditLog } from '../db/schema'
import { publishEvents } from './events'

export type AuditEntry = {
  actorId: number
  action: AuditAction
  entity: AuditEntity
  /** Null for a change of a whole list (the banners' order). */
  entityId: number | null
  before?: unknown
  after?: unknown
}

/** Writes one audit row and its event; call it in the change's transaction, as its last write. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
  await publishEvents(tx, [
    {
      type: entry.action,
      entityId: entry.entityId,
      actorId: entry.actorId,
      data: eventData(entry),
    },
  ])
}

/** What an event says of a product: its title and status (never a user's details). */
function eventData(entry: AuditEntry): Record<string, unknown> | null {
  if (entry.entity !== 'product') return null
  const pick = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  const after = pick(entry.after)
  const before = pick(entry.before)
  const title = after.title ?? before.title
  const status = after.status ?? before.status
  return {
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof status === 'string' ? { status } : {}),
  }
}
