import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { WaitingProductsList } from './waiting-products-list'

const trek = buildProduct({ id: 41, title: 'Desert trek', status: 'pending' })
const dinner = buildProduct({ id: 42, title: 'Dinner cruise', status: 'pending' })

function setScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

function setup(products: unknown[]) {
  mockFetch([
    {
      method: 'GET',
      path: '/api/products/waiting-list',
      reply: { body: { ...buildProductPage([], { limit: 2, total: 2 }), products } },
    },
  ])
  renderRoutes(
    [{ path: '/waiting-products', element: <WaitingProductsList /> }],
    '/waiting-products',
  )
}

describe('who submitted each listing of the queue', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'moderator')
  })

  it.each([
    ['row of the table', true],
    ['card', false],
  ])('reads "by <name>" on each %s, nothing for a deleted account', async (_, wide) => {
    setScreen(wide)
    setup([
      { ...trek, submitter: { id: 7, username: 'Yacine Benali' } },
      { ...dinner, submitter: null },
    ])
    const link = await screen.findByRole('link', { name: 'Desert trek' })
    const row = (wide ? link.closest('tr') : link.closest('li')) as HTMLElement
    expect(within(row).getByText('Yacine Benali', { selector: 'bdi' })).toBeInTheDocument()
    expect(row.querySelector('[data-submitter]')).toHaveTextContent('by Yacine Benali')
    const other = screen.getByRole('link', { name: 'Dinner cruise' })
    const otherRow = (wide ? other.closest('tr') : other.closest('li')) as HTMLElement
    expect(otherRow.querySelector('[data-submitter]')).toBeNull()
  })

  it('reads a server that names no submitter as none', async () => {
    setScreen(true)
    setup([trek, dinner])
    expect(await screen.findByRole('link', { name: 'Desert trek' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Dinner cruise' })).toBeInTheDocument()
    expect(document.querySelector('[data-submitter]')).toBeNull()
  })
})
