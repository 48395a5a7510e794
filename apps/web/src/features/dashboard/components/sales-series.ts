import type { Stats } from '@rihla/contract/stats'
import { formatDay, formatMonth } from '@/lib/format'

export const PERIODS = ['week', 'month', 'year'] as const
export type Period = (typeof PERIODS)[number]

export type SeriesPoint = { label: string; count: number }

const DAYS_IN_WEEK = 7

/**
 * The chart's bars for a period: This Week the last 7 days, This Month the last 30, and This
 * Year the last 12 calendar months (the API counts both from the same daily counters).
 */
export function salesSeries(
  stats: Pick<Stats, 'productsPerDay' | 'productsPerMonth'>,
  period: Period,
  locale: string,
): SeriesPoint[] {
  const days = stats.productsPerDay
  const daily = (list: Stats['productsPerDay']) =>
    list.map((day) => ({ label: formatDay(day.date, locale), count: day.count }))
  if (period === 'week') return daily(days.slice(-DAYS_IN_WEEK))
  if (period === 'month') return daily(days)
  return stats.productsPerMonth.map((m) => ({
    label: formatMonth(m.month, locale),
    count: m.count,
  }))
}
