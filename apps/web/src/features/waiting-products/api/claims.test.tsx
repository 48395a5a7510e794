import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useOthersClaims } from './claims'
import { waitingProductKeys } from './waiting-product-keys'

describe('useOthersClaims', () => {
  it("drops another moderator's claim from the screen when it expires, without a new read", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const soon = new Date(Date.now() + 300).toISOString()
    const later = new Date(Date.now() + 60_000).toISOString()
    client.setQueryData(waitingProductKeys.claims(), [
      { productId: 1, userId: 7, name: 'Amina', expiresAt: soon },
      { productId: 2, userId: 8, name: 'Bilal', expiresAt: later },
    ])
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useOthersClaims(), { wrapper })
    expect([...result.current.keys()]).toEqual([1, 2])
    await vi.waitFor(() => expect([...result.current.keys()]).toEqual([2]), { timeout: 2000 })
  })
})
