import { CATEGORY_CODES, type CategoryCode } from '@rihla/contract/categories'
import type { ProductStatus } from '@rihla/contract/products'
import type { Stats } from '@rihla/contract/stats'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  banners,
  productCounts,
  productDailyCounts,
  products,
  subcategories,
  userCounts,
} from '../../db/schema'
import { prepared } from '../../lib/prepared'

const DAYS = 30

/** The UTC calendar days of the chart, oldest first. */
function chartDays(now = new Date()) {
  return Array.from({ length: DAYS }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (DAYS - 1 - i)))
      .toISOString()
      .slice(0, 10),
  )
}

const MONTHS = 12

/** The UTC calendar months of the year view (`YYYY-MM`), oldest first, this one last. */
function chartMonths(now = new Date()) {
  return Array.from({ length: MONTHS }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1 - i), 1))
      .toISOString()
      .slice(0, 7),
  )
}

type MonthRow = { month: string; n: number }
type CountRow = { category: CategoryCode; status: ProductStatus; n: number }
type DayRow = { day: string; n: number }

export async function readStats(db: DbOrTx): Promise<Stats> {
  const days = chartDays()
  const firstDay = days[0] ?? ''
  const months = chartMonths()
  const firstMonth = `${months[0] ?? ''}-01`
  // Every figure in one prepared statement, one round trip: the product and user figures
  // come from the trigger-kept counters, so nothing counts the big tables per request.
  const statement = prepared(db, 'dashboard:stats', (name) =>
    db
      .select({
        total: userCounts.total,
        blocked: userCounts.blocked,
        productTotals: sql<CountRow[]>`(select coalesce(json_agg(json_build_object(
          'category', ${productCounts.category}, 'status', ${productCounts.status},
          'n', ${productCounts.n})), '[]'::json) from ${productCounts})`,
        perDay: sql<DayRow[]>`(select coalesce(json_agg(json_build_object(
          'day', ${productDailyCounts.day}, 'n', ${productDailyCounts.n})), '[]'::json)
          from ${productDailyCounts} where ${productDailyCounts.day} >= ${sql.placeholder('firstDay')})`,
        // The year by month, from the same daily counters.
        perMonth: sql<MonthRow[]>`(select coalesce(json_agg(json_build_object(
          'month', m.month, 'n', m.n)), '[]'::json) from (
            select to_char(${productDailyCounts.day}, 'YYYY-MM') as month,
              sum(${productDailyCounts.n})::int as n
            from ${productDailyCounts}
            where ${productDailyCounts.day} >= ${sql.placeholder('firstMonth')}::date
            group by 1) m)`,
        // Rejections of the last 7 days: an index range on `rejected_at` (few rows).
        rejectedThisWeek: sql<number>`(select count(*) from ${products}
          where ${products.rejectedAt} >= now() - interval '7 days')`.mapWith(Number),
        subcategories: sql<number>`(select count(*) from ${subcategories})`.mapWith(Number),
        banners: sql<number>`(select count(*) from ${banners})`.mapWith(Number),
      })
      .from(userCounts)
      .prepare(name),
  )
  const [row] = await statement.execute({ firstDay, firstMonth })
  const productTotals = row?.productTotals ?? []
  const perDay = row?.perDay ?? []
  const perCategory = new Map<CategoryCode, number>(CATEGORY_CODES.map((c) => [c, 0]))
  let approved = 0
  let waiting = 0
  for (const row of productTotals) {
    if (row.status === 'approved') {
      approved += row.n
      perCategory.set(row.category, (perCategory.get(row.category) ?? 0) + row.n)
    } else if (row.status === 'pending') waiting += row.n
  }
  const byDay = new Map(perDay.map((r) => [r.day, r.n]))
  const productsPerDay = days.map((date) => ({ date, count: byDay.get(date) ?? 0 }))
  const byMonth = new Map((row?.perMonth ?? []).map((r) => [r.month, r.n]))
  const productsPerMonth = months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }))
  return {
    totalUsers: row?.total ?? 0,
    blockedUsers: row?.blocked ?? 0,
    approvedProducts: approved,
    waitingProducts: waiting,
    rejectedThisWeek: row?.rejectedThisWeek ?? 0,
    subcategories: row?.subcategories ?? 0,
    banners: row?.banners ?? 0,
    productsPerCategory: [...perCategory].map(([category, n]) => ({ category, count: n })),
    productsPerDay,
    productsPerMonth,
  }
}
