import { describe, expect, it } from 'vitest'
import { formatDay, formatPrice, formatRelativeTime } from './format'

const NOW = Date.parse('2026-03-10T12:00:00Z')
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString()

describe('formatRelativeTime', () => {
  it('reads recent changes as now, then minutes, hours and days ago', () => {
    expect(formatRelativeTime(ago(5), 'en', NOW)).toBe('now')
    expect(formatRelativeTime(ago(90), 'en', NOW)).toBe('1 minute ago')
    expect(formatRelativeTime(ago(3 * 3600), 'en', NOW)).toBe('3 hours ago')
    expect(formatRelativeTime(ago(86_400), 'en', NOW)).toBe('yesterday')
    expect(formatRelativeTime(ago(10 * 86_400), 'en', NOW)).toBe('last week')
  })

  it('never says "in" for a server clock slightly ahead', () => {
    expect(formatRelativeTime(ago(-30), 'en', NOW)).toBe('now')
  })
})

describe('formats', () => {
  it('shows prices with a dollar sign and two decimals', () => {
    expect(formatPrice(1250, 'en')).toBe('$1,250.00')
  })

  it('keeps a UTC day on its date whatever the local time zone', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('Mar 1')
  })
})
