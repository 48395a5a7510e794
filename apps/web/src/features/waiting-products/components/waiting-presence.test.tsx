import { PRESENCE_BEAT_SECONDS } from '@rihla/contract/presence'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { initials, WaitingPresence } from './waiting-presence'

const person = (userId: number, name: string) => ({ userId, name, since: '2026-11-25T10:00:00Z' })

describe('WaitingPresence', () => {
  beforeEach(() => storage.set('token', 'access'))

  it('shows the other moderators as initials, each named for screen readers', async () => {
    const api = mockFetch([
      {
        method: 'PUT',
        path: '/api/presence/waiting-list',
        reply: { body: [person(2, 'Amina Benali'), person(3, 'bilal')] },
      },
    ])
    renderRoutes([{ path: '/', element: <WaitingPresence /> }])
    const list = await screen.findByRole('list', { name: 'Also on this list' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'ABAmina Benali is also on this list',
      'Bbilal is also on this list',
    ])
    expect(items[0]).toHaveAttribute('title', 'Amina Benali')
    expect(api.callsTo('PUT', '/api/presence/waiting-list')).toHaveLength(1)
  })

  it('beats again on its interval, shows nobody when alone, and leaves when it goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let others = [person(2, 'Amina')]
      const api = mockFetch([
        { method: 'PUT', path: '/api/presence/waiting-list', reply: () => ({ body: others }) },
        { method: 'DELETE', path: '/api/presence/waiting-list', reply: { status: 204 } },
      ])
      const { unmount } = renderRoutes([{ path: '/', element: <WaitingPresence /> }])
      expect(await screen.findByRole('list')).toBeInTheDocument()
      others = []
      await vi.advanceTimersByTimeAsync(PRESENCE_BEAT_SECONDS * 1000)
      await vi.waitFor(() => expect(screen.queryByRole('list')).toBeNull())
      expect(api.callsTo('PUT', '/api/presence/waiting-list')).toHaveLength(2)
      unmount()
      expect(api.callsTo('DELETE', '/api/presence/waiting-list')).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('makes initials from the first two words, Arabic names too', () => {
    expect(initials('Amina Benali Kaci')).toBe('AB')
    expect(initials('  yacine ')).toBe('Y')
    expect(initials('أمينة بن علي')).toBe('أب')
    expect(initials('')).toBe('?')
  })
})
