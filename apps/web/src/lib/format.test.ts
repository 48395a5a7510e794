import { describe, expect, it } from 'vitest'
import {
  formatDateTime,
  formatDay,
  formatDuration,
  formatLongDate,
  formatNumber,
  formatPrice,
  formatRelativeTime,
} from './format'

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

  it('says how long ago in the largest unit that fits (the waiting list\'s "waiting since")', () => {
    expect(formatRelativeTime(ago(10), 'en', NOW)).toBe('now')
    expect(formatRelativeTime(ago(5 * 60), 'en', NOW)).toBe('5 minutes ago')
    expect(formatRelativeTime(ago(3 * 3600 + 50), 'en', NOW)).toBe('3 hours ago')
    expect(formatRelativeTime(ago(3 * 86_400), 'en', NOW)).toBe('3 days ago')
    expect(formatRelativeTime(ago(400 * 86_400), 'en', NOW)).toBe('last year')
    expect(formatRelativeTime(ago(3 * 3600), 'fr', NOW)).toBe('il y a 3 heures')
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

describe('formats in French and Arabic', () => {
  it('writes French numbers and dates the French way', () => {
    expect(formatPrice(1250, 'fr')).toMatch(/^1\s250,00\s\$US$/)
    expect(formatDay('2026-03-01', 'fr')).toBe('1 mars')
  })

  it('writes Arabic with the Western digits used in Algeria', () => {
    expect(formatNumber(1234, 'ar')).toMatch(/^1.234$/)
    expect(formatDay('2026-03-01', 'ar')).toMatch(/^1 /)
    expect(formatRelativeTime(ago(3 * 3600), 'ar', NOW)).toContain('3')
    // The waiting list's times too: never the Eastern Arabic digits (٣) of plain 'ar'.
    expect(formatRelativeTime(ago(3 * 86_400), 'ar', NOW)).toBe('قبل 3 أيام')
    expect(formatDateTime('2026-03-01T10:00:00Z', 'ar')).not.toMatch(/[٠-٩]/)
  })

  it('keeps the seed long US date for banners in English', () => {
    expect(formatLongDate('2026-11-22T10:00:00Z', 'en')).toBe('November 22, 2026')
    expect(formatLongDate('2026-11-22T10:00:00Z', 'fr')).toBe('22 novembre 2026')
  })
})

describe('formatDuration', () => {
  it('says how long in the largest unit that fits, at least a minute', () => {
    expect(formatDuration(ago(0), 'en', NOW)).toBe('1 minute')
    expect(formatDuration(ago(-30), 'en', NOW)).toBe('1 minute')
    expect(formatDuration(ago(2 * 86_400 + 60), 'en', NOW)).toBe('2 days')
    expect(formatDuration(ago(95 * 86_400), 'en', NOW)).toBe('3 months')
    expect(formatDuration(ago(800 * 86_400), 'en', NOW)).toBe('2 years')
  })

  it('in French and in Arabic, with Western digits', () => {
    expect(formatDuration(ago(95 * 86_400), 'fr', NOW)).toBe('3\u00a0mois')
    expect(formatDuration(ago(95 * 86_400), 'ar', NOW)).toBe('3 أشهر')
  })
})
