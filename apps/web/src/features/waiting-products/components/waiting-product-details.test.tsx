import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useParams } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { useDecidedStore } from '../api/decided-by'
import { WaitingProductDetails } from './waiting-product-details'

const later = new Date(Date.now() + 60_000).toISOString()
const resubmitted = buildProduct({
  id: 9,
  title: 'Desert trek',
  status: 'pending',
  resubmitted: true,
  rejection: {
    reason: 'poor_photos',
    note: 'The cover is blurry.',
    by: { id: 2, name: 'Mona' },
    at: '2026-11-20T10:00:00.000Z',
  },
})
const next = buildProduct({ id: 10, title: 'Oasis dinner', status: 'pending' })

/** The route as the app mounts it: one page per id (routes/waiting-products). */
function Page() {
  const { id } = useParams()
  return <WaitingProductDetails key={id} id={id} />
}

function setup() {
  const api = mockFetch([
    {
      method: 'GET',
      path: '/api/products/waiting-list/9',
      reply: { body: resubmitted, headers: { etag: '"4"' } },
    },
    { method: 'GET', path: '/api/products/waiting-list/10', reply: { body: next } },
    {
      method: 'GET',
      path: '/api/products/waiting-list',
      reply: { body: buildProductPage([resubmitted, next], { limit: 2, total: 2 }) },
    },
    { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: [] } },
    {
      method: 'POST',
      path: /\/claim$/,
      reply: ({ url }) => ({
        body: {
          productId: Number(url.pathname.split('/').at(-2)),
          userId: 2,
          name: 'Mona',
          expiresAt: later,
          releaseToken: 'signed',
        },
      }),
    },
    { method: 'DELETE', path: /\/claim$/, reply: { status: 204 } },
    {
      method: 'PATCH',
      path: '/api/products/9/accept',
      reply: {
        body: { ...resubmitted, status: 'approved', undoUntil: later },
        headers: { etag: '"5"' },
      },
    },
    {
      method: 'POST',
      path: '/api/products/9/reject',
      reply: {
        body: { ...resubmitted, status: 'rejected', undoUntil: later },
        headers: { etag: '"5"' },
      },
    },
    { method: 'POST', path: '/api/products/9/undo', reply: { body: resubmitted } },
  ])
  const view = renderRoutes(
    [{ path: '/waiting-products/:id', element: <Page /> }],
    '/waiting-products/9',
  )
  return { api, ...view, user: userEvent.setup() }
}

describe('a waiting product’s page and the review loop', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'moderator')
    useDecidedStore.setState({ byId: {} })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a resubmitted listing’s earlier rejection: reason, note, who', async () => {
    setup()
    const earlier = await screen.findByRole('region', { name: 'Rejected earlier' })
    expect(earlier).toHaveTextContent('Resubmitted.')
    expect(earlier).toHaveTextContent('by Mona on')
    expect(earlier).toHaveTextContent('The photos are poor or misleading.')
    expect(earlier).toHaveTextContent('The cover is blurry.')
  })

  it('rejects by keyboard with a reason, then undoes it', async () => {
    const { api, user } = setup()
    await screen.findByRole('heading', { name: 'Desert trek' })
    await user.keyboard('r')
    const dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'unrealistic_price')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('"Desert trek" was rejected.')).toBeInTheDocument()
    const [call] = api.callsTo('POST', '/api/products/9/reject')
    expect(JSON.parse(String(call?.body))).toEqual({ reason: 'unrealistic_price' })
    // The rejection names the version on screen, the undo the one the rejection answered.
    expect(call?.headers.get('if-match')).toBe('"4"')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('"Desert trek" is back in the queue.')).toBeInTheDocument()
    const undone = api.callsTo('POST', '/api/products/9/undo')
    expect(undone.map((c) => c.headers.get('if-match'))).toEqual(['"5"'])
  })

  it('approve and next: the next product’s page offers the undo of the approval', async () => {
    const { api, user } = setup()
    await screen.findByRole('heading', { name: 'Desert trek' })
    await user.click(screen.getByRole('button', { name: 'Approve and next' }))
    expect(await screen.findByRole('heading', { name: 'Oasis dinner' })).toBeInTheDocument()
    expect(screen.getByText('"Desert trek" was approved.')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/products/9/accept')[0]?.headers.get('if-match')).toBe('"4"')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('"Desert trek" is back in the queue.')).toBeInTheDocument()
    const undone = api.callsTo('POST', '/api/products/9/undo')
    expect(undone.map((c) => c.headers.get('if-match'))).toEqual(['"5"'])
    // The page open is the next product's, still undecided.
    expect(screen.getByRole('heading', { name: 'Oasis dinner' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled()
  })

  it('asks nothing more about a product it decided: no claim release, no details read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { api } = setup()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await screen.findByRole('heading', { name: 'Desert trek' })
    await vi.waitFor(() =>
      expect(api.callsTo('POST', '/api/products/waiting-list/9/claim')).toHaveLength(1),
    )
    await user.click(screen.getByRole('button', { name: 'Approve and next' }))
    expect(await screen.findByRole('heading', { name: 'Oasis dinner' })).toBeInTheDocument()
    // Past the moment a page that is left lets its claim go.
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    // The decision ended the claim on the server, which answers 404 about it in the queue now.
    expect(api.callsTo('DELETE', '/api/products/waiting-list/9/claim')).toHaveLength(0)
    expect(api.callsTo('GET', '/api/products/waiting-list/9')).toHaveLength(1)
  })

  it('shows each key on its button and in the help, which opens with an Arabic ؟', async () => {
    setup()
    await screen.findByRole('heading', { name: 'Desert trek' })
    const toolbar = screen.getByRole('toolbar', { name: 'Decision' })
    const keyOf = (name: string) => within(toolbar).getByRole('button', { name })
    expect(keyOf('Approve')).toHaveAttribute('aria-keyshortcuts', 'a')
    expect(keyOf('Approve')).toHaveAttribute('title', 'Approve (a)')
    expect(keyOf('Approve and next')).toHaveAttribute('aria-keyshortcuts', 'n')
    expect(keyOf('Reject')).toHaveAttribute('aria-keyshortcuts', 'r')
    expect(keyOf('Keyboard shortcuts')).toHaveAttribute('aria-keyshortcuts', '?')
    fireEvent.keyDown(document.body, { key: '؟', code: 'Slash', shiftKey: true })
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(
      within(help)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['a', 'n', 'r', '?'])
  })
})
