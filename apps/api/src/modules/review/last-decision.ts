import { and, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { auditLog, users } from '../../db/schema'
import { conflictWith, type HttpError } from '../../lib/http-errors'

/** The 409 naming who decided a product and when, from its latest decision's audit entry. */
export async function lastDecision(tx: DbOrTx, id: number): Promise<HttpError | undefined> {
  const [row] = await tx
    .select({ action: auditLog.action, at: auditLog.createdAt, name: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.entity, 'product'),
        eq(auditLog.entityId, id),
        inArray(auditLog.action, ['product.approve', 'product.reject']),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1)
  if (!row) return undefined
  const code =
    row.action === 'product.approve' ? 'product.alreadyApproved' : 'product.alreadyRejected'
  return conflictWith(code, { name: row.name ?? '?', at: row.at.toISOString() })
}
