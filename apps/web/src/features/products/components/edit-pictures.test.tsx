import { MESSAGES } from '@rihla/contract/messages'
import type { Product } from '@rihla/contract/products'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildSubcategory } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { EditProductForm } from './edit-product-form'

const picture = (id: number) => ({
  id,
  url: `/uploads/products/${id}.webp`,
  thumbnailUrl: `/uploads/products/${id}-thumb.webp`,
})
const product = buildProduct({
  id: 7,
  subcategoryId: 1,
  pictures: [picture(1), picture(2), picture(3)],
})
const withPictures = (ids: number[]): Product => ({ ...product, pictures: ids.map(picture) })

type Reply = Parameters<typeof mockFetch>[0][number]['reply']

function setup(replies: { order?: Reply; remove?: Reply; add?: Reply; patch?: Reply } = {}) {
  const api = mockFetch([
    { method: 'GET', path: '/api/products/wilayas', reply: { body: [] } },
    {
      method: 'GET',
      path: '/api/products/sub-categories',
      reply: { body: [buildSubcategory({ id: 1, category: 'A' })] },
    },
    { method: 'GET', path: '/api/products/7', reply: { body: product, headers: { ETag: '"3"' } } },
    {
      method: 'PUT',
      path: '/api/products/7/pictures/order',
      reply: replies.order ?? { body: withPictures([2, 1, 3]), headers: { ETag: '"4"' } },
    },
    {
      method: 'DELETE',
      path: '/api/products/7/pictures/1',
      reply: replies.remove ?? { body: withPictures([2, 3]), headers: { ETag: '"4"' } },
    },
    {
      method: 'POST',
      path: '/api/products/7/pictures',
      reply: replies.add ?? {
        status: 201,
        body: withPictures([1, 2, 3, 4]),
        headers: { ETag: '"4"' },
      },
    },
    {
      method: 'PATCH',
      path: '/api/products/7',
      reply: replies.patch ?? { body: product, headers: { ETag: '"5"' } },
    },
  ])
  renderRoutes([{ path: '/', element: <EditProductForm id={7} onSaved={vi.fn()} /> }])
  return { api, user: userEvent.setup() }
}

const list = async () => within(await screen.findByRole('list'))

describe('the pictures of the edit screen', { timeout: 30_000 }, () => {
  beforeEach(() => storage.set('token', 'access'))

  it('shows them in order, the first marked Cover', async () => {
    setup()
    const items = (await list()).getAllByRole('listitem')
    expect(items.map((item) => item.dataset.pictureId)).toEqual(['1', '2', '3'])
    expect(within(items[0] as HTMLElement).getByText('Cover')).toBeInTheDocument()
    expect(within(items[1] as HTMLElement).queryByText('Cover')).toBeNull()
    expect(screen.getByRole('img', { name: 'Picture 1 of 3' })).toBeInTheDocument()
  })

  it('moves one by keyboard, with the version held, announces it and keeps focus', async () => {
    const { api, user } = setup()
    const later = await screen.findByRole('button', { name: 'Move later (Picture 1 of 3)' })
    later.focus()
    await user.keyboard('{Enter}')
    const call = await vi.waitFor(() => {
      const [first] = api.callsTo('PUT', '/api/products/7/pictures/order')
      if (!first) throw new Error('not yet')
      return first
    })
    expect(JSON.parse(String(call.body))).toEqual({ ids: [2, 1, 3] })
    expect(call.headers.get('if-match')).toBe('"3"')
    expect(await screen.findByText('Picture moved to position 2 of 3.')).toBeInTheDocument()
    const items = (await list()).getAllByRole('listitem')
    expect(items.map((item) => item.dataset.pictureId)).toEqual(['2', '1', '3'])
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move later (Picture 2 of 3)' }),
      ),
    )
    // The form's next save carries the version the pictures' answer gave.
    await user.clear(screen.getByLabelText('Title'))
    await user.type(screen.getByLabelText('Title'), 'Renamed')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await vi.waitFor(() => expect(api.callsTo('PATCH', '/api/products/7')).toHaveLength(1))
    expect(api.callsTo('PATCH', '/api/products/7')[0]?.headers.get('if-match')).toBe('"4"')
  })

  it('removes one after confirming, the next becoming the cover', async () => {
    const { api, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Remove (Picture 1 of 3)' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(api.callsTo('DELETE', '/api/products/7/pictures/1')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await vi.waitFor(() =>
      expect(api.callsTo('DELETE', '/api/products/7/pictures/1')).toHaveLength(1),
    )
    await vi.waitFor(() =>
      expect(
        (screen.getAllByRole('listitem') as HTMLElement[]).map((i) => i.dataset.pictureId),
      ).toEqual(['2', '3']),
    )
    expect(
      within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText('Cover'),
    ).toBeInTheDocument()
    expect(screen.getByText('Picture removed.')).toBeInTheDocument()
  })

  it('adds several at once, checking them first; shows the server refusal', async () => {
    const { api } = setup({
      add: {
        status: 409,
        body: {
          message: 'A listing has at most 10 pictures.',
          code: 'product.tooManyPictures',
        },
      },
    })
    // The browser's own filter aside: what a person could still pick with "All files".
    const user = userEvent.setup({ applyAccept: false })
    const input = await screen.findByLabelText<HTMLInputElement>('Add pictures')
    // Not an image: refused before any call.
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `notes.txt: ${MESSAGES.banner.notImage}`,
    )
    expect(api.callsTo('POST', '/api/products/7/pictures')).toHaveLength(0)
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
    ]
    await user.upload(input, files)
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/products/7/pictures')).toHaveLength(1))
    const body = api.callsTo('POST', '/api/products/7/pictures')[0]?.body as FormData
    expect(body.getAll('pictures')).toHaveLength(2)
    expect(await screen.findByRole('alert')).toHaveTextContent('A listing has at most 10 pictures.')
  })
})
