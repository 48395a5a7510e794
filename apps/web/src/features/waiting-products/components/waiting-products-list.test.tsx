import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch, type Reply } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { WaitingProductsList } from './waiting-products-list'

const pending = buildProduct({
  id: 41,
  title: 'Desert trek',
  category: 'D',
  location: 'Djanet',
  price: 450,
  status: 'pending',
})

function setScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

type Replies = { list?: Reply; accept?: Reply | (() => Promise<Reply>); reject?: Reply }

const undoUntil = new Date(Date.now() + 60_000).toISOString()
const approved = { ...pending, status: 'approved', undoUntil }

function setup({ list, accept, reject }: Replies = {}, path = '/waiting-products') {
  const api = mockFetch([
    {
      method: 'GET',
      path: '/api/products/waiting-list',
      reply: list ?? { body: buildProductPage([pending], { limit: 2, total: 3 }) },
    },
    {
      method: 'PATCH',
      path: '/api/products/41/accept',
      reply: accept ?? { body: approved, headers: { etag: '"2"' } },
    },
    {
      method: 'POST',
      path: '/api/products/41/reject',
      reply: reject ?? {
        body: { ...pending, status: 'rejected', undoUntil },
        headers: { etag: '"2"' },
      },
    },
    { method: 'POST', path: '/api/products/41/undo', reply: { body: pending } },
    { method: 'GET', path: '/api/products/waiting-list/41', reply: { body: pending } },
    {
      method: 'GET',
      path: '/api/activity',
      // The last approval 5 minutes ago, the last rejection an hour ago.
      reply: ({ url }) => ({
        body: {
          data: [
            {
              id: 1,
              action: url.searchParams.get('action'),
              entity: 'product',
              entityId: 40,
              actor: { id: 1, username: 'Mona' },
              before: null,
              after: null,
              createdAt: new Date(
                Date.now() -
                  (url.searchParams.get('action') === 'product.approve' ? 5 : 60) * 60_000,
              ).toISOString(),
              record: { state: 'present', name: 'Oasis dinner' },
            },
          ],
          meta: { page: 1, limit: 1, total: 1, totalPages: 1 },
        },
      }),
    },
  ])
  const view = renderRoutes([{ path: '/waiting-products', element: <WaitingProductsList /> }], path)
  return { api, ...view, user: userEvent.setup() }
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Desert trek' }))
}

// Many user steps per test: a loaded machine can take longer than the 5 s default.
describe('waiting products list', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
    setScreen(true)
  })

  it.each([
    ['row', true],
    ['card', false],
  ])("reads a product's page ahead once its %s is pointed at or focused, once", async (_, wide) => {
    setScreen(wide)
    const { api, user } = setup()
    const link = await screen.findByRole('link', { name: 'Desert trek' })
    const details = () => api.callsTo('GET', '/api/products/waiting-list/41')
    expect(details()).toHaveLength(0)
    link.focus()
    await vi.waitFor(() => expect(details()).toHaveLength(1))
    await user.hover(link)
    await user.unhover(link)
    await user.hover(link)
    expect(details()).toHaveLength(1)
  })

  it('asks for 10 a page and shows a sortable table on wide screens', async () => {
    const { api, user } = setup()
    expect(screen.getByRole('heading', { name: 'Waiting Products' })).toBeInTheDocument()
    expect(screen.getByText('Products waiting for approval')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual([
      'Select',
      'ID',
      'Product title',
      'Category',
      'Location',
      'Price',
      'Waiting since',
      'Actions',
    ])
    expect(within(table).getByRole('link', { name: 'Desert trek' })).toHaveAttribute(
      'href',
      '/waiting-products/41',
    )
    expect(within(table).getByText('Organised trips')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    const query = api.callsTo('GET', '/api/products/waiting-list')[0]?.url.searchParams
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '1',
      limit: '10',
      sort: 'createdAt',
      order: 'asc',
    })

    await user.click(within(table).getByRole('button', { name: 'Product title' }))
    expect(await screen.findByRole('columnheader', { name: 'Product title' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  })

  it('shows cards instead of a table on small screens', async () => {
    setScreen(false)
    setup()
    const cards = await screen.findByRole('list', { name: /Products waiting for approval/ })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const card = within(cards).getByRole('listitem')
    expect(within(card).getByRole('link', { name: 'Desert trek' })).toHaveAttribute(
      'href',
      '/waiting-products/41',
    )
    expect(within(card).getByText('$450.00')).toBeInTheDocument()
    expect(screen.getByLabelText('Sort by')).toHaveValue('createdAt')
    expect(within(card).getByText('Waiting since')).toBeInTheDocument()
  })

  it('approves and rejects from buttons on a card, without a menu', async () => {
    setScreen(false)
    const { api, user } = setup()
    const cards = await screen.findByRole('list', { name: /Products waiting for approval/ })
    const card = within(cards).getByRole('listitem')
    expect(within(card).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument()
    const approve = within(card).getByRole('button', { name: 'Approve' })
    // Each button names its product for a screen reader.
    expect(approve).toHaveAccessibleDescription('Desert trek')
    await user.click(approve)
    expect(await screen.findByText('"Desert trek" was approved.')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/products/41/accept')).toHaveLength(1)

    const again = await screen.findByRole('list', { name: /Products waiting for approval/ })
    await user.click(within(again).getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('"Desert trek" was rejected.')).toBeInTheDocument()
    const calls = api.callsTo('POST', '/api/products/41/reject')
    expect(calls).toHaveLength(1)
    expect(JSON.parse(String(calls[0]?.body))).toMatchObject({ reason: 'duplicate' })
  })

  it("disables a card's buttons while its product is being decided", async () => {
    setScreen(false)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const { user } = setup({ accept: () => held.then(() => ({ body: approved })) })
    const approve = await screen.findByRole('button', { name: 'Approve' })
    await user.click(approve)
    expect(approve).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled()
    release()
    expect(await screen.findByText('"Desert trek" was approved.')).toBeInTheDocument()
  })

  it('folds the filters behind "Filters (n)" on a phone, unfolded on a wide screen', async () => {
    setScreen(false)
    const { user, unmount } = setup({}, '/waiting-products?category=D&wilaya=16')
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByLabelText('Category')).not.toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('Category')).toHaveValue('D')
    unmount()

    setScreen(true)
    setup({}, '/waiting-products?limit=10')
    expect(await screen.findByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByLabelText('Category')).toBeVisible()
  })

  it('remembers the page size and filters for the next visit, the address winning', async () => {
    const first = setup()
    await screen.findByRole('table')
    await first.user.selectOptions(screen.getByLabelText('Rows per page'), '25')
    await first.user.selectOptions(screen.getByLabelText('Category'), 'D')
    await vi.waitFor(() =>
      expect(first.api.callsTo('GET', '/api/products/waiting-list').at(-1)?.url.search).toContain(
        'category=D',
      ),
    )
    first.unmount()

    // A plain address: the remembered size and filter come back.
    const second = setup()
    await screen.findByRole('table')
    const asked = second.api.callsTo('GET', '/api/products/waiting-list')[0]?.url.searchParams
    expect(asked?.get('limit')).toBe('25')
    expect(asked?.get('category')).toBe('D')
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25')
    second.unmount()

    // An address that carries them wins.
    const third = setup({}, '/waiting-products?limit=50&category=B')
    await screen.findByRole('table')
    const shared = third.api.callsTo('GET', '/api/products/waiting-list')[0]?.url.searchParams
    expect(shared?.get('limit')).toBe('50')
    expect(shared?.get('category')).toBe('B')
  })

  it("keeps the seed's 2 a page a choice, and an address with limit=2", async () => {
    const { api } = setup({}, '/waiting-products?limit=2')
    await screen.findByRole('table')
    expect(api.callsTo('GET', '/api/products/waiting-list')[0]?.url.searchParams.get('limit')).toBe(
      '2',
    )
    const size = screen.getByLabelText('Rows per page')
    expect(size).toHaveValue('2')
    expect([...size.querySelectorAll('option')].map((o) => o.value)).toEqual([
      '2',
      '10',
      '25',
      '50',
      '100',
    ])
  })

  it('says "All caught up" and when the last product was decided when nothing waits', async () => {
    const { api } = setup({ list: { body: buildProductPage([], { limit: 2 }) } })
    expect(await screen.findByText('All caught up')).toBeInTheDocument()
    expect(
      await screen.findByText('The last product was decided 5 minutes ago.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('No data available')).not.toBeInTheDocument()
    const asked = api.calls.filter((c) => c.url.pathname === '/api/activity')
    expect(asked.map((c) => c.url.searchParams.get('action')).sort()).toEqual([
      'product.approve',
      'product.reject',
    ])
  })

  it('says "No data available" when nothing matches a search or a filter', async () => {
    setup({ list: { body: buildProductPage([], { limit: 2 }) } }, '/waiting-products?search=zz')
    expect(await screen.findByText('No data available')).toBeInTheDocument()
    expect(screen.queryByText('All caught up')).not.toBeInTheDocument()
  })

  it('approves from the row menu and reloads the queue, then undoes the approval', async () => {
    const { api, user } = setup()
    await openMenu(user)
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }))
    expect(await screen.findByText('"Desert trek" was approved.')).toBeInTheDocument()
    const accepts = api.callsTo('PATCH', '/api/products/41/accept')
    // The approval names the version the row shows.
    expect(accepts.map((c) => c.headers.get('if-match'))).toEqual(['"1"'])
    expect(api.callsTo('GET', '/api/products/waiting-list').length).toBeGreaterThan(1)
    // An approval can be taken back like a rejection, naming the version it answered.
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('"Desert trek" is back in the queue.')).toBeInTheDocument()
    const undone = api.callsTo('POST', '/api/products/41/undo')
    expect(undone.map((c) => c.headers.get('if-match'))).toEqual(['"2"'])
  })

  it('says "Failed to approve product. Please try again." in an alert when approval fails', async () => {
    const { user } = setup({ accept: { status: 500, body: { message: 'Internal server error' } } })
    await openMenu(user)
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to approve product. Please try again.',
    )
  })

  it('rejects only after confirmation with a reason, with the seed message when it fails', async () => {
    const { api, user } = setup({ reject: { status: 500, body: { message: 'Internal' } } })
    await openMenu(user)
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    // The undo of deviation 28 is promised before the click, as for a delete.
    expect(dialog).toHaveTextContent('You can undo it for a few seconds.')
    const confirm = within(dialog).getByRole('button', { name: 'Reject' })
    // No reason, no rejection: the seller must learn why.
    expect(confirm).toBeDisabled()
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'poor_photos')
    await user.type(within(dialog).getByLabelText(/Note for the seller/), '  Blurry cover  ')
    expect(api.callsTo('POST', '/api/products/41/reject')).toHaveLength(0)
    await user.click(confirm)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reject product. Please try again.',
    )
    const calls = api.callsTo('POST', '/api/products/41/reject')
    expect(calls).toHaveLength(1)
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      reason: 'poor_photos',
      note: 'Blurry cover',
    })
    // What was chosen is still there for another try.
    await openMenu(user)
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }))
    const again = screen.getByRole('alertdialog', { name: 'Reject product' })
    expect(within(again).getByLabelText('Reason')).toHaveValue('poor_photos')
    expect(within(again).getByLabelText(/Note for the seller/)).toHaveValue('  Blurry cover  ')
  })

  it('asks for a note with "Other", and undoes a rejection through POST /undo', async () => {
    const { api, user } = setup()
    await openMenu(user)
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'other')
    const confirm = within(dialog).getByRole('button', { name: 'Reject' })
    expect(confirm).toBeDisabled()
    expect(dialog).toHaveTextContent('Explain the rejection in a note.')
    await user.type(within(dialog).getByLabelText(/Note for the seller/), 'Same trip as #12')
    expect(dialog).toHaveTextContent('16 / 500 characters')
    await user.click(confirm)
    expect(await screen.findByText('"Desert trek" was rejected.')).toBeInTheDocument()
    expect(JSON.parse(String(api.callsTo('POST', '/api/products/41/reject')[0]?.body))).toEqual({
      reason: 'other',
      note: 'Same trip as #12',
    })
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('"Desert trek" is back in the queue.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products/41/undo')).toHaveLength(1)
  })

  it('marks a resubmitted listing with the reason it was rejected for', async () => {
    const resubmitted = buildProduct({
      ...pending,
      resubmitted: true,
      rejection: {
        reason: 'poor_photos',
        note: 'Blurry',
        by: { id: 2, name: 'Mona' },
        at: '2026-11-20T10:00:00.000Z',
      },
    })
    setup({ list: { body: buildProductPage([resubmitted], { limit: 2, total: 1 }) } })
    expect(await screen.findByText('Resubmitted')).toBeInTheDocument()
    expect(
      screen.getByText(/Rejected earlier: The photos are poor or misleading/),
    ).toBeInTheDocument()
  })

  it('says "Authentication token not found" when the token is gone, and sends nothing', async () => {
    const { api, user } = setup()
    await openMenu(user)
    storage.remove('token')
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found')
    expect(api.callsTo('PATCH', '/api/products/41/accept')).toHaveLength(0)
  })
})
