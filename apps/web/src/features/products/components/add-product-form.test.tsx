import { MESSAGES } from '@rihla/contract/messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildSubcategory } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { AddProductForm } from './add-product-form'

const m = MESSAGES.product
const umrah = buildSubcategory({ id: 1, name: 'عمرة', category: 'A' })
const hajj = buildSubcategory({ id: 2, name: 'حج', category: 'A' })
const villas = buildSubcategory({ id: 3, name: 'فيلات', category: 'C' })

function setup(postReply: Parameters<typeof mockFetch>[0][number]['reply'] = { status: 201 }) {
  const api = mockFetch([
    {
      method: 'GET',
      path: '/api/products/wilayas',
      reply: {
        body: [
          { number: 1, name: 'Adrar' },
          { number: 16, name: 'Algiers' },
        ],
      },
    },
    { method: 'GET', path: '/api/products/sub-categories', reply: { body: [umrah, hajj, villas] } },
    { method: 'POST', path: '/api/products', reply: postReply },
  ])
  const onSuccess = vi.fn()
  renderRoutes([{ path: '/', element: <AddProductForm onSuccess={onSuccess} /> }])
  return { api, onSuccess, user: userEvent.setup() }
}

const field = (label: string) => screen.getByLabelText(label)
const subcategory = () => screen.getByLabelText<HTMLSelectElement>('Subcategory')
const optionLabels = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })

/** The wilaya is a searchable list: type a name, then Enter chooses the first match. */
async function chooseWilaya(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Wilaya' }), name)
  await user.keyboard('{Enter}')
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Title'), 'Umrah 15 days')
  await user.type(field('Price'), '1200.50')
  await user.type(field('Description'), 'Flights, hotel and guide included.')
  await user.type(field('Location'), 'Bab Ezzouar')
  await chooseWilaya(user, 'Alger')
  await user.selectOptions(field('Category'), 'A')
  await screen.findByRole('option', { name: 'حج' })
  await user.selectOptions(subcategory(), '2')
  await user.upload(field('Product Image'), png())
}

// Many user steps per test: a loaded machine can take longer than the 5 s default.
describe('add product form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it("shows the seed's messages in the seed's order on an empty submit, and sends nothing", async () => {
    const { api, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      m.title,
      m.priceRequired,
      m.description,
      m.location,
      m.wilaya,
      m.category,
      m.subcategory,
      m.image,
    ])
    expect(field('Title')).toHaveFocus()
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0)
  })

  it.each(['0', '-5', '0.004', '1e-7'])(
    'says "Please enter a valid price" for %s',
    async (price) => {
      const { user } = setup()
      await user.type(field('Price'), price)
      await user.click(screen.getByRole('button', { name: 'Add Product' }))
      expect(await screen.findByText(m.priceInvalid)).toBeInTheDocument()
      expect(screen.queryByText(m.priceRequired)).not.toBeInTheDocument()
    },
  )

  it('clears only the error of the field being edited', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    await screen.findByText(m.title)

    await user.type(field('Title'), 'U')
    expect(screen.queryByText(m.title)).not.toBeInTheDocument()
    expect(screen.getByText(m.priceRequired)).toBeInTheDocument()

    await chooseWilaya(user, 'أدرار')
    expect(screen.getByRole('combobox', { name: 'Wilaya' })).toHaveValue('1 - Adrar')
    expect(screen.queryByText(m.wilaya)).not.toBeInTheDocument()
    await user.upload(field('Product Image'), png())
    expect(screen.queryByText(m.image)).not.toBeInTheDocument()
    expect(screen.getAllByRole('alert')).toHaveLength(5)
  })

  it('drops "Please select a valid image file" once another image is chosen', async () => {
    // The file claims to be a PNG; the server reads its bytes and refuses it (415).
    const { api, user } = setup({ status: 415, body: { message: MESSAGES.banner.notImage } })
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText(MESSAGES.banner.notImage)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products')).toHaveLength(1)

    await user.upload(field('Product Image'), png())
    expect(screen.queryByText(MESSAGES.banner.notImage)).not.toBeInTheDocument()
    expect(field('Product Image')).not.toHaveAttribute('aria-invalid')
    expect(field('Title')).toHaveValue('Umrah 15 days')
  })

  it('keeps the subcategory disabled until a category is chosen', async () => {
    const { user } = setup()
    expect(subcategory()).toBeDisabled()
    expect(screen.getByText('Choose a category first.')).toBeInTheDocument()
    await user.selectOptions(field('Category'), 'A')
    await vi.waitFor(() => expect(subcategory()).toBeEnabled())
  })

  it("offers only the chosen category's subcategories, and a new category empties the choice", async () => {
    const { user } = setup()
    await user.selectOptions(field('Category'), 'A')
    await screen.findByRole('option', { name: 'عمرة' })
    expect(optionLabels(subcategory())).toEqual(['Select a subcategory', 'عمرة', 'حج'])
    await user.selectOptions(subcategory(), '1')
    expect(subcategory()).toHaveValue('1')

    await user.selectOptions(field('Category'), 'C')
    expect(subcategory()).toHaveValue('')
    expect(optionLabels(subcategory())).toEqual(['Select a subcategory', 'فيلات'])

    await user.selectOptions(field('Category'), 'D')
    expect(subcategory()).toBeDisabled()
    expect(screen.getByText('No subcategories available for this category')).toBeInTheDocument()
  })

  it('sends the seed multipart form with one picture, then reports success', async () => {
    const { api, onSuccess, user } = setup({ status: 201, body: buildProduct() })
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
    const body = api.callsTo('POST', '/api/products')[0]?.body
    expect(body).toBeInstanceOf(FormData)
    const form = body as FormData
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'pictures'))).toEqual({
      title: 'Umrah 15 days',
      price: '1200.5',
      description: 'Flights, hotel and guide included.',
      location: 'Bab Ezzouar',
      wilaya: '16',
      category: 'A',
      subcategoryId: '2',
    })
    expect(form.getAll('pictures')).toHaveLength(1)
    expect((form.get('pictures') as File).name).toBe('photo.png')
  })

  it("shows the server's reasons on a refused save and keeps everything typed", async () => {
    const reasons = ['Wilaya is required', 'Please select a valid image file']
    const { onSuccess, user } = setup({
      status: 400,
      body: { message: reasons[0], details: reasons },
    })
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    const alert = await screen.findByRole('alert')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(reasons)
    expect(onSuccess).not.toHaveBeenCalled()
    expect(field('Title')).toHaveValue('Umrah 15 days')
    expect(field('Price')).toHaveValue(1200.5)
    expect(subcategory()).toHaveValue('2')
    expect(screen.getByText('photo.png')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled()
  })

  it('says "Adding Product..." and disables the button while sending', async () => {
    const { user } = setup(() => new Promise(() => {}))
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByRole('button', { name: 'Adding Product...' })).toBeDisabled()
  })
})
