import type { ProductStatus } from '@rihla/contract/products'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { auditLog, productSignals, products, users } from '../../db/schema'
import { markChanged, NO_DECISION } from '../products'
import type { Verdict } from './decision-audit'

/**
 * The products a decision is about, locked until the transaction ends, in id order: two
 * decisions over the same products take turns instead of deadlocking, and a product cannot
 * be decided twice at once.
 */
export async function lockForDecision(tx: DbOrTx, ids: number[]) {
  return tx
    .select({
      id: products.id,
      title: products.title,
      status: products.status,
      version: products.version,
      createdById: products.createdById,
      decidedBy: products.decidedBy,
      rejectedBy: products.rejectedBy,
      previousStatus: products.previousStatus,
      // Compared in the database, whose clock set it.
      undoExpired: sql<boolean>`coalesce(${products.undoUntil} <= now(), true)`,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update')
}
export type LockedProduct = Awaited<ReturnType<typeof lockForDecision>>[number]

/**
 * Writes a decision on waiting products: the new status (and the rejection), and what its
 * undo needs: who decided, until when, the status and the owner's changes it replaced (an
 * approval accepts those changes). Returns the undo deadline and each product's new version.
 */
export async function applyVerdict(
  tx: DbOrTx,
  ids: number[],
  actorId: number,
  verdict: Verdict,
  undoSeconds: number,
  from: 'pending' | 'rejected' = 'pending',
) {
  // The statement of reasons names the version rejected (the one reviewed) and whether a
  // signal was on it (decision 057); SET reads the row as it was.
  const rejection =
    verdict.decision === 'reject'
      ? {
          rejectionReason: verdict.reason,
          rejectionNote: verdict.note,
          rejectedBy: actorId,
          rejectedAt: sql`now()`,
          rejectedVersion: sql`${products.version}`,
          rejectionSignals: sql`exists (select 1 from ${productSignals} s where s.product_id = "products"."id")`,
        }
      : { pendingChanges: null }
  const rows = await tx
    .update(products)
    .set({
      status: verdict.decision === 'approve' ? 'approved' : 'rejected',
      ...rejection,
      previousStatus: from,
      previousChanges: sql`${products.pendingChanges}`,
      changedAtVersion: markChanged(['status']),
      decidedBy: actorId,
      decidedAt: sql`now()`,
      undoUntil: sql`now() + make_interval(secs => ${undoSeconds})`,
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(inArray(products.id, ids))
    .returning({
      id: products.id,
      version: products.version,
      undoUntil: products.undoUntil,
      decidedAt: products.decidedAt,
    })
  return {
    undoUntil: rows[0]?.undoUntil?.toISOString() ?? null,
    items: rows.map(({ id, version, decidedAt }) => ({
      id,
      version,
      decidedAt: decidedAt?.toISOString() ?? '',
    })),
  }
}

/**
 * Puts a product back as it was before its last decision: its status, the owner's changes an
 * approval had accepted; a rejection undone is forgotten.
 */
export async function revertDecision(tx: DbOrTx, id: number, from: ProductStatus) {
  await tx
    .update(products)
    .set({
      status: sql`${products.previousStatus}`,
      pendingChanges: sql`coalesce(${products.previousChanges}, ${products.pendingChanges})`,
      ...(from === 'rejected'
        ? { rejectionReason: null, rejectionNote: null, rejectedBy: null, rejectedAt: null }
        : {}),
      ...NO_DECISION,
      changedAtVersion: markChanged(['status']),
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
}

/** A rejected listing back in the queue, marked resubmitted; its rejection stays to be seen. */
export async function markResubmitted(tx: DbOrTx, id: number) {
  await tx
    .update(products)
    .set({
      status: 'pending',
      resubmittedAt: sql`now()`,
      ...NO_DECISION,
      changedAtVersion: markChanged(['status']),
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
}

/**
 * Deletes up to `limit` rejected listings rejected more than `days` ago, skipping rows another
 * instance is purging; returns the storage keys of their pictures (removed after the commit).
 * Pictures and ratings go by cascade, the counters by their triggers.
 */
export async function takeExpiredRejected(db: DbOrTx, limit: number, days: number) {
  const [row] = rowsOf<{ count: number | string; keys: Array<string | null> }>(
    await db.execute(sql`
      with doomed as (
        select id from products
        where status = 'rejected' and rejected_at <= now() - make_interval(days => ${days})
        order by rejected_at limit ${limit} for update skip locked),
      files as (
        select unnest(array[pp.file_key, pp.thumb_key, pp.small_key]) as key
        from product_pictures pp where pp.product_id in (select id from doomed)),
      gone as (delete from products where id in (select id from doomed) returning id)
      select (select count(*) from gone) as count,
        coalesce((select json_agg(key) from files where key is not null), '[]'::json) as keys`),
  )
  return {
    count: Number(row?.count ?? 0),
    keys: (row?.keys ?? []).filter((key): key is string => Boolean(key)),
  }
}

/** A product's latest decision (approve or reject) in the audit log: what, when, by whom. */
export async function findLastDecision(tx: DbOrTx, id: number) {
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
  return row
}
