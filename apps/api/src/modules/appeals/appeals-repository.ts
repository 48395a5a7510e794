import type { AppealListQuery, AppealOutcome } from '@rihla/contract/appeals'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import { appeals, productPictures, products, users } from '../../db/schema'
import { type PagedList, readPage } from '../../lib/paged-list'

/** A rejected listing as an appeal of it needs it, locked until the transaction ends. */
export async function lockRejection(tx: DbOrTx, productId: number, windowDays: number) {
  const [row] = await tx
    .select({
      id: products.id,
      title: products.title,
      status: products.status,
      version: products.version,
      createdById: products.createdById,
      rejectedBy: products.rejectedBy,
      rejectedAt: products.rejectedAt,
      reason: products.rejectionReason,
      note: products.rejectionNote,
      signals: sql<boolean>`coalesce(${products.rejectionSignals}, false)`,
      rejectedVersion: sql<number>`coalesce(${products.rejectedVersion}, ${products.version})`,
      inWindow: sql<boolean>`now() < ${products.rejectedAt} + make_interval(days => ${windowDays})`,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update')
  return row
}

// The listing's rejection time, read in SQL: PostgreSQL keeps microseconds a JS Date drops.
const rejectionTime = (productId: number) =>
  sql<Date>`(select ${products.rejectedAt} from ${products} where ${products.id} = ${productId})`

/** The appeal of the listing's current rejection (one per rejection: its listing and time). */
export async function findAppealOf(tx: DbOrTx, productId: number) {
  const [row] = await tx
    .select()
    .from(appeals)
    .where(and(eq(appeals.productId, productId), eq(appeals.rejectedAt, rejectionTime(productId))))
  return row
}

/** An appeal of the listing's current rejection, stamped with that rejection's exact time. */
export async function insertAppeal(
  tx: DbOrTx,
  values: Omit<typeof appeals.$inferInsert, 'rejectedAt'>,
) {
  const [row] = await tx
    .insert(appeals)
    .values({ ...values, rejectedAt: rejectionTime(values.productId) })
    .returning()
  if (!row) throw new Error('appeal not written')
  return row
}

/** One appeal, locked: two decisions of it take turns, and the second finds it decided. */
export async function lockAppeal(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(appeals).where(eq(appeals.id, id)).for('update')
  return row
}

export async function writeOutcome(
  tx: DbOrTx,
  id: number,
  decision: { outcome: AppealOutcome; note: string | null; decidedBy: number },
) {
  const [row] = await tx
    .update(appeals)
    .set({
      status: 'decided',
      outcome: decision.outcome,
      decisionNote: decision.note,
      decidedBy: decision.decidedBy,
      decidedAt: sql`now()`,
    })
    .where(eq(appeals.id, id))
    .returning()
  if (!row) throw new Error('appeal not decided')
  return row
}

/** Appeals as a paged list (lib/paged-list.ts), by time, filtered by status. */
const appealList: PagedList<{ id: typeof appeals.id }, 'createdAt', 'status'> = {
  name: 'appeals',
  table: appeals,
  id: appeals.id,
  columns: { id: appeals.id },
  sorts: { createdAt: { column: appeals.createdAt, type: 'timestamptz' } },
  filters: { status: appeals.status },
}

const seller = alias(users, 'seller')
const rejecter = alias(users, 'rejecter')
const decider = alias(users, 'decider')

/**
 * A page of appeals: their ids by `readPage` (decision 048), then those appeals with their
 * listing, its cover's thumbnail key, and the names of the seller, the rejecter and the decider.
 */
export async function listAppeals(db: DbOrTx, query: AppealListQuery) {
  const read = await readPage(db, appealList, {
    page: query.page,
    limit: query.limit,
    sort: 'createdAt',
    order: query.order,
    filters: { status: query.status },
  })
  const ids = read.rows.map((row) => row.id)
  if (ids.length === 0) return { rows: [], total: read.total }
  const rows = await db
    .select({
      appeal: appeals,
      title: products.title,
      status: products.status,
      version: products.version,
      thumbKey: sql<
        string | null
      >`(select coalesce(pp.thumb_key, pp.file_key) from ${productPictures} pp
        where pp.product_id = ${appeals.productId} order by pp.position, pp.id limit 1)`,
      sellerName: seller.username,
      rejecterName: rejecter.username,
      deciderName: decider.username,
    })
    .from(appeals)
    .innerJoin(products, eq(products.id, appeals.productId))
    .leftJoin(seller, eq(seller.id, appeals.sellerId))
    .leftJoin(rejecter, eq(rejecter.id, appeals.rejectedBy))
    .leftJoin(decider, eq(decider.id, appeals.decidedBy))
    .where(inArray(appeals.id, ids))
  const byId = new Map(rows.map((row) => [row.appeal.id, row]))
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id)
      return row ? [row] : []
    }),
    total: read.total,
  }
}
