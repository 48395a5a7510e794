import { MESSAGES } from '@rihla/contract/messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
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
  afterEach(() => {
    useLocaleStore.getState().setLocale('en')
  })

  it('labels the flags in French and in Arabic when those are chosen', async () => {
    useLocaleStore.getState().setLocale('fr')
    setup({ body: buildProduct({ id: 7 }) })
    expect(await screen.findByRole('checkbox', { name: 'Exclusif' })).toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'Meilleures destinations familiales' }),
    ).not.toBeChecked()
    expect(screen.getByText('Exclusif')).toHaveAttribute('lang', 'fr')
    useLocaleStore.getState().setLocale('ar')
    expect(await screen.findByRole('checkbox', { name: 'حصري' })).toBeChecked()
    expect(screen.getByText('أفضل الوجهات العائلية')).toHaveAttribute('lang', 'ar')
  })

  it('prefills the four flags, labelled in the chosen language, and sends them all', async () => {
    const { api, onSuccess, user } = setup({ body: buildProduct({ id: 7 }) })
    expect(await screen.findByRole('checkbox', { name: 'Exclusive' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Best offers' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Best tourist destinations' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Best family destinations' })).not.toBeChecked()

    await user.click(screen.getByRole('checkbox', { name: 'Exclusive' }))
    await user.click(screen.getByRole('checkbox', { name: 'Best family destinations' }))
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

  it('shows a stale save what changed, and reapplies it from the version saved now', async () => {
    const product = buildProduct({ id: 7, title: 'Villa in Oran', isE: true, isG: true })
    const theirs = { ...product, isH: true, version: 4 }
    let patches = 0
    const api = mockFetch([
      {
        method: 'GET',
        path: '/api/products/7',
        reply: { body: product, headers: { ETag: '"3"' } },
      },
      {
        method: 'PATCH',
        path: '/api/products/7/category',
        reply: () =>
          ++patches === 1
            ? {
                status: 409,
                body: {
                  message: MESSAGES.generic.stale,
                  code: 'generic.stale',
                  current: theirs,
                },
              }
            : { body: { ...product, isE: false, isH: true }, headers: { ETag: '"5"' } },
      },
    ])
    const onSuccess = vi.fn()
    renderRoutes([{ path: '/', element: <UpdateFlagsForm onSuccess={onSuccess} /> }])
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Exclusive' }))
    await user.click(screen.getByRole('button', { name: 'Update Flags' }))

    // Only the flags where the saved value and the typed one differ: isE (unticked here) and
    // isH (ticked by the other moderator); isG, the same on both sides, is left out.
    const panel = await screen.findByRole('region', {
      name: 'Someone else saved this while you were editing',
    })
    expect(within(panel).getByRole('heading')).toHaveFocus()
    const rows = within(panel).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'ExclusiveYesNo',
      'Best family destinationsYesNot changed by you',
    ])
    expect(onSuccess).not.toHaveBeenCalled()
    expect(api.callsTo('PATCH', '/api/products/7/category')[0]?.headers.get('if-match')).toBe('"3"')

    await user.click(within(panel).getByRole('button', { name: 'Reapply my changes' }))
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
    const second = api.callsTo('PATCH', '/api/products/7/category')[1]
    expect(second?.headers.get('if-match')).toBe('"4"')
    // Mine put back over theirs: isE as I set it, isH as they set it (a reapply reverts nothing).
    expect(JSON.parse(String(second?.body))).toEqual({
      isE: false,
      isF: false,
      isG: true,
      isH: true,
    })
  })

  it('discarding mine shows the flags saved now, and saves from their version', async () => {
    const product = buildProduct({ id: 7, title: 'Villa in Oran', isE: true })
    let patches = 0
    const api = mockFetch([
      {
        method: 'GET',
        path: '/api/products/7',
        reply: { body: product, headers: { ETag: '"3"' } },
      },
      {
        method: 'PATCH',
        path: '/api/products/7/category',
        reply: () =>
          ++patches === 1
            ? {
                status: 409,
                body: {
                  message: MESSAGES.generic.stale,
                  code: 'generic.stale',
                  current: { ...product, isF: true, version: 4 },
                },
              }
            : { body: product, headers: { ETag: '"5"' } },
      },
    ])
    renderRoutes([{ path: '/', element: <UpdateFlagsForm onSuccess={vi.fn()} /> }])
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Best family destinations' }))
    await user.click(screen.getByRole('button', { name: 'Update Flags' }))
    await user.click(await screen.findByRole('button', { name: 'Discard mine' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Your changes were discarded')
    expect(screen.getByRole('checkbox', { name: 'Best offers' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Best family destinations' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Update Flags' }))
    await vi.waitFor(() => expect(api.callsTo('PATCH', '/api/products/7/category')).toHaveLength(2))
    expect(api.callsTo('PATCH', '/api/products/7/category')[1]?.headers.get('if-match')).toBe('"4"')
  })

  it('says "Product ID not found" without a stored product, and asks nothing', () => {
    storage.remove('productId')
    const { api } = setup({})
    expect(screen.getByRole('alert')).toHaveTextContent('Product ID not found')
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/products')
    expect(api.calls).toHaveLength(0)
  })
})
