import type { Claim, ServerEvent } from '@rihla/contract/events'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { appealKeys } from '@/features/appeals/api/appeal-keys'
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys'
import { notificationKeys } from '@/features/notifications/api/notification-keys'
import { productKeys } from '@/features/products/api/product-keys'
import { userKeys } from '@/features/users/api/user-keys'
import { useDecidedStore } from '@/features/waiting-products/api/decided-by'
import { waitingProductKeys } from '@/features/waiting-products/api/waiting-product-keys'
import { clearArrivals, useArrivals } from '@/lib/live/arrivals'
import { applyEvent } from './apply-event'

const ME = 1
const AMINA = { id: 2, name: 'Amina' }
const waitingList = waitingProductKeys.list({ page: 1, limit: 2 })
const productsList = productKeys.list({ page: 1, limit: 7 })

let seq = 0
function event(type: ServerEvent['type'], fields: Partial<ServerEvent> = {}): ServerEvent {
  seq++
  return {
    id: seq,
    type,
    entityId: 9,
    actor: AMINA,
    data: null,
    at: '2026-11-25T17:45:00.000Z',
    ...fields,
  }
}

function cache() {
  const client = new QueryClient()
  client.setQueryData(waitingList, { products: [] })
  client.setQueryData(productsList, { products: [] })
  client.setQueryData(waitingProductKeys.detail(9), { id: 9 })
  client.setQueryData(dashboardKeys.stats(), { waitingProducts: 3 })
  return client
}

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false

describe('applyEvent', () => {
  beforeEach(() => {
    clearArrivals('waiting')
    clearArrivals('products')
    clearArrivals('rejected')
    useDecidedStore.setState({ byId: {} })
  })

  it('reads the bell again only for a notification naming this person', () => {
    const client = cache()
    client.setQueryData(notificationKeys.all, { data: [], unread: 0 })
    applyEvent(client, event('notification', { actor: null, data: { userIds: [AMINA.id] } }), ME)
    expect(invalidated(client, notificationKeys.all)).toBe(false)
    applyEvent(
      client,
      event('notification', { actor: null, data: { userIds: [AMINA.id, ME] } }),
      ME,
    )
    expect(invalidated(client, notificationKeys.all)).toBe(true)
  })

  it('reads the appeals again when an appeal is made or decided', () => {
    const client = cache()
    const open = appealKeys.list('open', 1)
    client.setQueryData(open, { data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 } })
    applyEvent(client, event('product.appeal-overturn', { data: { status: 'approved' } }), ME)
    expect(invalidated(client, open)).toBe(true)
    expect(invalidated(client, productsList)).toBe(true)
  })

  it('holds a product submitted by someone else behind the bar, the queue only marked stale', () => {
    const client = cache()
    applyEvent(client, event('product.create', { data: { status: 'pending' } }), ME)
    expect(useArrivals.getState().ids.waiting).toEqual([9])
    expect(invalidated(client, waitingList)).toBe(true)
    expect(invalidated(client, productsList)).toBe(false)
  })

  it('marks the products screen filtered on waiting stale for a new submission, not the catalogue', () => {
    const client = cache()
    const waitingPage = productKeys.list({ page: 1, limit: 7, status: 'pending' })
    const rejectedPage = productKeys.list({ page: 1, limit: 7, status: 'rejected' })
    client.setQueryData(waitingPage, { products: [] })
    client.setQueryData(rejectedPage, { products: [] })
    applyEvent(client, event('product.create', { data: { status: 'pending' } }), ME)
    expect(invalidated(client, waitingPage)).toBe(true)
    expect(invalidated(client, rejectedPage)).toBe(false)
    expect(invalidated(client, productsList)).toBe(false)
  })

  it("holds a listing someone else rejected for the rejected filter's bar, not the catalogue's", () => {
    const client = cache()
    const rejectedPage = productKeys.list({ page: 1, limit: 7, status: 'rejected' })
    client.setQueryData(rejectedPage, { products: [] })
    applyEvent(client, event('product.reject', { data: { status: 'rejected' } }), ME)
    expect(useArrivals.getState().ids.rejected).toEqual([9])
    expect(useArrivals.getState().ids.products).toEqual([])
    expect(invalidated(client, rejectedPage)).toBe(true)
    // Mine (the queue already shows it) and the seed's DELETE (the listing is gone) are not held.
    applyEvent(
      client,
      event('product.reject', {
        entityId: 10,
        actor: { id: ME, name: 'Me' },
        data: { status: 'rejected' },
      }),
      ME,
    )
    applyEvent(client, event('product.reject', { entityId: 11, data: { status: 'pending' } }), ME)
    expect(useArrivals.getState().ids.rejected).toEqual([9])
  })

  it('never holds back what I created myself (another tab of mine)', () => {
    const client = cache()
    applyEvent(
      client,
      event('product.create', { actor: { id: ME, name: 'Me' }, data: { status: 'approved' } }),
      ME,
    )
    expect(useArrivals.getState().ids.products).toEqual([])
    expect(invalidated(client, productsList)).toBe(true)
  })

  it("keeps another moderator's decision in place: who and when, the open details untouched", () => {
    const client = cache()
    client.setQueryData<Claim[]>(waitingProductKeys.claims(), [
      { productId: 9, userId: 2, name: 'Amina', expiresAt: '2026-11-25T17:50:00.000Z' },
    ])
    applyEvent(client, event('product.approve'), ME)
    expect(useDecidedStore.getState().byId[9]).toEqual({
      action: 'approve',
      name: 'Amina',
      at: '2026-11-25T17:45:00.000Z',
    })
    expect(client.getQueryData(waitingProductKeys.claims())).toEqual([])
    expect(invalidated(client, waitingProductKeys.detail(9))).toBe(false)
    expect(useArrivals.getState().ids.products).toEqual([9])
  })

  it('a restore forgets the decision and reads the product again', () => {
    const client = cache()
    applyEvent(client, event('product.reject'), ME)
    expect(useDecidedStore.getState().byId[9]?.action).toBe('reject')
    applyEvent(client, event('product.restore', { data: { status: 'pending' } }), ME)
    expect(useDecidedStore.getState().byId[9]).toBeUndefined()
    expect(invalidated(client, waitingProductKeys.detail(9))).toBe(true)
  })

  it('tracks claims taken and released, with the name of who took them', () => {
    const client = cache()
    client.setQueryData<Claim[]>(waitingProductKeys.claims(), [])
    const expiresAt = '2026-11-25T17:50:00.000Z'
    applyEvent(client, event('claim.take', { data: { expiresAt } }), ME)
    expect(client.getQueryData(waitingProductKeys.claims())).toEqual([
      { productId: 9, userId: 2, name: 'Amina', expiresAt },
    ])
    applyEvent(client, event('claim.release'), ME)
    expect(client.getQueryData(waitingProductKeys.claims())).toEqual([])
  })

  it("reads the dashboard's latest products again on an approval, not a page someone reads", async () => {
    const client = new QueryClient()
    const reads: string[] = []
    const watch = (name: string, queryKey: readonly unknown[]) =>
      new QueryObserver(client, {
        queryKey,
        queryFn: async () => {
          reads.push(name)
          return { products: [] }
        },
        staleTime: Number.POSITIVE_INFINITY,
      }).subscribe(() => {})
    watch('page', productsList)
    watch('latest', productKeys.list({ limit: 5, sort: 'createdAt', order: 'desc' }))
    await expect.poll(() => reads.length).toBe(2)
    applyEvent(client, event('product.approve'), ME)
    await expect.poll(() => reads).toEqual(['page', 'latest', 'latest'])
    expect(invalidated(client, productsList)).toBe(true)
  })

  it('reads the dashboard figures (and the badge) again when the counters change', () => {
    const client = cache()
    applyEvent(client, event('counts.change', { entityId: null, actor: null }), ME)
    expect(invalidated(client, dashboardKeys.stats())).toBe(true)
    expect(invalidated(client, waitingList)).toBe(false)
  })

  it.each([
    'user.invite',
    'user.role',
    'user.two-factor-reset',
    'user.two-factor-enable',
    'user.two-factor-disable',
  ] as const)("reads the staff and users lists again on another admin's %s", (type) => {
    const client = cache()
    client.setQueryData(userKeys.staff(), { data: [] })
    client.setQueryData(userKeys.list({ page: 1, limit: 7 }), { data: [] })
    applyEvent(client, event(type), ME)
    expect(invalidated(client, userKeys.staff())).toBe(true)
    expect(invalidated(client, userKeys.list({ page: 1, limit: 7 }))).toBe(true)
    expect(invalidated(client, waitingList)).toBe(false)
  })

  it('changes a listing’s badges in place on product.signals, its details and the signal-filtered pages read again', () => {
    const client = cache()
    const rows = [
      { id: 9, signalKinds: [] },
      { id: 10, signalKinds: ['price-outlier'] },
    ]
    client.setQueryData(waitingList, { products: rows })
    const filtered = waitingProductKeys.list({ page: 1, limit: 2, signal: 'any' })
    client.setQueryData(filtered, { products: [] })
    applyEvent(
      client,
      event('product.signals', { actor: null, data: { signalKinds: ['same-picture', 'odd'] } }),
      ME,
    )
    expect(client.getQueryData(waitingList)).toEqual({
      products: [{ id: 9, signalKinds: ['same-picture'] }, rows[1]],
    })
    expect(invalidated(client, waitingList)).toBe(false)
    expect(invalidated(client, filtered)).toBe(true)
    expect(invalidated(client, waitingProductKeys.detail(9))).toBe(true)
  })

  it('reads the queue again on a dismissed signal that names no kinds', () => {
    const client = cache()
    applyEvent(client, event('product.signal-dismiss'), ME)
    expect(invalidated(client, waitingList)).toBe(true)
    expect(invalidated(client, waitingProductKeys.detail(9))).toBe(true)
    expect(invalidated(client, productsList)).toBe(false)
  })
})
