import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch, type Reply } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { setWideScreen } from '@/testing/screen-width'
import { ProductsList } from './products-list'

const villa = buildProduct({
  id: 3,
  title: 'Villa by the sea',
  category: 'C',
  location: 'Ain El Turck',
  wilaya: '31',
  price: 95,
  description: 'Three rooms, a garden and the beach at the end of the street.',
})

function setup(listReply: Reply | (() => Reply) = { body: buildProductPage([villa]) }) {
  const api = mockFetch([
    { method: 'GET', path: '/api/products', reply: listReply },
    {
      method: 'GET',
      path: '/api/products/wilayas',
      reply: { body: [{ number: 31, name: 'Oran' }] },
    },
    { method: 'DELETE', path: '/api/products/3', reply: { body: { message: 'Product deleted' } } },
    { method: 'GET', path: '/api/products/3', reply: { body: villa } },
  ])
  const view = renderRoutes([{ path: '/products', element: <ProductsList /> }], '/products')
  return { api, ...view, user: userEvent.setup() }
}

const listCalls = (api: ReturnType<typeof mockFetch>) =>
  api.callsTo('GET', '/api/products').map((call) => Object.fromEntries(call.url.searchParams))

// Many user steps per test: a loaded machine can take longer than the 5 s default.
describe('products list', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('loads 7 a page with the wilayas, and shows the seed columns and the status', async () => {
    const { api } = setup()
    const row = (await screen.findByText('Villa by the sea')).closest('tr') as HTMLElement
    expect(listCalls(api)[0]).toEqual({ page: '1', limit: '7', sort: 'id', order: 'asc' })
    expect(api.callsTo('GET', '/api/products/wilayas')[0]?.url.searchParams.get('lang')).toBe('en')
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual(
      ['ID', 'Product title', 'Status', 'Category', 'Location', 'Price', 'Description', 'Actions'],
    )
    expect(within(row).getByText('Approved')).toBeInTheDocument()
    expect(within(row).getByText('House rentals')).toBeInTheDocument()
    expect(within(row).getByText('Ain El Turck')).toBeInTheDocument()
    expect(await within(row).findByText('Oran')).toBeInTheDocument()
    expect(within(row).getByText('$95.00')).toBeInTheDocument()
    expect(within(row).getByText(villa.description)).toHaveClass('line-clamp-2')
    expect(screen.getByRole('link', { name: 'Add New Product' })).toHaveAttribute(
      'href',
      '/products/AddProduct',
    )
  })

  it('shows each picture from the file that fills its 40 px cell (srcset and sizes)', async () => {
    const square = '/uploads/products/v-small.webp'
    const thumb = '/uploads/products/v-thumb.webp'
    const pictured = {
      ...villa,
      pictures: [
        {
          id: 1,
          url: '/uploads/products/v.webp',
          thumbnailUrl: thumb,
          thumbnailSrcset: `${square} 128w, ${thumb} 400w`,
        },
      ],
    }
    const { container } = setup({ body: buildProductPage([pictured]) })
    await screen.findByText('Villa by the sea')
    const img = container.querySelector('img[data-thumb="picture"]')
    expect(img).toHaveAttribute('src', thumb)
    expect(img).toHaveAttribute('srcset', `${square} 128w, ${thumb} 400w`)
    expect(img).toHaveAttribute('sizes', '40px')
  })

  it("reads a product's page ahead once its link is pointed at or focused, once a row", async () => {
    const { api, user } = setup()
    const link = await screen.findByRole('link', { name: 'Villa by the sea' })
    expect(api.callsTo('GET', '/api/products/3')).toHaveLength(0)
    await user.hover(link)
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/products/3')).toHaveLength(1))
    await user.unhover(link)
    await user.hover(link)
    link.focus()
    await user.tab()
    expect(api.callsTo('GET', '/api/products/3')).toHaveLength(1)
  })

  it('sorts on the server from the column headers, the order in the URL', async () => {
    const { api, router, user } = setup()
    await screen.findByText('Villa by the sea')
    await user.click(screen.getByRole('button', { name: 'Price' }))
    await vi.waitFor(() =>
      expect(listCalls(api).at(-1)).toMatchObject({ sort: 'price', order: 'asc' }),
    )
    await user.click(screen.getByRole('button', { name: 'Price' }))
    await vi.waitFor(() =>
      expect(listCalls(api).at(-1)).toMatchObject({ sort: 'price', order: 'desc' }),
    )
    expect(router.state.location.search).toBe('?sort=price&order=desc')
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  })

  it('stores the product id when its row menu opens, and links its actions', async () => {
    const { user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Actions for Villa by the sea' }))
    expect(storage.get('productId')).toBe('3')
    expect(screen.getByRole('menuitem', { name: 'show details' })).toHaveAttribute(
      'href',
      '/products/3',
    )
    expect(screen.getByRole('menuitem', { name: 'Edit flags' })).toHaveAttribute(
      'href',
      '/products/updateFlags',
    )
    expect(screen.getByRole('menuitem', { name: 'rate' })).toHaveAttribute(
      'href',
      '/products/rateProduct',
    )
  })

  it('shows cards with the status and a visible menu on a phone, no table', async () => {
    setWideScreen(false)
    const { api, user } = setup()
    await screen.findByRole('link', { name: 'Villa by the sea' })
    const cards = screen.getByRole('list', { name: 'Products' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const card = within(cards).getByRole('listitem')
    expect(within(card).getByRole('link', { name: 'Villa by the sea' })).toHaveAttribute(
      'href',
      '/products/3',
    )
    expect(within(card).getByText('Approved')).toBeInTheDocument()
    expect(within(card).getByText('$95.00')).toBeInTheDocument()
    expect(await within(card).findByText('Oran')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Actions for Villa by the sea' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete product' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('status')).toHaveTextContent('"Villa by the sea" was deleted.')
    expect(api.callsTo('DELETE', '/api/products/3')).toHaveLength(1)
  })

  it('deletes after confirmation, then reloads the list', async () => {
    const { api, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Actions for Villa by the sea' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete product' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(api.callsTo('DELETE', '/api/products/3')).toHaveLength(0)

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('status')).toHaveTextContent('"Villa by the sea" was deleted.')
    expect(api.callsTo('DELETE', '/api/products/3')).toHaveLength(1)
    expect(listCalls(api)).toHaveLength(2)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('keeps the product when the confirmation is cancelled', async () => {
    const { api, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Actions for Villa by the sea' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/products/3')).toHaveLength(0)
  })

  it('says "No products found." when there is nothing to show', async () => {
    setup({ body: buildProductPage([]) })
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })

  it('offers to try again when the list fails', async () => {
    setup({ status: 403, body: { message: 'Forbidden' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
