import { withDetails } from '@rihla/contract/message-codes'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { claimReleased, holdClaim } from './claim-manager'

const later = () => new Date(Date.now() + 60_000).toISOString()
const claimPath = (id: number) => `/api/products/waiting-list/${id}/claim`

function server(refuse: { first: boolean } = { first: false }) {
  return mockFetch([
    {
      method: 'POST',
      path: /\/claim$/,
      reply: () => {
        if (refuse.first) {
          refuse.first = false
          return {
            status: 409,
            body: {
              ...withDetails('product.claimed', { name: 'Amina', expiresAt: later() }),
              code: 'product.claimed',
            },
          }
        }
        return {
          body: { productId: 5, userId: 1, name: 'Me', expiresAt: later(), releaseToken: 'signed' },
        }
      },
    },
    { method: 'DELETE', path: /\/claim$/, reply: { status: 204 } },
    { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: [] } },
  ])
}

describe('holdClaim', () => {
  beforeEach(() => {
    storage.set('token', 'access')
  })

  it('takes the claim once for every holder, and releases it a moment after the last lets go', async () => {
    const api = server()
    const client = new QueryClient()
    const details = holdClaim(client, 5)
    const row = holdClaim(client, 5)
    await expect.poll(() => api.callsTo('POST', claimPath(5)).length).toBe(1)
    details()
    row()
    await expect.poll(() => api.callsTo('DELETE', claimPath(5)).length).toBe(1)
    expect(api.callsTo('POST', claimPath(5))).toHaveLength(1)
  })

  it('keeps the claim when a new holder comes before the release (a focused row, then its page)', async () => {
    const api = server()
    const client = new QueryClient()
    const row = holdClaim(client, 6)
    await expect.poll(() => api.callsTo('POST', claimPath(6)).length).toBe(1)
    row()
    const details = holdClaim(client, 6)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(api.callsTo('DELETE', claimPath(6))).toHaveLength(0)
    details()
    await expect.poll(() => api.callsTo('DELETE', claimPath(6)).length).toBe(1)
  })

  it("refused (someone else's), it asks again as soon as that claim is released", async () => {
    const api = server({ first: true })
    const client = new QueryClient()
    const details = holdClaim(client, 7)
    await expect.poll(() => api.callsTo('POST', claimPath(7)).length).toBe(1)
    claimReleased(client, 7)
    await expect.poll(() => api.callsTo('POST', claimPath(7)).length).toBe(2)
    details()
    await expect.poll(() => api.callsTo('DELETE', claimPath(7)).length).toBe(1)
  })
})

describe('a claim ends with the tab', () => {
  const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true)
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }
  beforeEach(() => {
    storage.set('token', 'access')
    beacon.mockClear()
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon')
    setVisibility('visible')
  })

  it('on pagehide, releases each claim held with a beacon carrying its release token', async () => {
    const api = server()
    const client = new QueryClient()
    const letGo = holdClaim(client, 21)
    await expect.poll(() => api.callsTo('POST', claimPath(21)).length).toBe(1)
    // Once the answer is in (the token with it), the tab closes.
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('pagehide'))
      expect(beacon).toHaveBeenCalledWith('/api/products/waiting-list/21/claim/release', 'signed')
    })
    expect(beacon).toHaveBeenCalledTimes(1)
    letGo()
  })

  it('renews every 20 s while the page shows, not while hidden, and at once when back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const api = server()
    const client = new QueryClient()
    const letGo = holdClaim(client, 22)
    await vi.waitFor(() => expect(api.callsTo('POST', claimPath(22))).toHaveLength(1))
    await vi.advanceTimersByTimeAsync(20_000)
    expect(api.callsTo('POST', claimPath(22))).toHaveLength(2)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(api.callsTo('POST', claimPath(22))).toHaveLength(2)
    setVisibility('visible')
    await vi.waitFor(() => expect(api.callsTo('POST', claimPath(22))).toHaveLength(3))
    letGo()
    await vi.advanceTimersByTimeAsync(500)
  })
})
