import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { UpdateFlagsForm } from './update-flags-form'

function setup(patchReply: Parameters<typeof mockFetch>[0][number]['reply']) {
  const product = buildProduct({ id: 7, title: 'Villa in Oran', isE: true, isG: true })
  const api = mockFetch([
    { method: 'GET', path: '/api/products/7', reply: { body: product } },
    { method: 'PATCH', path: '/api/products/7/category', reply: patchReply },
  ])
  const onSuccess = vi.fn()
  renderRoutes([{ path: '/', element: <UpdateFlagsForm onSuccess={onSuccess} /> }])
  return { api, onSuccess, user: userEvent.setup() }
}

// Many user steps per test: a loaded machine can take longer than the 5 s default.
describe('update flags form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('productId', '7')
  })

  it('prefills the four Arabic-labelled flags and sends them all', async () => {
    const { api, onSuccess, user } = setup({ body: buildProduct({ id: 7 }) })
    expect(await screen.findByRole('checkbox', { name: 'حصري' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'أفضل العروض' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'أفضل الوجهات السياحية' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'أفضل الوجهات العائلية' })).not.toBeChecked()

    await user.click(screen.getByRole('checkbox', { name: 'حصري' }))
    await user.click(screen.getByRole('checkbox', { name: 'أفضل الوجهات العائلية' }))
    await user.click(screen.getByRole('button', { name: 'Update Flags' }))
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
    const body = api.callsTo('PATCH', '/api/products/7/category')[0]?.body
    expect(JSON.parse(String(body))).toEqual({ isE: false, isF: false, isG: true, isH: true })
  })

  it('says "Failed to update flags. Please try again." when the save fails', async () => {
    const { user } = setup({ status: 403, body: { message: 'Forbidden' } })
    await user.click(await screen.findByRole('button', { name: 'Update Flags' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update flags. Please try again.',
    )
  })

  it('says "Product ID not found" without a stored product, and asks nothing', () => {
    storage.remove('productId')
    const { api } = setup({})
    expect(screen.getByRole('alert')).toHaveTextContent('Product ID not found')
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/products')
    expect(api.calls).toHaveLength(0)
  })
})
