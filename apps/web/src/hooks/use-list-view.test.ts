import { MAX_PAGE_LIMIT } from '@rihla/contract/constants'
import { describe, expect, it } from 'vitest'
import { PAGE_SIZE_CHOICES, parseListView } from './use-list-view'

const view = (query: string) =>
  parseListView(new URLSearchParams(query), ['id'] as const, 'id', { defaultLimit: 7 })

describe('parseListView reads page and limit by the contract rules', () => {
  it('takes a page the server takes, and page 1 for one it refuses', () => {
    expect(view('page=3').page).toBe(3)
    expect(view('page=1000000').page).toBe(1_000_000)
    for (const page of ['0', '-2', '2.5', 'x', '', '1000001']) {
      expect(view(`page=${page}`).page, page).toBe(1)
    }
    expect(view('').page).toBe(1)
  })

  it('takes an offered size, and the default for any other', () => {
    expect(view('limit=25').limit).toBe(25)
    for (const limit of ['0', '8', '101', 'x', '25.5']) {
      expect(view(`limit=${limit}`).limit, limit).toBe(7)
    }
    expect(Math.max(...PAGE_SIZE_CHOICES)).toBeLessThanOrEqual(MAX_PAGE_LIMIT)
  })
})
