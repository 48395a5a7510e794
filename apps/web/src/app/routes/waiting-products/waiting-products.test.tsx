import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { WaitingProductRoute } from './waiting-product'
import { WaitingProductsRoute } from './waiting-products'

const routes = [
  { path: '/waiting-products', element: <WaitingProductsRoute /> },
  { path: '/waiting-products/:id', element: <WaitingProductRoute /> },
]

function api() {
  return mockFetch([
    { method: 'GET', path: '/api/products/waiting-list', reply: { body: buildProductPage([]) } },
    {
      method: 'GET',
      path: '/api/products/waiting-list/9',
      reply: {
        body: buildProduct({ id: 9, title: 'Desert trek', wilaya: '56', status: 'pending' }),
      },
    },
  ])
}

describe('/waiting-products', () => {
  beforeEach(() => {
    storage.set('token', 'access')
  })

  it.each(['/waiting-products', '/waiting-products/9'])(
    'tells a non-admin "You don\'t have permission to view this data." at %s and makes no call',
    (path) => {
      storage.set('role', 'user')
      const calls = api().calls
      renderRoutes(routes, path)
      expect(screen.getByText("You don't have permission to view this data.")).toBeInTheDocument()
      expect(calls).toHaveLength(0)
    },
  )

  it('shows a waiting product without the rating line, with a link back to the queue', async () => {
    storage.set('role', 'admin')
    api()
    renderRoutes(routes, '/waiting-products/9')
    expect(await screen.findByRole('heading', { name: 'Desert trek' })).toBeInTheDocument()
    expect(screen.getByText('جانت')).toBeInTheDocument()
    expect(screen.queryByText('Rating')).not.toBeInTheDocument()
    expect(screen.queryByText('No rating set yet')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Waiting Products' })).toHaveAttribute(
      'href',
      '/waiting-products',
    )
  })
})
