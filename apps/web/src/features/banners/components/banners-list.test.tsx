import type { AdminBanner } from '@rihla/contract/banners'
import { MESSAGES } from '@rihla/contract/messages'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { buildAdminBanner } from '@/testing/catalogue-factories'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { formatBannerDate } from './banner-date'
import { BannersList } from './banners-list'

type Answers = { deleteStatus?: number; orderStatus?: number }

/**
 * A fake server holding `banners` in order (`GET /banners/all`); PUT /banners/order puts them
 * in the order asked (or answers `orderStatus`), DELETE removes one (or answers `deleteStatus`).
 */
function serve(initial: AdminBanner[], { deleteStatus = 200, orderStatus = 200 }: Answers = {}) {
  let banners = initial
  const numbered = () => banners.map((banner, index) => ({ ...banner, position: index + 1 }))
  return stubFetch((request: FakeRequest) => {
    if (request.method === 'DELETE') {
      if (deleteStatus !== 200) return jsonResponse(deleteStatus, { message: 'Internal error' })
      const id = Number(request.path.split('/').at(-1))
      banners = banners.filter((banner) => banner.id !== id)
      return jsonResponse(200, { message: 'Banner deleted' })
    }
    if (request.method === 'PUT' && request.path === '/api/banners/order') {
      if (orderStatus !== 200) {
        return jsonResponse(orderStatus, {
          message: MESSAGES.banner.orderStale,
          code: 'banner.orderStale',
        })
      }
      const { ids } = request.body as { ids: number[] }
      banners = ids.map((id) => banners.find((banner) => banner.id === id) as AdminBanner)
      return jsonResponse(200, numbered())
    }
    return jsonResponse(200, numbered())
  })
}

function renderBanners() {
  const view = renderRoutes([{ path: '/banners', element: <BannersList /> }], '/banners')
  return { ...view, user: userEvent.setup() }
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem')
const card = (index: number) => cards()[index] as HTMLElement
const imagesInOrder = () => cards().map((item) => within(item).getByRole('img').getAttribute('src'))
const orderCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { ids: number[] }).ids)

// Whole screens with user-event: the default 5 s is too tight on a busy machine.
describe('BannersList', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('shows every banner in its order, with its place, state, link and schedule', async () => {
    const calls = serve([
      buildAdminBanner(4, { link: { productId: 12 }, productTitle: 'Umrah in spring' }),
      buildAdminBanner(2, {
        state: 'scheduled',
        link: { url: 'https://rihla.dz/summer' },
        activeFrom: '2026-06-01T08:00:00.000Z',
      }),
      buildAdminBanner(7, { state: 'ended', activeTo: '2026-01-01T00:00:00.000Z' }),
      buildAdminBanner(9, { state: 'inactive', active: false, link: { productId: 3 } }),
    ])
    renderBanners()
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(calls[0]?.path).toBe('/api/banners/all')
    expect(screen.getByText('4 banners')).toBeInTheDocument()
    expect(imagesInOrder()).toEqual([4, 2, 7, 9].map((id) => `/uploads/banners/${id}.webp`))
    expect(within(card(0)).getByText('Position 1')).toBeInTheDocument()
    expect(within(card(0)).getByText('Live')).toBeInTheDocument()
    expect(within(card(0)).getByRole('link', { name: /Product #12/ })).toHaveAttribute(
      'href',
      '/products/12',
    )
    expect(within(card(0)).getByText('No start or end')).toBeInTheDocument()
    expect(within(card(1)).getByText('Scheduled')).toBeInTheDocument()
    expect(within(card(1)).getByRole('link', { name: /rihla\.dz\/summer/ })).toHaveAttribute(
      'href',
      'https://rihla.dz/summer',
    )
    expect(within(card(1)).getByText(/^From /)).toBeInTheDocument()
    expect(within(card(2)).getByText('Ended')).toBeInTheDocument()
    expect(within(card(2)).getByText(/^Until /)).toBeInTheDocument()
    expect(within(card(3)).getByText('Switched off')).toBeInTheDocument()
    expect(within(card(3)).getByText('Product #3 (deleted)')).toBeInTheDocument()
  })

  it('shows each banner lazily, in a fixed box, with its long US creation date', async () => {
    serve([buildAdminBanner(1, { createdAt: '2026-11-22T12:00:00.000Z' })])
    renderBanners()
    const image = await screen.findByRole('img', { name: 'Banner added on November 22, 2026' })
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width')
    expect(image).toHaveAttribute('height')
    expect(screen.getByText('November 22, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-22T12:00:00.000Z',
    )
  })

  it('formats dates with the long US style', () => {
    expect(formatBannerDate('2026-11-22T12:00:00.000Z')).toBe('November 22, 2026')
    expect(formatBannerDate('2027-01-05T12:00:00.000Z')).toBe('January 5, 2027')
  })

  it('moves a banner with the keyboard in one request, keeping the focus on it', async () => {
    const calls = serve([1, 2, 3].map((id) => buildAdminBanner(id)))
    const { user } = renderBanners()
    await waitFor(() => expect(cards()).toHaveLength(3))
    expect(within(card(0)).getByRole('button', { name: 'Move up' })).toBeDisabled()
    expect(within(card(2)).getByRole('button', { name: 'Move down' })).toBeDisabled()

    within(card(0)).getByRole('button', { name: 'Move down' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(imagesInOrder()[1]).toBe('/uploads/banners/1.webp'))
    expect(orderCalls(calls)).toEqual([[2, 1, 3]])
    expect(screen.getByRole('status')).toHaveTextContent('Banner moved to position 2 of 3.')
    await waitFor(() =>
      expect(within(card(1)).getByRole('button', { name: 'Move down' })).toHaveFocus(),
    )

    await user.keyboard('{Enter}')
    await waitFor(() => expect(imagesInOrder()[2]).toBe('/uploads/banners/1.webp'))
    expect(orderCalls(calls)).toEqual([
      [2, 1, 3],
      [2, 3, 1],
    ])
    // At the bottom, Move down is off: the focus goes to Move up of the same banner.
    await waitFor(() =>
      expect(within(card(2)).getByRole('button', { name: 'Move up' })).toHaveFocus(),
    )
    expect(within(card(2)).getByText('Position 3')).toBeInTheDocument()
  })

  it('moves a banner dropped on another to its place', async () => {
    const calls = serve([1, 2, 3].map((id) => buildAdminBanner(id)))
    renderBanners()
    await waitFor(() => expect(cards()).toHaveLength(3))
    const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '' }
    fireEvent.dragStart(card(2), { dataTransfer })
    fireEvent.dragOver(card(0), { dataTransfer })
    fireEvent.drop(card(0), { dataTransfer })
    await waitFor(() => expect(orderCalls(calls)).toEqual([[3, 1, 2]]))
    expect(imagesInOrder()).toEqual([3, 1, 2].map((id) => `/uploads/banners/${id}.webp`))
  })

  it('says why a reorder was refused and shows the saved order again', async () => {
    serve(
      [1, 2].map((id) => buildAdminBanner(id)),
      { orderStatus: 409 },
    )
    const { user } = renderBanners()
    await waitFor(() => expect(cards()).toHaveLength(2))
    await user.click(within(card(1)).getByRole('button', { name: 'Move up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.banner.orderStale)
    await waitFor(() =>
      expect(imagesInOrder()).toEqual([1, 2].map((id) => `/uploads/banners/${id}.webp`)),
    )
  })

  it('deletes after the confirmation', async () => {
    const calls = serve([1, 2, 3].map((id) => buildAdminBanner(id)))
    const { user } = renderBanners()
    await waitFor(() => expect(cards()).toHaveLength(3))
    await user.click(within(card(2)).getByRole('button', { name: 'Delete banner' }))

    const dialog = screen.getByRole('alertdialog', { name: 'Delete banner' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Banner deleted.')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/banners/3')
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(screen.getByText('2 banners')).toBeInTheDocument()
  })

  it('says "Failed to delete banner" when the deletion fails, and keeps the banner', async () => {
    serve(
      [1, 2].map((id) => buildAdminBanner(id)),
      { deleteStatus: 500 },
    )
    const { user } = renderBanners()
    await waitFor(() => expect(cards()).toHaveLength(2))
    await user.click(within(card(0)).getByRole('button', { name: 'Delete banner' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete banner')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(cards()).toHaveLength(2)
  })

  it('says "Failed to load banners" when the list cannot be read', async () => {
    stubFetch(() => jsonResponse(400, { message: 'Invalid request' }))
    renderBanners()
    expect(await screen.findByText('Failed to load banners')).toBeInTheDocument()
  })

  it('says "Authentication required" without a token', async () => {
    storage.remove('token')
    const calls = serve([])
    renderBanners()
    expect(await screen.findByText('Authentication required')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})
