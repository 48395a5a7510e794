import type { Appeal, Statement } from '@rihla/contract/appeals'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { appeals, products } from '../../db/schema'

/** An appeal row as the seller reads it (no names: decision 057). */
export function toAppeal(row: typeof appeals.$inferSelect): Appeal {
  return {
    id: row.id,
    productId: row.productId,
    status: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    ...(row.status === 'decided' && row.outcome
      ? {
          outcome: row.outcome,
          note: row.decisionNote,
          ...(row.decidedAt ? { decidedAt: row.decidedAt.toISOString() } : {}),
        }
      : {}),
  }
}

/**
 * The statements of reasons of the rejected listings among `ids`, by id: the rejection's
 * columns, its appeal (one per rejection: its listing and time) and the appeal window, compared
 * in the database, whose clock set `rejected_at`.
 */
export async function readStatements(
  db: DbOrTx,
  ids: number[],
  windowDays: number,
  /** A mail tells of a rejection even once its appeal overturned it. */
  anyStatus = false,
) {
  const statements = new Map<number, Statement>()
  if (ids.length === 0) return statements
  const until = sql<Date>`${products.rejectedAt} + make_interval(days => ${windowDays})`
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      reason: products.rejectionReason,
      note: products.rejectionNote,
      version: sql<number>`coalesce(${products.rejectedVersion}, ${products.version})`,
      signals: sql<boolean>`coalesce(${products.rejectionSignals}, false)`,
      at: products.rejectedAt,
      until: sql<string>`to_json(${until})#>>'{}'`,
      inWindow: sql<boolean>`now() < ${until}`,
      appeal: appeals,
    })
    .from(products)
    .leftJoin(
      appeals,
      and(eq(appeals.productId, products.id), eq(appeals.rejectedAt, products.rejectedAt)),
    )
    .where(and(inArray(products.id, ids), anyStatus ? undefined : eq(products.status, 'rejected')))
  for (const row of rows) {
    if (!row.reason || !row.at) continue
    statements.set(row.id, {
      productId: row.id,
      title: row.title,
      reason: row.reason,
      note: row.note,
      version: Number(row.version),
      signals: Boolean(row.signals),
      decidedBy: 'a moderator',
      decidedAt: row.at.toISOString(),
      appeal: {
        how: 'POST /api/products/{id}/appeal',
        until: new Date(row.until).toISOString(),
        open: Boolean(row.inWindow) && !row.appeal,
      },
      appealed: row.appeal ? toAppeal(row.appeal) : null,
    })
  }
  return statements
}
