import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { storeDecidedBy, useDecidedStore } from '../api/decided-by'
import { WaitingProductDetails } from './waiting-product-details'

const later = new Date(Date.now() + 300_000).toISOString()

/**
 * Product `id` waiting, open on screen. Each test opens its own: a page closed keeps its claim
 * for a moment (list -> details), and the next test's page of the same product would find it.
 */
function setup(id: number, claims: unknown[] = []) {
  const product = buildProduct({ id, title: 'Desert trek', status: 'pending' })
  const api = mockFetch([
    { method: 'GET', path: `/api/products/waiting-list/${id}`, reply: { body: product } },
    { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: claims } },
    {
      method: 'POST',
      path: `/api/products/waiting-list/${id}/claim`,
      reply: { body: { productId: id, userId: 1, name: 'Me', expiresAt: later } },
    },
    { method: 'DELETE', path: `/api/products/waiting-list/${id}/claim`, reply: { status: 204 } },
  ])
  const view = renderRoutes(
    [{ path: '/w/:id', element: <WaitingProductDetails id={String(id)} /> }],
    `/w/${id}`,
  )
  return { api, ...view }
}

describe('a waiting product open on screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
    useDecidedStore.setState({ byId: {} })
  })

  it('is claimed while open and released a moment after leaving', async () => {
    const { api, unmount } = setup(9)
    expect(await screen.findByRole('heading', { name: 'Desert trek' })).toBeInTheDocument()
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/products/waiting-list/9/claim')).toHaveLength(1),
    )
    unmount()
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/products/waiting-list/9/claim')).toHaveLength(1),
    )
  })

  it('shows who reviews it, and once someone decided it, who and when, its actions disabled', async () => {
    setup(10, [{ productId: 10, userId: 2, name: 'Amina', expiresAt: later }])
    expect(await screen.findByText(/Being reviewed by/)).toHaveTextContent(
      'Being reviewed by Amina',
    )
    act(() => storeDecidedBy(10, { action: 'reject', name: 'Amina', at: '2026-11-25T17:45:00Z' }))
    expect(await screen.findByText(/Rejected by/)).toHaveTextContent(/Rejected by Amina at .*2026/)
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next product' })).toBeEnabled()
  })
})
