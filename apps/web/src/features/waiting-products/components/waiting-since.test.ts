import { describe, expect, it } from 'vitest'
import { waitingSince } from './waiting-since'

const now = Date.parse('2026-05-10T12:00:00Z')
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

describe('waitingSince', () => {
  it('says how long ago in the largest unit that fits', () => {
    expect(waitingSince(ago(10), 'en', now)).toBe('now')
    expect(waitingSince(ago(5 * 60), 'en', now)).toBe('5 minutes ago')
    expect(waitingSince(ago(3 * 3600 + 50), 'en', now)).toBe('3 hours ago')
    expect(waitingSince(ago(86_400), 'en', now)).toBe('yesterday')
    expect(waitingSince(ago(3 * 86_400), 'en', now)).toBe('3 days ago')
    expect(waitingSince(ago(400 * 86_400), 'en', now)).toBe('last year')
  })

  it('speaks the active locale', () => {
    expect(waitingSince(ago(3 * 3600), 'fr', now)).toBe('il y a 3 heures')
    expect(waitingSince(ago(3 * 86_400), 'ar', now)).toMatch(/^قبل [3٣] أيام$/)
  })
})
