import { CATEGORY_CODES, type CategoryCode } from '@rihla/contract/categories'
import type { ActivityEntry, Stats } from '@rihla/contract/stats'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  auditLog,
  banners,
  productCounts,
  products,
  subcategories,
  userCounts,
  users,
} from '../../db/schema'

const DAYS = 30

export async function readStats(db: DbOrTx): Promise<Stats> {
  const [userTotals, productTotals, perDay, [subs], [bannerCount]] = await Promise.all([
    // Both from the trigger-kept counters: no count over the big tables per request.
    db.select({ total: userCounts.total, blocked: userCounts.blocked }).from(userCounts),
    db
      .select({
        category: productCounts.category,
        status: productCounts.status,
        n: productCounts.n,
      })
      .from(productCounts),
    db
      .select({
        day: sql<string>`to_char(date_trunc('day', ${products.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
        n: count(),
      })
      .from(products)
      .where(
        sql`${products.createdAt} >= (date_trunc('day', now() at time zone 'UTC') - interval '${sql.raw(String(DAYS - 1))} days') at time zone 'UTC'`,
      )
      .groupBy(sql`1`),
    db.select({ n: count() }).from(subcategories),
    db.select({ n: count() }).from(banners),
  ])
  const perCategory = new Map<CategoryCode, number>(CATEGORY_CODES.map((c) => [c, 0]))
  let approved = 0
  let waiting = 0
  for (const row of productTotals) {
    if (row.status === 'approved') {
      approved += row.n
      const code = row.category as CategoryCode
      perCategory.set(code, (perCategory.get(code) ?? 0) + row.n)
    } else waiting += row.n
  }
  const byDay = new Map(perDay.map((r) => [r.day, r.n]))
  const today = new Date()
  const productsPerDay = Array.from({ length: DAYS }, (_, i) => {
    const d = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (DAYS - 1 - i)),
    )
    const date = d.toISOString().slice(0, 10)
    return { date, count: byDay.get(date) ?? 0 }
  })
  return {
    totalUsers: userTotals[0]?.total ?? 0,
    blockedUsers: userTotals[0]?.blocked ?? 0,
    approvedProducts: approved,
    waitingProducts: waiting,
    subcategories: subs?.n ?? 0,
    banners: bannerCount?.n ?? 0,
    productsPerCategory: [...perCategory].map(([category, n]) => ({ category, count: n })),
    productsPerDay,
  }
}

export async function listActivity(db: DbOrTx, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        actorId: users.id,
        actorName: users.username,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLog),
  ])
  const data: ActivityEntry[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    actor:
      r.actorId !== null && r.actorName !== null ? { id: r.actorId, username: r.actorName } : null,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  }))
  return { data, total: total?.n ?? 0 }
}
