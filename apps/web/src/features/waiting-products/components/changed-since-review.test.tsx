import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch, type Reply } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { useDecidedStore } from '../api/decided-by'
import { WaitingProductDetails } from './waiting-product-details'
import { WaitingProductsList } from './waiting-products-list'

/**
 * A seller edits a listing while the moderator reviews it: the decision names the version on
 * screen, the server refuses it (409 with the listing as it is now), and the screen shows what
 * changed and asks again on the new version (decision 052).
 */
const later = new Date(Date.now() + 60_000).toISOString()
const shown = buildProduct({ id: 9, title: 'Omra in Ramadan', status: 'pending', version: 1 })
const now = {
  ...shown,
  title: 'SCAM - pay by wire',
  pictures: [
    { id: 1, url: '/p1.webp', thumbnailUrl: '/t1.webp' },
    { id: 2, url: '/p2.webp', thumbnailUrl: '/t2.webp' },
  ],
  version: 3,
  changes: { fields: ['title', 'pictures'], before: { title: shown.title }, submitted: true },
  changed: ['title', 'pictures'],
}
const moved = (code: string, current: unknown): Reply => ({
  status: 409,
  body: { message: 'changed', code, details: [], current },
})

/** Answers 409 to a decision naming an old version, else decides (the ETag one on). */
const decision = (status: string) => (call: { headers: Headers }) =>
  call.headers.get('if-match') === '"3"'
    ? { body: { ...now, status, undoUntil: later }, headers: { etag: '"4"' } }
    : moved('product.changedSinceReview', now)

function setupDetails() {
  const api = mockFetch([
    {
      method: 'GET',
      path: '/api/products/waiting-list/9',
      reply: { body: shown, headers: { etag: '"1"' } },
    },
    { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: [] } },
    { method: 'POST', path: /\/claim$/, reply: { status: 409, body: { message: 'x' } } },
    { method: 'PATCH', path: '/api/products/9/accept', reply: decision('approved') },
    { method: 'POST', path: '/api/products/9/reject', reply: decision('rejected') },
  ])
  renderRoutes(
    [{ path: '/waiting-products/:id', element: <WaitingProductDetails id="9" /> }],
    '/waiting-products/9',
  )
  return { api, user: userEvent.setup() }
}

describe('a decision on a listing that changed since it was shown', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'moderator')
    useDecidedStore.setState({ byId: {} })
  })

  it('shows what changed and approves the new version only when asked again', async () => {
    const { api, user } = setupDetails()
    await screen.findByRole('heading', { name: 'Omra in Ramadan' })
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed since you opened it' })
    expect(dialog).toHaveTextContent('Before: Omra in Ramadan')
    expect(dialog).toHaveTextContent('Now: SCAM - pay by wire')
    expect(within(dialog).getAllByRole('img', { name: /^Picture \d of/ })).toHaveLength(2)
    expect(screen.queryByText(/was approved/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Approve this version' }))
    expect(await screen.findByText('"SCAM - pay by wire" was approved.')).toBeInTheDocument()
    const calls = api.callsTo('PATCH', '/api/products/9/accept')
    expect(calls.map((c) => c.headers.get('if-match'))).toEqual(['"1"', '"3"'])
  })

  it('rejects the new version with the same reason, or cancels and decides nothing', async () => {
    const { api, user } = setupDetails()
    await screen.findByRole('heading', { name: 'Omra in Ramadan' })
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const reject = screen.getByRole('alertdialog', { name: 'Reject product' })
    await user.selectOptions(within(reject).getByLabelText('Reason'), 'duplicate')
    await user.click(within(reject).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed since you opened it' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products/9/reject')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const again = screen.getByRole('alertdialog', { name: 'Reject product' })
    await user.selectOptions(within(again).getByLabelText('Reason'), 'duplicate')
    await user.click(within(again).getByRole('button', { name: 'Reject' }))
    const asked = await screen.findByRole('alertdialog', { name: 'Changed since you opened it' })
    await user.click(within(asked).getByRole('button', { name: 'Reject this version' }))
    expect(await screen.findByText('"SCAM - pay by wire" was rejected.')).toBeInTheDocument()
    const calls = api.callsTo('POST', '/api/products/9/reject')
    expect(calls.map((c) => c.headers.get('if-match'))).toEqual(['"1"', '"1"', '"3"'])
    expect(JSON.parse(String(calls[2]?.body))).toEqual({ reason: 'duplicate' })
  })

  it('highlights a seller’s edit of a listing never approved, with the values as submitted', async () => {
    mockFetch([
      {
        method: 'GET',
        path: '/api/products/waiting-list/9',
        reply: { body: { ...now, changed: undefined }, headers: { etag: '"3"' } },
      },
      { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: [] } },
      { method: 'POST', path: /\/claim$/, reply: { status: 409, body: { message: 'x' } } },
    ])
    renderRoutes(
      [{ path: '/waiting-products/:id', element: <WaitingProductDetails id="9" /> }],
      '/waiting-products/9',
    )
    const changes = await screen.findByRole('region', { name: 'Changed by its owner' })
    expect(changes).toHaveTextContent('This listing is not approved yet.')
    expect(changes).toHaveTextContent('Submitted: Omra in Ramadan')
    expect(changes).toHaveTextContent('Now: SCAM - pay by wire')
    expect(changes).not.toHaveTextContent('Approved:')
  })

  it('asks again in a bulk approval, sending the new versions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    const other = buildProduct({ id: 10, title: 'Hajj', status: 'pending', version: 2 })
    const api = mockFetch([
      {
        method: 'GET',
        path: '/api/products/waiting-list',
        reply: { body: buildProductPage([shown, other], { limit: 2, total: 2 }) },
      },
      { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: [] } },
      {
        method: 'POST',
        path: '/api/products/waiting-list/bulk',
        reply: (call) => {
          const { items } = JSON.parse(String(call.body)) as { items: Array<{ version: number }> }
          return items[0]?.version === 3
            ? { body: { action: 'approve', ids: [9, 10], items: [], undoUntil: null } }
            : moved('product.bulkChanged', { products: [now] })
        },
      },
    ])
    renderRoutes(
      [{ path: '/waiting-products', element: <WaitingProductsList /> }],
      '/waiting-products',
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }))
    await user.click(screen.getByRole('button', { name: 'Approve selected' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed since you opened it' })
    expect(dialog).toHaveTextContent('1 of the selected listings changed')
    expect(dialog).toHaveTextContent('Now: SCAM - pay by wire')
    await user.click(within(dialog).getByRole('button', { name: 'Approve them as they are now' }))
    expect(await screen.findByText('2 products were approved.')).toBeInTheDocument()
    const bodies = api
      .callsTo('POST', '/api/products/waiting-list/bulk')
      .map((c) => JSON.parse(String(c.body)).items)
    expect(bodies).toEqual([
      [
        { id: 9, version: 1 },
        { id: 10, version: 2 },
      ],
      [
        { id: 9, version: 3 },
        { id: 10, version: 2 },
      ],
    ])
  })
})
