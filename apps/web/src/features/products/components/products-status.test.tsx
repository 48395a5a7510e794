import type { Product, ProductStatus } from '@rihla/contract/products'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addArrival, clearArrivals } from '@/lib/live/arrivals'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { ProductsList } from './products-list'

const villa = buildProduct({ id: 3, title: 'Villa by the sea', status: 'approved' })
const trek = buildProduct({ id: 4, title: 'Desert trek', status: 'pending' })
const blurry = buildProduct({
  id: 5,
  title: 'Blurry riad',
  status: 'rejected',
  rejection: { reason: 'poor_photos', note: null, by: null, at: '2026-11-20T10:00:00.000Z' },
})
const BY_STATUS: Record<ProductStatus, Product[]> = {
  approved: [villa],
  pending: [trek],
  rejected: [blurry],
}

/** A server that lists each status's products (`?status=`, the catalogue without it). */
function setup(path = '/products', rows: Record<ProductStatus, Product[]> = BY_STATUS) {
  const api = mockFetch([
    {
      method: 'GET',
      path: '/api/products',
      reply: ({ url }) => {
        const status = (url.searchParams.get('status') ?? 'approved') as ProductStatus
        return { body: buildProductPage(rows[status] ?? []) }
      },
    },
    { method: 'GET', path: '/api/products/wilayas', reply: { body: [] } },
    { method: 'GET', path: /^\/api\/products\/\d+$/, reply: { body: villa } },
  ])
  const view = renderRoutes([{ path: '/products', element: <ProductsList /> }], path)
  return { api, ...view, user: userEvent.setup() }
}

const listStatuses = (api: ReturnType<typeof mockFetch>) =>
  api.callsTo('GET', '/api/products').map((call) => call.url.searchParams.get('status'))

describe('products list: status', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
    clearArrivals('products')
    clearArrivals('waiting')
    clearArrivals('rejected')
  })
  afterEach(() => vi.restoreAllMocks())

  it('lists the catalogue by default, each row with its status badge', async () => {
    const { api } = setup()
    const row = (await screen.findByRole('link', { name: 'Villa by the sea' })).closest('tr')
    expect(within(row as HTMLElement).getByText('Approved')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('approved')
    // The catalogue is the server's default: the seed's call, without `status`.
    expect(listStatuses(api)).toEqual([null])
  })

  it('sends the chosen status to the server and keeps it in the URL', async () => {
    const { api, router, user } = setup()
    await screen.findByRole('link', { name: 'Villa by the sea' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected')
    const row = (await screen.findByRole('link', { name: 'Blurry riad' })).closest('tr')
    expect(within(row as HTMLElement).getByText('Rejected')).toBeInTheDocument()
    expect(listStatuses(api).at(-1)).toBe('rejected')
    expect(router.state.location.search).toBe('?status=rejected')
    // A rejected listing opens on its own page, which the server shows staff.
    expect(screen.getByRole('link', { name: 'Blurry riad' })).toHaveAttribute('href', '/products/5')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved')
    expect(await screen.findByRole('link', { name: 'Villa by the sea' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    // The catalogue read first is still fresh; it is never asked by name.
    expect(listStatuses(api)).toEqual([null, 'rejected'])
  })

  it('opens a waiting product in the approval queue, from its title and its menu', async () => {
    const { api, user } = setup('/products?status=pending')
    const link = await screen.findByRole('link', { name: 'Desert trek' })
    expect(listStatuses(api)).toEqual(['pending'])
    expect(within(link.closest('tr') as HTMLElement).getByText('Pending')).toBeInTheDocument()
    expect(link).toHaveAttribute('href', '/waiting-products/4')
    // Its page is the queue's: pointing at it reads nothing of the products' details.
    await user.hover(link)
    expect(api.callsTo('GET', '/api/products/4')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Actions for Desert trek' }))
    expect(screen.getByRole('menuitem', { name: 'show details' })).toHaveAttribute(
      'href',
      '/waiting-products/4',
    )
  })

  it('reads an unknown status in the URL as the catalogue', async () => {
    const { api } = setup('/products?status=deleted')
    expect(await screen.findByRole('link', { name: 'Villa by the sea' })).toBeInTheDocument()
    expect(listStatuses(api)).toEqual([null])
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('approved')
  })

  it('says when no listing is rejected, and clearing the filters shows the catalogue', async () => {
    const { router, user } = setup('/products?status=rejected', { ...BY_STATUS, rejected: [] })
    expect(await screen.findByText('No rejected products.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('link', { name: 'Villa by the sea' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  })

  it('holds back only the listings rejected meanwhile when filtered on rejected', async () => {
    const { user } = setup('/products?status=rejected')
    await screen.findByRole('link', { name: 'Blurry riad' })
    // Approved or newly waiting products are no rows of this list: no bar for them.
    act(() => {
      addArrival('products', 40)
      addArrival('waiting', 41)
    })
    expect(screen.queryByText('1 new product')).not.toBeInTheDocument()
    act(() => addArrival('rejected', 42))
    expect(await screen.findByText('1 new product')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show' }))
    await vi.waitFor(() => expect(screen.queryByText('1 new product')).not.toBeInTheDocument())
  })
})
