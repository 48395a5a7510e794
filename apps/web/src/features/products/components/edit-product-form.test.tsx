import { MESSAGES } from '@rihla/contract/messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildSubcategory } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { EditProductForm } from './edit-product-form'

const umrah = buildSubcategory({ id: 1, name: 'عمرة', category: 'A' })
const hajj = buildSubcategory({ id: 2, name: 'حج', category: 'A' })
const product = buildProduct({ id: 7, title: 'Umrah in May', price: 1200.5, subcategoryId: 1 })

type Reply = Parameters<typeof mockFetch>[0][number]['reply']

function setup(patchReply: Reply, getReply: Reply = { body: product, headers: { ETag: '"3"' } }) {
  const api = mockFetch([
    {
      method: 'GET',
      path: '/api/products/wilayas',
      reply: { body: [{ number: 16, name: 'Algiers' }] },
    },
    { method: 'GET', path: '/api/products/sub-categories', reply: { body: [umrah, hajj] } },
    { method: 'GET', path: '/api/products/7', reply: getReply },
    { method: 'PATCH', path: '/api/products/7', reply: patchReply },
  ])
  const onSaved = vi.fn()
  renderRoutes([{ path: '/', element: <EditProductForm id={7} onSaved={onSaved} /> }])
  return { api, onSaved, user: userEvent.setup() }
}

const patches = (api: ReturnType<typeof mockFetch>) => api.callsTo('PATCH', '/api/products/7')
const bodyOf = (call: { body: unknown } | undefined) => JSON.parse(String(call?.body))

describe('edit product form', { timeout: 30_000 }, () => {
  beforeEach(() => storage.set('token', 'access'))

  it('opens with the current values and sends only what changed, with the version read', async () => {
    const { api, onSaved, user } = setup({
      body: { ...product, title: 'Umrah in June', price: 1350 },
      headers: { ETag: '"4"' },
    })
    const title = await screen.findByLabelText<HTMLInputElement>('Title')
    expect(title.value).toBe('Umrah in May')
    expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('1200.5')
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe(
      product.description,
    )
    await user.clear(title)
    await user.type(title, 'Umrah in June')
    await user.clear(screen.getByLabelText('Price'))
    await user.type(screen.getByLabelText('Price'), '1350')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    expect(patches(api)[0]?.headers.get('if-match')).toBe('"3"')
    expect(bodyOf(patches(api)[0])).toEqual({ title: 'Umrah in June', price: 1350 })
  })

  it("shows the add form's messages and sends nothing while a field is wrong", async () => {
    const { api, user } = setup({ body: product })
    await user.clear(await screen.findByLabelText('Title'))
    await user.clear(screen.getByLabelText('Price'))
    await user.type(screen.getByLabelText('Price'), '0')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText(MESSAGES.product.title)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.product.priceInvalid)).toBeInTheDocument()
    expect(patches(api)).toHaveLength(0)
  })

  it("keeps what was typed and shows the server's reasons when the save is refused", async () => {
    const { user } = setup({
      status: 400,
      body: {
        message: MESSAGES.product.subcategoryMismatch,
        code: 'product.subcategoryMismatch',
        details: [MESSAGES.product.subcategoryMismatch],
      },
    })
    const title = await screen.findByLabelText<HTMLInputElement>('Title')
    await user.type(title, ' with guide')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.product.subcategoryMismatch)
    expect(title.value).toBe('Umrah in May with guide')
  })

  it('says so and sends nothing when nothing was changed', async () => {
    const { api, onSaved, user } = setup({ body: product })
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('status')).toHaveTextContent('You did not change anything.')
    expect(patches(api)).toHaveLength(0)
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('on a stale save shows both versions, and reapplies only my fields from the version saved now', async () => {
    const theirs = { ...product, price: 999, version: 4 }
    let count = 0
    const { api, onSaved, user } = setup(() =>
      ++count === 1
        ? {
            status: 409,
            body: { message: MESSAGES.generic.stale, code: 'generic.stale', current: theirs },
          }
        : { body: { ...theirs, title: 'Umrah in June' }, headers: { ETag: '"5"' } },
    )
    const title = await screen.findByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Umrah in June')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    const panel = await screen.findByRole('region', {
      name: 'Someone else saved this while you were editing',
    })
    expect(within(panel).getByRole('heading')).toHaveFocus()
    const rows = within(panel).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'TitleUmrah in MayUmrah in June',
      `Price${new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(999)}Not changed by you`,
    ])

    await user.click(within(panel).getByRole('button', { name: 'Reapply my changes' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    const second = patches(api)[1]
    expect(second?.headers.get('if-match')).toBe('"4"')
    // Only the title: the other person's price is not reverted.
    expect(bodyOf(second)).toEqual({ title: 'Umrah in June' })
  })

  it('offers to try again when the product cannot be read, and says when it does not exist', async () => {
    setup({ body: product }, { status: 500, body: { message: 'Internal server error' } })
    expect(await screen.findByText('Failed to fetch product details')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument()
  })
})
