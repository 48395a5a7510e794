import { describe, expect, it } from 'vitest'
import { parseListView } from '@/hooks/use-list-view'
import { forgetRememberedFilters, rememberedViewKey } from './list-view-memory'
import { clearSession, saveSession } from './storage'

const remembered = (list: string) =>
  JSON.parse(localStorage.getItem(rememberedViewKey(list)) ?? 'null')

describe('what the lists remember across a sign-out', () => {
  it("signing out forgets each list's filters and keeps its page size", () => {
    saveSession({ accessToken: 'a', refreshToken: 'r', role: 'moderator' })
    localStorage.setItem(
      rememberedViewKey('waiting'),
      JSON.stringify({ limit: 50, filters: { search: 'Villa Oran', wilaya: '31' } }),
    )
    localStorage.setItem(rememberedViewKey('users'), JSON.stringify({ filters: { search: 'x' } }))
    localStorage.setItem('theme', 'dark')

    clearSession()

    expect(remembered('waiting')).toEqual({ limit: 50 })
    expect(remembered('users')).toBeNull()
    expect(localStorage.getItem('theme')).toBe('dark')
    // The next person's list starts from its defaults, at the kept page size.
    const view = parseListView(new URLSearchParams(''), ['id'] as const, 'id', {
      defaultLimit: 10,
      filters: ['wilaya'] as const,
      remember: 'waiting',
    })
    expect(view.limit).toBe(50)
    expect(view.search).toBe('')
    expect(view.filters.wilaya).toBeUndefined()
  })

  it('leaves an unreadable entry forgotten, never an error', () => {
    localStorage.setItem(rememberedViewKey('products'), '{not json')
    expect(() => forgetRememberedFilters()).not.toThrow()
  })
})
