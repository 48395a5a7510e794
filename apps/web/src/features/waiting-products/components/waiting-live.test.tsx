import { withDetails } from '@rihla/contract/message-codes'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addArrival, clearArrivals } from '@/lib/live/arrivals'
import { storage } from '@/lib/storage'
import { mockFetch, type Reply } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { useDecidedStore } from '../api/decided-by'
import { WaitingProductsList } from './waiting-products-list'

const pending = buildProduct({ id: 41, title: 'Desert trek', status: 'pending' })
const arrived = buildProduct({ id: 42, title: 'Oasis night', status: 'pending' })
const later = new Date(Date.now() + 300_000).toISOString()

type Replies = { claims?: Reply; accept?: Reply; bulk?: Reply; reject?: Reply }

function setup({ claims, accept, bulk, reject }: Replies = {}) {
  let page = [pending]
  const api = mockFetch([
    {
      method: 'GET',
      path: '/api/products/waiting-list',
      reply: () => ({ body: buildProductPage(page, { limit: 2, total: page.length }) }),
    },
    { method: 'GET', path: '/api/products/waiting-list/claims', reply: claims ?? { body: [] } },
    {
      method: 'PATCH',
      path: '/api/products/41/accept',
      reply: accept ?? { body: { ...pending, status: 'approved', undoUntil: later } },
    },
    { method: 'POST', path: '/api/products/waiting-list/bulk', reply: bulk ?? { body: {} } },
    {
      method: 'POST',
      path: '/api/products/41/reject',
      reply: reject ?? { body: { ...pending, status: 'rejected', undoUntil: later } },
    },
  ])
  renderRoutes(
    [{ path: '/waiting-products', element: <WaitingProductsList /> }],
    '/waiting-products',
  )
  return {
    api,
    user: userEvent.setup(),
    serverHas: (products: (typeof pending)[]) => {
      page = products
    },
  }
}

describe('the live queue', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    clearArrivals('waiting')
    useDecidedStore.setState({ byId: {} })
  })

  it('holds a product that arrived while reading behind "1 new product — Show"', async () => {
    const { user, serverHas } = setup()
    expect(await screen.findByRole('link', { name: 'Desert trek' })).toBeInTheDocument()
    serverHas([pending, arrived])
    act(() => addArrival('waiting', 42))
    expect(await screen.findByRole('status')).toHaveTextContent('1 new product')
    expect(screen.queryByRole('link', { name: 'Oasis night' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByRole('link', { name: 'Oasis night' })).toBeInTheDocument()
    expect(screen.queryByText('1 new product')).not.toBeInTheDocument()
  })

  it('says who reviews a row, and approving it asks to take over first', async () => {
    const claim = { productId: 41, userId: 2, name: 'Amina', expiresAt: later }
    const { api, user } = setup({ claims: { body: [claim] } })
    const row = (await screen.findByRole('link', { name: 'Desert trek' })).closest('tr')
    expect(await within(row as HTMLElement).findByText(/Being reviewed by/)).toHaveTextContent(
      'Being reviewed by Amina',
    )
    await user.click(screen.getByRole('button', { name: 'Actions for Desert trek' }))
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }))
    const ask = screen.getByRole('alertdialog', { name: 'Take over?' })
    expect(ask).toHaveTextContent('Amina is reviewing "Desert trek". Approve it anyway?')
    expect(api.callsTo('PATCH', '/api/products/41/accept')).toHaveLength(0)
    // An approval, styled as one (the primary green), not as a delete.
    const takeOver = within(ask).getByRole('button', { name: 'Take over and approve' })
    expect(takeOver).toHaveClass('bg-emerald-700')
    expect(takeOver).not.toHaveClass('bg-red-600')
    await user.click(takeOver)
    const calls = api.callsTo('PATCH', '/api/products/41/accept')
    expect(calls.map((c) => c.url.searchParams.get('takeOver'))).toEqual(['true'])
  })

  it('rejecting a row someone reviews names them in the confirmation, and confirming takes over', async () => {
    const claim = { productId: 41, userId: 2, name: 'Amina', expiresAt: later }
    const { api, user } = setup({ claims: { body: [claim] } })
    const row = (await screen.findByRole('link', { name: 'Desert trek' })).closest('tr')
    await within(row as HTMLElement).findByText(/Being reviewed by/)
    await user.click(screen.getByRole('button', { name: 'Actions for Desert trek' }))
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    expect(dialog).toHaveTextContent('Amina is reviewing it right now.')
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'wrong_category')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/products/41/reject')).toHaveLength(1))
    const [call] = api.callsTo('POST', '/api/products/41/reject')
    expect(call?.url.searchParams.get('takeOver')).toBe('true')
    expect(JSON.parse(String(call?.body))).toEqual({ reason: 'wrong_category' })
  })

  it('a reject refused for a claim taken meanwhile shows the server’s reason, with the name', async () => {
    const { user } = setup({
      reject: {
        status: 409,
        body: {
          ...withDetails('product.claimed', { name: 'Bilal', expiresAt: later }),
          code: 'product.claimed',
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Actions for Desert trek' }))
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Bilal')
  })

  it('a 409 "already approved" marks the row with who and when, its actions disabled', async () => {
    const at = '2026-11-25T17:45:00.000Z'
    const { user } = setup({
      accept: {
        status: 409,
        body: {
          ...withDetails('product.alreadyApproved', { name: 'Bilal', at }),
          code: 'product.alreadyApproved',
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Actions for Desert trek' }))
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This product was already approved by Bilal at .*2026/,
    )
    const row = screen.getByRole('link', { name: 'Desert trek' }).closest('tr') as HTMLElement
    expect(within(row).getByText(/Approved by/)).toHaveTextContent(/Approved by Bilal at .*2026/)
    expect(within(row).getByRole('checkbox')).toBeDisabled()
  })

  it('reports the rows a bulk decision skipped because another moderator reviews them', async () => {
    const { user } = setup({
      bulk: {
        body: {
          action: 'approve',
          ids: [],
          items: [],
          undoUntil: null,
          skipped: [{ id: 41, name: 'Amina' }],
        },
      },
    })
    await user.click(await screen.findByRole('checkbox', { name: 'Select Desert trek' }))
    await user.click(screen.getByRole('button', { name: 'Approve selected' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 skipped, being reviewed by others: #41 (Amina).',
    )
    expect(screen.getByRole('checkbox', { name: 'Select Desert trek' })).toBeChecked()
  })
})
