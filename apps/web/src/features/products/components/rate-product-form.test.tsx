import { MESSAGES } from '@rihla/contract/messages'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { storage } from '@/lib/storage'
import { mockFetch, never } from '@/testing/mock-fetch'
import { buildProduct } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { RateProductForm } from './rate-product-form'

function setup(rateReply: Parameters<typeof mockFetch>[0][number]['reply']) {
  const api = mockFetch([
    { method: 'GET', path: '/api/products/7', reply: { body: buildProduct({ id: 7 }) } },
    { method: 'POST', path: '/api/products/rate', reply: rateReply },
  ])
  const onSuccess = vi.fn()
  renderRoutes([{ path: '/', element: <RateProductForm onSuccess={onSuccess} /> }])
  return { api, onSuccess, user: userEvent.setup() }
}

const submit = () => screen.getByRole('button', { name: /Submit Rating|Updating Rating/ })

// Many user steps per test: a loaded machine can take longer than the 5 s default.
describe('rate product form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('productId', '7')
  })

  it('offers five named stars as a radio group, and Submit Rating waits for one', async () => {
    const { user } = setup({ body: buildProduct({ id: 7, averageRating: 4 }) })
    const group = screen.getByRole('radiogroup', { name: 'Rating' })
    expect(group).toBeInTheDocument()
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ])
    expect(submit()).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked()
    expect(submit()).toBeEnabled()
  })

  it('moves the choice with the arrow keys', async () => {
    const { user } = setup({ body: buildProduct({ id: 7 }) })
    await user.click(screen.getByRole('radio', { name: '2 stars' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked()
  })

  it('says "Updating Rating..." and stays disabled while sending, then reports success', async () => {
    let release: (value: { body: unknown }) => void = () => {}
    const { api, onSuccess, user } = setup(
      () =>
        new Promise((resolve) => {
          release = resolve
        }),
    )
    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    await user.click(submit())
    expect(await screen.findByRole('button', { name: 'Updating Rating...' })).toBeDisabled()
    expect(JSON.parse(String(api.callsTo('POST', '/api/products/rate')[0]?.body))).toEqual({
      productId: 7,
      rating: 4,
    })
    release({ body: buildProduct({ id: 7, averageRating: 4 }) })
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
  })

  it('says "Failed to update rating. Please try again." when the server refuses', async () => {
    const { onSuccess, user } = setup({ status: 500, body: { message: 'Internal server error' } })
    await user.click(screen.getByRole('radio', { name: '5 stars' }))
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update rating. Please try again.',
    )
    expect(onSuccess).not.toHaveBeenCalled()
    expect(submit()).toBeEnabled()
  })

  it("says in the reader's language that one's own listing cannot be rated", async () => {
    useLocaleStore.getState().setLocale('ar')
    try {
      const { onSuccess, user } = setup({
        status: 403,
        body: { message: MESSAGES.rating.ownListing, code: 'rating.ownListing' },
      })
      await user.click(screen.getByRole('radio', { name: '4 نجوم' }))
      await user.click(screen.getByRole('button', { name: 'إرسال التقييم' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('لا يمكنك تقييم إعلانك الخاص.')
      expect(onSuccess).not.toHaveBeenCalled()
    } finally {
      useLocaleStore.getState().setLocale('en')
    }
  })

  it('says "Product ID not found" without a stored product, and cannot submit', () => {
    storage.remove('productId')
    const { api } = setup(never)
    expect(screen.getByRole('alert')).toHaveTextContent('Product ID not found')
    expect(submit()).toBeDisabled()
    expect(api.calls).toHaveLength(0)
  })
})
