import type { Banner } from '@rihla/contract/banners'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { buildBanner } from '@/testing/catalogue-factories'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { formatBannerDate } from './banner-date'
import { BannersList } from './banners-list'

/**
 * A fake server holding `banners`, newest first, 3 a page with the total in X-Total-Count
 * (as the real one answers); `deleteStatus` is what DELETE answers.
 */
function serve(initial: Banner[], deleteStatus = 200) {
  let banners = initial
  return stubFetch((request: FakeRequest) => {
    if (request.method === 'DELETE') {
      if (deleteStatus !== 200) return jsonResponse(deleteStatus, { message: 'Internal error' })
      const id = Number(request.path.split('/').at(-1))
      banners = banners.filter((banner) => banner.id !== id)
      return jsonResponse(200, { message: 'Banner deleted' })
    }
    const page = Number(request.query.get('page'))
    const limit = Number(request.query.get('limit'))
    return jsonResponse(200, banners.slice((page - 1) * limit, page * limit), {
      'X-Total-Count': String(banners.length),
    })
  })
}

function renderBanners(path = '/banners') {
  const view = renderRoutes([{ path: '/banners', element: <BannersList /> }], path)
  return { ...view, user: userEvent.setup() }
}

const ids = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => buildBanner(from + i))

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem')

// Whole screens with user-event: the default 5 s is too tight on a busy machine.
describe('BannersList', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('counts pages from the X-Total-Count total, not from the banners on the page', async () => {
    const calls = serve(ids(1, 7))
    renderBanners()
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    await waitFor(() => expect(cards()).toHaveLength(3))
    expect(screen.getByText('7 banners')).toBeInTheDocument()
    expect(calls[0]?.path).toBe('/api/banners')
    expect(calls[0]?.query.toString()).toBe('page=1&limit=3')
  })

  it('shows each banner lazily, in a fixed box, with its long US creation date', async () => {
    serve([buildBanner(1, { createdAt: '2026-11-22T12:00:00.000Z' })])
    renderBanners()
    const image = await screen.findByRole('img', { name: 'Banner added on November 22, 2026' })
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width')
    expect(image).toHaveAttribute('height')
    expect(image).toHaveAttribute('src', '/uploads/banners/1.webp')
    expect(screen.getByText('November 22, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-22T12:00:00.000Z',
    )
  })

  it('formats dates with the long US style', () => {
    expect(formatBannerDate('2026-11-22T12:00:00.000Z')).toBe('November 22, 2026')
    expect(formatBannerDate('2027-01-05T12:00:00.000Z')).toBe('January 5, 2027')
  })

  it('pages with next and previous, keeping the page in the URL', async () => {
    const calls = serve(ids(1, 7))
    const { user, router } = renderBanners()
    await screen.findByText('Page 1 of 3')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(router.state.location.search).toBe('?page=3')
    expect(calls.at(-1)?.query.get('page')).toBe('3')
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('deletes after the confirmation, then goes back a page when the last one empties', async () => {
    const calls = serve(ids(1, 4))
    const { user, router } = renderBanners('/banners?page=2')
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete banner' }))

    const dialog = screen.getByRole('alertdialog', { name: 'Delete banner' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Banner deleted.')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/banners/4')
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument()
    // The pager can show the new page while its banners are still on their way.
    await waitFor(() => expect(cards()).toHaveLength(3))
  })

  it('says "Failed to delete banner" when the deletion fails, and keeps the banner', async () => {
    serve(ids(1, 2), 500)
    const { user } = renderBanners()
    await screen.findByText('Page 1 of 1')
    await user.click(screen.getAllByRole('button', { name: 'Delete banner' })[0] as HTMLElement)
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
