import { describe, expect, it } from 'vitest'
import { salesSeries } from './sales-series'

/** 30 days ending on 2026-03-30, the count of each day being its day of the month. */
const productsPerDay = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  count: i + 1,
}))
/** The 12 months ending with March 2026, the count of each being its month's number. */
const productsPerMonth = Array.from({ length: 12 }, (_, i) => {
  const month = new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7)
  return { month, count: Number(month.slice(5)) }
})
const days = { productsPerDay, productsPerMonth }

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

  it('shows the year by month for This Year: twelve bars, the oldest first', () => {
    const year = salesSeries(days, 'year', 'en')
    expect(year).toHaveLength(12)
    expect(year.map((p) => p.label).slice(0, 2)).toEqual(['Apr 25', 'May 25'])
    expect(year.at(-1)).toEqual({ label: 'Mar 26', count: 3 })
    expect(year.reduce((sum, p) => sum + p.count, 0)).toBe(78)
  })
})
