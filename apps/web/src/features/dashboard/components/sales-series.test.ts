import { describe, expect, it } from 'vitest'
import { salesSeries } from './sales-series'

/** 30 days ending on 2026-03-30, the count of each day being its day of the month. */
const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  count: i + 1,
}))

describe('salesSeries', () => {
  it('shows the last 7 days for This Week', () => {
    const week = salesSeries(days, 'week', 'en')
    expect(week.map((p) => p.label)).toEqual([
      'Mar 24',
      'Mar 25',
      'Mar 26',
      'Mar 27',
      'Mar 28',
      'Mar 29',
      'Mar 30',
    ])
    expect(week.at(-1)?.count).toBe(30)
  })

  it('shows every day of the 30 for This Month', () => {
    expect(salesSeries(days, 'month', 'en')).toHaveLength(30)
  })

  it('groups the 30 days in weeks counted back from today for This Year', () => {
    const weeks = salesSeries(days, 'year', 'en')
    expect(weeks.map((p) => p.label)).toEqual(['Mar 1', 'Mar 3', 'Mar 10', 'Mar 17', 'Mar 24'])
    expect(weeks.map((p) => p.count)).toEqual([3, 42, 91, 140, 189])
    expect(weeks.reduce((sum, p) => sum + p.count, 0)).toBe((30 * 31) / 2)
  })
})
