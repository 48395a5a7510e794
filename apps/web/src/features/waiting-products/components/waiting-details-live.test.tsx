import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { storeDecidedBy, useDecidedStore } from '../api/decided-by'
import { WaitingProductDetails } from './waiting-product-details'

const product = buildProduct({ id: 9, title: 'Desert trek', status: 'pending' })
const later = new Date(Date.now() + 300_000).toISOString()

function setup(claims: unknown[] = []) {
  const api = mockFetch([
    { method: 'GET', path: '/api/products/waiting-list/9', reply: { body: product } },
    { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: claims } },
    {
      method: 'POST',
      path: '/api/products/waiting-list/9/claim',
      reply: { body: { productId: 9, userId: 1, name: 'Me', expiresAt: later } },
    },
    { method: 'DELETE', path: '/api/products/waiting-list/9/claim', reply: { status: 204 } },
  ])
  const view = renderRoutes([{ path: '/w/:id', element: <WaitingProductDetails id="9" /> }], '/w/9')
  return { api, ...view }
}

describe('a waiting product open on screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
    useDecidedStore.setState({ byId: {} })
  })

  it('is claimed while open and released a moment after leaving', async () => {
    const { api, unmount } = setup()
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
    setup([{ productId: 9, userId: 2, name: 'Amina', expiresAt: later }])
    expect(await screen.findByText(/Being reviewed by/)).toHaveTextContent(
      'Being reviewed by Amina',
    )
    act(() => storeDecidedBy(9, { action: 'reject', name: 'Amina', at: '2026-11-25T17:45:00Z' }))
    expect(await screen.findByText(/Rejected by/)).toHaveTextContent(/Rejected by Amina at .*2026/)
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next product' })).toBeEnabled()
  })
})
