import { MESSAGES } from '@rihla/contract/messages'
import type { Product } from '@rihla/contract/products'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { storage } from '@/lib/storage'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { MyListings } from './my-listings'

const approved = buildProduct({
  id: 3,
  title: 'Tassili trek',
  price: 450,
  status: 'approved',
  pictures: [{ id: 1, url: '/files/3.webp', thumbnailUrl: '/files/3-thumb.webp' }],
})
const waiting = buildProduct({ id: 4, title: 'Hoggar tour', status: 'pending' })
const rejected = buildProduct({
  id: 5,
  title: 'Djanet by night',
  status: 'rejected',
  rejection: {
    reason: 'poor_photos',
    note: 'The pictures are too dark.',
    by: { id: 2, name: 'Samira Moderator' },
    at: '2026-11-20T09:30:00.000Z',
  },
})

type Handler = (request: FakeRequest) => Response | undefined

/** A fake server holding `listings`; `answer` takes a request first when it replies. */
function serve(listings: Product[], answer: Handler = () => undefined) {
  return stubFetch((request) => {
    const special = answer(request)
    if (special) return special
    if (request.path === '/api/products/mine') {
      const status = request.query.get('status')
      const rows = status ? listings.filter((p) => p.status === status) : listings
      return jsonResponse(200, buildProductPage(rows, { limit: 10 }))
    }
    return jsonResponse(404, { message: 'Not found' })
  })
}

function renderScreen(path = '/my-listings') {
  const view = renderRoutes(
    [
      { path: '/my-listings', element: <MyListings /> },
      { path: '/products/:id/edit', element: <p>Edit form</p> },
    ],
    path,
  )
  return { ...view, user: userEvent.setup() }
}

const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement

const mineCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/products/mine')

describe('My listings', () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'user')
  })

  it('lists each listing newest first with its picture, title, price, status and date', async () => {
    const requests = serve([approved, waiting, rejected])
    renderScreen()
    expect(await screen.findByRole('heading', { name: 'Tassili trek' })).toBeInTheDocument()
    expect(screen.getByText('3 listings')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tassili trek',
      'Hoggar tour',
      'Djanet by night',
    ])
    expect(Object.fromEntries(mineCalls(requests)[0]?.query ?? [])).toEqual({
      page: '1',
      limit: '10',
      sort: 'createdAt',
      order: 'desc',
    })

    const first = within(cardOf('Tassili trek'))
    expect(first.getByText('Approved')).toBeInTheDocument()
    expect(first.getByText('$450.00')).toBeInTheDocument()
    expect(first.getByText('March 1, 2026')).toHaveAttribute('dateTime', approved.createdAt)
    expect(cardOf('Tassili trek').querySelector('img')).toHaveAttribute(
      'src',
      '/files/3-thumb.webp',
    )
    // An approved listing opens its page; the others have none to open.
    expect(first.getByRole('link', { name: 'Tassili trek' })).toHaveAttribute('href', '/products/3')
    expect(first.queryByRole('button', { name: /Resubmit/ })).toBeNull()

    const second = within(cardOf('Hoggar tour'))
    expect(second.getByText('Pending')).toBeInTheDocument()
    expect(second.getByText('Waiting for a moderator to review it.')).toBeInTheDocument()
    expect(second.queryByRole('link')).toBeNull()
  })

  it('says why a listing was rejected: the reason, the note, who and when, with Edit and Resubmit', async () => {
    serve([rejected])
    renderScreen('/my-listings?status=rejected')
    const card = within(await screen.findByRole('listitem', { name: 'Djanet by night' }))
    expect(card.getByText('Rejected')).toBeInTheDocument()
    const why = card.getByRole('region', { name: 'Why it was rejected' })
    expect(within(why).getByText(MESSAGES.rejection.poor_photos)).toBeInTheDocument()
    expect(within(why).getByText('The pictures are too dark.')).toBeInTheDocument()
    expect(why).toHaveTextContent(/Rejected by Samira Moderator on Nov 20, 2026/)

    const edit = card.getByRole('link', { name: 'Edit Djanet by night' })
    expect(edit).toHaveAttribute('href', '/products/5/edit')
    expect(card.getByRole('button', { name: 'Resubmit Djanet by night' })).toBeEnabled()
  })

  it('hands the edit form its way back to this very view', async () => {
    serve([rejected])
    const { user, router } = renderScreen('/my-listings?status=rejected')
    await user.click(await screen.findByRole('link', { name: 'Edit Djanet by night' }))
    expect(await screen.findByText('Edit form')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/products/5/edit')
    expect(router.state.location.state).toEqual({ returnTo: '/my-listings?status=rejected' })
  })

  it('resubmits a rejected listing: it reads waiting, resubmitted, with a notice', async () => {
    const sent = { ...rejected, status: 'pending' as const, resubmitted: true }
    const requests = serve([rejected], (request) =>
      request.method === 'POST' && request.path === '/api/products/5/resubmit'
        ? jsonResponse(200, sent)
        : undefined,
    )
    const { user } = renderScreen('/my-listings?status=rejected')
    await user.click(await screen.findByRole('button', { name: 'Resubmit Djanet by night' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      '"Djanet by night" was sent back for review. It is waiting again.',
    )
    const card = within(cardOf('Djanet by night'))
    // In place, though the list shows rejected listings: the owner sees what became of it.
    expect(card.getByText('Pending')).toBeInTheDocument()
    expect(card.getByText('Resubmitted')).toBeInTheDocument()
    expect(card.queryByRole('button', { name: /Resubmit/ })).toBeNull()
    expect(card.queryByRole('region', { name: 'Why it was rejected' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Djanet by night' })).toHaveFocus()
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([undefined])
  })

  it("shows the server's refusal when the listing is no longer rejected, and reads the list again", async () => {
    let listings = [rejected]
    const requests = serve([], (request) => {
      if (request.method === 'POST') {
        listings = [{ ...rejected, status: 'approved', rejection: null }]
        return jsonResponse(409, {
          message: MESSAGES.product.notRejected,
          code: 'product.notRejected',
        })
      }
      if (request.path === '/api/products/mine') {
        return jsonResponse(200, buildProductPage(listings, { limit: 10 }))
      }
      return undefined
    })
    const { user } = renderScreen()
    await user.click(await screen.findByRole('button', { name: 'Resubmit Djanet by night' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.product.notRejected)
    await waitFor(() =>
      expect(within(cardOf('Djanet by night')).getByText('Approved')).toBeVisible(),
    )
    expect(mineCalls(requests)).toHaveLength(2)
  })

  it('offers to add a first listing when there is none', async () => {
    serve([])
    renderScreen()
    expect(await screen.findByText("You haven't added any listing yet.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add your first listing' })).toHaveAttribute(
      'href',
      '/products/AddProduct',
    )
  })

  it('says so when no listing has the status chosen', async () => {
    serve([approved])
    renderScreen('/my-listings?status=rejected')
    expect(await screen.findByText('No listing with this status.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Add your first listing' })).toBeNull()
  })

  it('keeps the status filter in the address, and asks the server for that status', async () => {
    const requests = serve([approved, waiting, rejected])
    const { user, router } = renderScreen('/my-listings?status=approved')
    expect(await screen.findByRole('heading', { name: 'Tassili trek' })).toBeInTheDocument()
    const filter = screen.getByRole('group', { name: 'Status' })
    expect(within(filter).getByRole('button', { name: 'Approved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(mineCalls(requests).at(-1)?.query.get('status')).toBe('approved')

    await user.click(within(filter).getByRole('button', { name: 'Rejected' }))
    expect(await screen.findByRole('heading', { name: 'Djanet by night' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?status=rejected')
    expect(mineCalls(requests).at(-1)?.query.get('status')).toBe('rejected')
    expect(screen.queryByRole('heading', { name: 'Tassili trek' })).toBeNull()

    await user.click(within(filter).getByRole('button', { name: 'All' }))
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3))
    expect(router.state.location.search).toBe('')
    expect(mineCalls(requests).at(-1)?.query.has('status')).toBe(false)
  })

  it('reads an unknown status in the address as all', async () => {
    const requests = serve([approved, waiting])
    renderScreen('/my-listings?status=deleted')
    expect(await screen.findByText('2 listings')).toBeInTheDocument()
    expect(mineCalls(requests)[0]?.query.has('status')).toBe(false)
  })

  it('shows an error with a retry that reads the list again', async () => {
    let fail = true
    serve([waiting], (request) =>
      fail && request.path === '/api/products/mine'
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : undefined,
    )
    const { user } = renderScreen()
    expect(
      await screen.findByText('Failed to load your listings.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Hoggar tour' })).toBeInTheDocument()
  })
})

describe('My listings in Arabic', () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'user')
    useLocaleStore.getState().setLocale('ar')
  })

  afterEach(() => {
    useLocaleStore.getState().setLocale('en')
  })

  it('gives the reason in Arabic and keeps the note in its own words', async () => {
    serve([rejected])
    renderScreen()
    const why = await screen.findByRole('region', { name: 'سبب الرفض' })
    expect(within(why).getByText('الصور رديئة أو مضللة.')).toBeInTheDocument()
    expect(why).toHaveTextContent('The pictures are too dark.')
    expect(within(why).getByText('Samira Moderator').tagName).toBe('BDI')
    expect(screen.getByRole('button', { name: /^إعادة الإرسال/ })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'الحالة' })).toBeInTheDocument()
  })
})
