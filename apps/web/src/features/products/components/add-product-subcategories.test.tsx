import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSubcategories } from '@/features/subcategories'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildSubcategory } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { AddProductForm } from './add-product-form'

const hajj = buildSubcategory({ id: 2, name: 'حج', category: 'A' })

/** What the subcategories screen reads: the same hook, the same cache entry. */
function SubcategoryCount() {
  const subcategories = useSubcategories()
  return <p>{subcategories.data ? `${subcategories.data.length} subcategories` : 'waiting'}</p>
}

describe('the subcategory choices of the add-product form', () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('share one query with the subcategories screen: one request, one cache entry', async () => {
    const api = mockFetch([
      { method: 'GET', path: '/api/products/wilayas', reply: { body: [] } },
      { method: 'GET', path: '/api/products/sub-categories', reply: { body: [hajj] } },
    ])
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <SubcategoryCount />
            <AddProductForm onSuccess={vi.fn()} />
          </>
        ),
      },
    ])
    expect(await screen.findByText('1 subcategories')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/products/sub-categories')).toHaveLength(1)
  })
})
