import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { forgetDecided } from './forget-decided'
import { waitingProductKeys } from './waiting-product-keys'

describe('forgetting products this tab decided', () => {
  it('reads the lists again, never the decided product’s details, even while a page shows it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const detail = vi.fn(async () => ({ id: 9 }))
    const other = vi.fn(async () => ({ id: 10 }))
    const list = vi.fn(async () => [])
    const shown = new QueryObserver(queryClient, {
      queryKey: waitingProductKeys.detail(9),
      queryFn: detail,
    })
    const unsubscribe = shown.subscribe(() => {})
    const next = new QueryObserver(queryClient, {
      queryKey: waitingProductKeys.detail(10),
      queryFn: other,
    })
    const unsubscribeNext = next.subscribe(() => {})
    const lists = new QueryObserver(queryClient, {
      queryKey: waitingProductKeys.lists(),
      queryFn: list,
    })
    const unsubscribeList = lists.subscribe(() => {})
    await vi.waitFor(() => {
      for (const o of [shown, next, lists]) expect(o.getCurrentResult().status).toBe('success')
    })
    await forgetDecided(queryClient, [9])
    expect(list).toHaveBeenCalledTimes(2)
    expect(other).toHaveBeenCalledTimes(2)
    // The page re-renders with the same options: it keeps what it shows, and asks nothing.
    shown.setOptions({ queryKey: waitingProductKeys.detail(9), queryFn: detail })
    expect(detail).toHaveBeenCalledTimes(1)
    expect(shown.getCurrentResult().data).toEqual({ id: 9 })
    unsubscribe()
    unsubscribeNext()
    unsubscribeList()
  })
})
