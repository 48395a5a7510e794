import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { ProductsRoute } from './products'

describe('/products', () => {
  beforeEach(() => {
    storage.set('token', 'access')
  })

  it('tells a non-admin "You don\'t have permission to view this data." and makes no call', () => {
    storage.set('role', 'user')
    const api = mockFetch([
      { method: 'GET', path: '/api/products', reply: { body: buildProductPage([]) } },
    ])
    renderRoutes([{ path: '/products', element: <ProductsRoute /> }], '/products')
    expect(screen.getByText("You don't have permission to view this data.")).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })

  it('shows the list to an admin', async () => {
    storage.set('role', 'admin')
    mockFetch([{ method: 'GET', path: '/api/products', reply: { body: buildProductPage([]) } }])
    renderRoutes([{ path: '/products', element: <ProductsRoute /> }], '/products')
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })
})
