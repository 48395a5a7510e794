import type { Stats } from '@rihla/contract/stats'
import { formatDay } from '@/lib/format'

export const PERIODS = ['week', 'month', 'year'] as const
export type Period = (typeof PERIODS)[number]

export type SeriesPoint = { label: string; count: number }

const DAYS_IN_WEEK = 7

/**
 * The chart's bars for a period. The API gives one count per day for the last 30 days, so
 * This Week shows the last 7 days, This Month all 30, and This Year the 30 days in weekly
 * bars counted back from today (the oldest bar may be shorter than a week).
 */
export function salesSeries(
  days: Stats['productsPerDay'],
  period: Period,
  locale: string,
): SeriesPoint[] {
  const daily = (list: Stats['productsPerDay']) =>
    list.map((day) => ({ label: formatDay(day.date, locale), count: day.count }))
  if (period === 'week') return daily(days.slice(-DAYS_IN_WEEK))
  if (period === 'month') return daily(days)
  const weeks: SeriesPoint[] = []
  for (let end = days.length; end > 0; end -= DAYS_IN_WEEK) {
    const bucket = days.slice(Math.max(0, end - DAYS_IN_WEEK), end)
    const first = bucket[0]
    if (!first) continue
    weeks.unshift({
      label: formatDay(first.date, locale),
      count: bucket.reduce((sum, day) => sum + day.count, 0),
    })
  }
  return weeks
}
