import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { claimReleased, holdClaim } from './claim-manager'

const later = () => new Date(Date.now() + 300_000).toISOString()
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
              message: 'This product is being reviewed by Amina.',
              code: 'product.claimed',
              details: ['Amina', later()],
            },
          }
        }
        return { body: { productId: 5, userId: 1, name: 'Me', expiresAt: later() } }
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
