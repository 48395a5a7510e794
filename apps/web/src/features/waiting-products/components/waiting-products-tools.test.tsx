import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { WaitingProductsList } from './waiting-products-list'

const hours = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString()
const first = buildProduct({ id: 41, title: 'Desert trek', status: 'pending', createdAt: hours(3) })
const second = buildProduct({
  id: 42,
  title: 'Oasis dinner',
  status: 'pending',
  createdAt: hours(1),
  version: 3,
})

function setup() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  const api = mockFetch([
    {
      method: 'GET',
      path: '/api/products/waiting-list',
      reply: { body: buildProductPage([first, second], { limit: 2, total: 5 }) },
    },
    {
      method: 'PATCH',
      path: /^\/api\/products\/\d+\/accept$/,
      reply: {
        body: { ...first, status: 'approved', undoUntil: hours(-0.01) },
        headers: { etag: '"2"' },
      },
    },
    {
      method: 'POST',
      path: /^\/api\/products\/\d+\/reject$/,
      reply: {
        body: { ...first, status: 'rejected', undoUntil: hours(-0.01) },
        headers: { etag: '"2"' },
      },
    },
    {
      method: 'POST',
      path: '/api/products/waiting-list/bulk',
      reply: (call) => {
        type Item = { id: number; version: number }
        const { action, items } = JSON.parse(String(call.body)) as { action: string; items: Item[] }
        // Each decided product one version on, as the server answers.
        const decided = items.map(({ id, version }) => ({ id, version: version + 1 }))
        const undoUntil = action === 'reject' ? hours(-0.01) : null
        return { body: { action, ids: items.map((i) => i.id), items: decided, undoUntil } }
      },
    },
    { method: 'POST', path: /^\/api\/products\/\d+\/undo$/, reply: { body: first } },
    {
      method: 'POST',
      path: '/api/products/waiting-list/bulk/undo',
      reply: (call) => ({ body: JSON.parse(String(call.body)) }),
    },
  ])
  renderRoutes(
    [{ path: '/waiting-products', element: <WaitingProductsList /> }],
    '/waiting-products',
  )
  return { api, user: userEvent.setup() }
}

const bodyOf = (call: { body: BodyInit | null | undefined } | undefined) =>
  JSON.parse(String(call?.body))
const link = (title: string) => screen.getByRole('link', { name: title })

describe('the approval queue tools', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('shows how long each product has waited', async () => {
    setup()
    const table = await screen.findByRole('table')
    expect(within(table).getByText('3 hours ago')).toHaveAttribute('datetime', first.createdAt)
    expect(within(table).getByText('1 hour ago')).toBeInTheDocument()
  })

  it('approves the selected products in one request', async () => {
    const { api, user } = setup()
    const approve = await screen.findByRole('button', { name: 'Approve selected' })
    expect(approve).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'Select Oasis dinner' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Desert trek' }))
    expect(screen.getByText('2 selected')).toBeInTheDocument()
    await user.click(approve)
    expect(await screen.findByText('2 products were approved.')).toBeInTheDocument()
    const calls = api.callsTo('POST', '/api/products/waiting-list/bulk')
    expect(calls).toHaveLength(1)
    // Each with the version its row shows (decision 052).
    expect(bodyOf(calls[0])).toEqual({
      action: 'approve',
      items: [
        { id: 41, version: 1 },
        { id: 42, version: 3 },
      ],
    })
    expect(screen.getByText('0 selected')).toBeInTheDocument()
  })

  it('rejects the whole page after confirmation, then undoes it', async () => {
    const { api, user } = setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }))
    expect(screen.getByRole('checkbox', { name: 'Select Desert trek' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Oasis dinner' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Reject selected' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject selected products' })
    expect(dialog).toHaveTextContent('reject 2 products')
    expect(dialog).toHaveTextContent('You can undo it for a few seconds.')
    expect(api.callsTo('POST', '/api/products/waiting-list/bulk')).toHaveLength(0)
    // One reason for the selection: none chosen, nothing can be sent; "another
    // reason" needs a note.
    const confirm = within(dialog).getByRole('button', { name: 'Reject selected' })
    expect(confirm).toBeDisabled()
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'other')
    expect(confirm).toBeDisabled()
    await user.selectOptions(
      within(dialog).getByLabelText('Reason'),
      'The photos are poor or misleading.',
    )
    await user.type(within(dialog).getByLabelText(/Note for the seller/), ' Blurry, dark. ')
    await user.click(confirm)
    const toast = await screen.findByText('2 products were rejected.')
    expect(bodyOf(api.callsTo('POST', '/api/products/waiting-list/bulk')[0])).toEqual({
      action: 'reject',
      items: [
        { id: 41, version: 1 },
        { id: 42, version: 3 },
      ],
      reason: 'poor_photos',
      note: 'Blurry, dark.',
    })
    await user.click(
      within(toast.parentElement as HTMLElement).getByRole('button', { name: 'Undo' }),
    )
    expect(await screen.findByText('2 products are back in the queue.')).toBeInTheDocument()
    // A bulk reject is a status with its reason, taken back in one call, all or none.
    const undos = api.callsTo('POST', '/api/products/waiting-list/bulk/undo')
    expect(undos.map(bodyOf)).toEqual([
      {
        items: [
          { id: 41, version: 2 },
          { id: 42, version: 4 },
        ],
      },
    ])
    expect(api.callsTo('POST', '/api/products/41/undo')).toHaveLength(0)
  })

  it('offers to undo a single rejection', async () => {
    const { api, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Actions for Desert trek' }))
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog')
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    const toast = (await screen.findByText('"Desert trek" was rejected.')).parentElement
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('"Desert trek" is back in the queue.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products/41/undo')).toHaveLength(1)
  })
})

describe('the approval queue keyboard shortcuts', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('moves through the rows with j and k', async () => {
    const { user } = setup()
    await screen.findByRole('table')
    await user.keyboard('j')
    expect(link('Desert trek')).toHaveFocus()
    await user.keyboard('j')
    expect(link('Oasis dinner')).toHaveFocus()
    await user.keyboard('j')
    expect(link('Oasis dinner')).toHaveFocus()
    await user.keyboard('k')
    expect(link('Desert trek')).toHaveFocus()
  })

  it('selects with x and approves with a', async () => {
    const { api, user } = setup()
    await screen.findByRole('table')
    await user.keyboard('jjx')
    expect(screen.getByRole('checkbox', { name: 'Select Oasis dinner' })).toBeChecked()
    await user.keyboard('x')
    expect(screen.getByRole('checkbox', { name: 'Select Oasis dinner' })).not.toBeChecked()
    await user.keyboard('a')
    expect(await screen.findByText('"Oasis dinner" was approved.')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/products/42/accept')).toHaveLength(1)
  })

  it('asks before rejecting with r', async () => {
    const { api, user } = setup()
    await screen.findByRole('table')
    await user.keyboard('jr')
    const dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    expect(dialog).toHaveTextContent('"Desert trek"')
    // Keys do nothing while the dialog is open.
    await user.keyboard('a')
    expect(api.callsTo('PATCH', '/api/products/41/accept')).toHaveLength(0)
    // It asks why, like every rejection.
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.callsTo('POST', '/api/products/41/reject')).toHaveLength(0)
  })

  it('lists the shortcuts with ?', async () => {
    const { user } = setup()
    await screen.findByRole('table')
    await user.keyboard('?')
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(dialog).getByText('Approve the product')).toBeInTheDocument()
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['j', 'k', 'a', 'r', 'x', '?'])
    expect(dialog).toHaveTextContent('The keys work on any keyboard layout')
    expect(within(dialog).getByText(/Enter then rejects with your last reason/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('ignores the keys while typing in the search box', async () => {
    const { api, user } = setup()
    await screen.findByRole('table')
    await user.keyboard('j')
    await user.click(screen.getByRole('searchbox', { name: 'Search waiting products' }))
    await user.keyboard('jar')
    expect(screen.getByRole('searchbox', { name: 'Search waiting products' })).toHaveValue('jar')
    expect(api.callsTo('PATCH', '/api/products/41/accept')).toHaveLength(0)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('approves the focused row on an Arabic layout (the A key types "ش"), then focuses the next', async () => {
    const { api, user } = setup()
    await screen.findByRole('table')
    await user.keyboard('j')
    expect(link('Desert trek')).toHaveFocus()
    fireEvent.keyDown(link('Desert trek'), { key: 'ش', code: 'KeyA' })
    expect(await screen.findByText('"Desert trek" was approved.')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/products/41/accept')).toHaveLength(1)
    await vi.waitFor(() => expect(link('Oasis dinner')).toHaveFocus())
    // The last row decided: the focus goes back to the one before it.
    fireEvent.keyDown(link('Oasis dinner'), { key: 'ش', code: 'KeyA' })
    await vi.waitFor(() => expect(api.callsTo('PATCH', '/api/products/42/accept')).toHaveLength(1))
    await vi.waitFor(() => expect(link('Desert trek')).toHaveFocus())
  })

  it('takes a row focused by Tab as the one the keys act on', async () => {
    const { api } = setup()
    await screen.findByRole('table')
    act(() => link('Oasis dinner').focus())
    fireEvent.keyDown(link('Oasis dinner'), { key: 'a', code: 'KeyQ' })
    await vi.waitFor(() => expect(api.callsTo('PATCH', '/api/products/42/accept')).toHaveLength(1))
  })

  it('rejects with r then Enter, with the reason given last, and goes on to the next row', async () => {
    const { api, user } = setup()
    await screen.findByRole('table')
    await user.keyboard('jr')
    let dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    // No reason yet: the focus starts on it, and Enter there rejects nothing and cancels nothing.
    const reason = within(dialog).getByLabelText('Reason')
    expect(reason).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alertdialog', { name: 'Reject product' })).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products/41/reject')).toHaveLength(0)
    await user.selectOptions(reason, 'wrong_category')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/products/41/reject')).toHaveLength(1))
    await vi.waitFor(() => expect(link('Oasis dinner')).toHaveFocus())

    // The next one: the reason is there, Reject has the focus, and Enter rejects.
    await user.keyboard('r')
    dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    expect(dialog).toHaveTextContent('"Oasis dinner"')
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('wrong_category')
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/products/42/reject')).toHaveLength(1))
    expect(bodyOf(api.callsTo('POST', '/api/products/42/reject')[0])).toEqual({
      reason: 'wrong_category',
    })
  })

  it('shows the keys on the row menu', async () => {
    const { user } = setup()
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Actions for Desert trek' }))
    expect(screen.getByRole('menuitem', { name: /Approve/ })).toHaveAttribute(
      'aria-keyshortcuts',
      'a',
    )
    expect(screen.getByRole('menuitem', { name: /Reject/ })).toHaveAttribute(
      'aria-keyshortcuts',
      'r',
    )
  })
})
