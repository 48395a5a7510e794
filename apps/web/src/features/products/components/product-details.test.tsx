import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch, type Reply } from '@/testing/mock-fetch'
import { buildProduct } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { ProductDetails } from './product-details'

function setup(reply: Reply) {
  const api = mockFetch([{ method: 'GET', path: '/api/products/7', reply }])
  renderRoutes([{ path: '/', element: <ProductDetails id="7" /> }])
  return api
}

const back = () => screen.getByRole('link', { name: 'Back to Products' })

describe('product details', () => {
  beforeEach(() => {
    storage.set('token', 'access')
  })

  it.each([
    ['1', 'Adrar', 'أدرار'],
    ['58', 'El Menia', 'المنيعة'],
    ['16', 'Algiers', 'الجزائر'],
  ])(
    'names wilaya %s by its number, in English then Arabic: %s (%s)',
    async (wilaya, name, arabic) => {
      setup({ body: buildProduct({ id: 7, wilaya, location: 'Centre ville' }) })
      await screen.findByRole('heading', { level: 1 })
      expect(screen.getByText(name, { selector: 'bdi' })).toHaveAttribute('lang', 'en')
      expect(screen.getByText(arabic, { selector: 'bdi' })).toHaveAttribute('lang', 'ar')
    },
  )

  it('shows an unknown wilaya as its raw value, once', async () => {
    setup({ body: buildProduct({ id: 7, wilaya: '99', location: 'Centre ville' }) })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getAllByText('99', { selector: 'bdi' })).toHaveLength(1)
  })

  it('shows the title, price, category, description, flags and the missing rating', async () => {
    setup({
      body: buildProduct({
        id: 7,
        title: 'Umrah 15 days',
        price: 1200.5,
        category: 'A',
        description: 'Flights included.',
        isE: true,
        averageRating: null,
        pictures: [
          { id: 1, url: '/uploads/a.webp', thumbnailUrl: '/uploads/a-thumb.webp' },
          { id: 2, url: '/uploads/b.webp', thumbnailUrl: null },
        ],
      }),
    })
    expect(await screen.findByRole('heading', { name: 'Umrah 15 days' })).toBeInTheDocument()
    expect(screen.getByText('$1,200.50')).toBeInTheDocument()
    expect(screen.getByText('Hajj and Umrah')).toBeInTheDocument()
    expect(screen.getByText('الحج والعمرة')).toHaveAttribute('lang', 'ar')
    expect(screen.getByText('Flights included.')).toBeInTheDocument()
    expect(screen.getByText('No rating set yet')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /Umrah 15 days, picture 1 of 2/ })).toHaveAttribute(
      'src',
      '/uploads/a.webp',
    )
    expect(screen.getByRole('button', { name: 'Show picture 2' })).toBeInTheDocument()
    const exclusive = screen.getByText('Exclusive').closest('li')
    expect(exclusive).toHaveTextContent('(yes)')
    expect(screen.getByText('Best offers').closest('li')).toHaveTextContent('(no)')
    expect(back()).toHaveAttribute('href', '/products')
  })

  it('shows the average rating when there is one, and a placeholder without pictures', async () => {
    setup({ body: buildProduct({ id: 7, averageRating: 3.67, pictures: [] }) })
    expect(await screen.findByText('3.67 / 5')).toBeInTheDocument()
    expect(screen.getByText('No pictures')).toBeInTheDocument()
  })

  it('says "Product not found" on a 404, with the back link', async () => {
    setup({ status: 404, body: { message: 'Product not found' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found')
    expect(back()).toBeInTheDocument()
  })

  it('says "Failed to fetch product details" on any other failure', async () => {
    setup({ status: 403, body: { message: 'Forbidden' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch product details')
    expect(back()).toBeInTheDocument()
  })

  it('says "Authentication token not found" without a token, and asks nothing', () => {
    storage.remove('token')
    const api = setup({ body: buildProduct({ id: 7 }) })
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication token not found')
    expect(back()).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })

  it.each([
    ['admin', ['Edit', 'Edit flags', 'Rate', 'Delete']],
    ['user', ['Rate']],
  ])('offers the %s role the actions the server lets it take: %j', async (role, names) => {
    storage.set('role', role)
    setup({ body: buildProduct({ id: 7 }) })
    const actions = await screen.findByRole('toolbar', { name: 'Product actions' })
    const offered = [...actions.querySelectorAll('a, button')].map((el) => el.textContent)
    expect(offered).toEqual(names)
  })
})
