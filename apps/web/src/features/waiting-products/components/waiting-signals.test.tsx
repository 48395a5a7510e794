import type { Signal } from '@rihla/contract/signals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useParams } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { storage } from '@/lib/storage'
import { mockFetch, type Reply } from '@/testing/mock-fetch'
import { buildProduct } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { useDecidedStore } from '../api/decided-by'
import { WaitingProductDetails } from './waiting-product-details'

const later = new Date(Date.now() + 60_000).toISOString()
const submitter = {
  id: 5,
  username: 'Karim',
  phoneNumber: '0555000111',
  createdAt: '2026-08-20T09:00:00.000Z',
  approved: 1,
  rejected: 0,
  pending: 1,
  lastRejections: [],
}
const picture = (id: number) => ({
  id,
  url: `/pictures/${id}.jpg`,
  thumbnailUrl: `/pictures/${id}-thumb.jpg`,
})
const samePicture: Signal = {
  kind: 'same-picture',
  score: 0.95,
  otherProductId: 77,
  detail: { distance: 3, otherOwner: { id: 8, username: 'Nadia' } },
}
const priceOutlier: Signal = {
  kind: 'price-outlier',
  score: 0.8,
  detail: { median: 20_000, low: 12_000, high: 30_000 },
}
const copy = {
  ...buildProduct({
    id: 9,
    title: 'Villa with pool, Tipaza',
    price: 250_000,
    status: 'pending',
    pictures: [picture(1)],
  }),
  changes: null,
  submitter,
  signals: [samePicture, priceOutlier],
}
const original = buildProduct({
  id: 77,
  title: 'Sea view villa in Tipaza',
  price: 24_000,
  status: 'approved',
  pictures: [picture(2), picture(3)],
})

/** The route as the app mounts it: one page per id. */
function Page() {
  const { id } = useParams()
  return <WaitingProductDetails key={id} id={id} />
}

function setup({ dismiss }: { dismiss?: Reply } = {}) {
  const api = mockFetch([
    { method: 'GET', path: '/api/products/waiting-list/9', reply: { body: copy } },
    { method: 'GET', path: '/api/products/77', reply: { body: original } },
    { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: [] } },
    {
      method: 'POST',
      path: /\/claim$/,
      reply: {
        body: { productId: 9, userId: 1, name: 'Me', expiresAt: later, releaseToken: 't' },
      },
    },
    { method: 'DELETE', path: /\/claim$/, reply: { status: 204 } },
    {
      method: 'POST',
      path: '/api/products/9/reject',
      reply: { body: { ...copy, status: 'rejected', undoUntil: later } },
    },
    {
      method: 'POST',
      path: '/api/products/9/signals/same-picture/77/dismiss',
      reply: dismiss ?? { status: 204 },
    },
  ])
  const view = renderRoutes(
    [{ path: '/waiting-products/:id', element: <Page /> }],
    '/waiting-products/9',
  )
  return { api, ...view, user: userEvent.setup() }
}

describe('a waiting listing’s signals', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'moderator')
    window.sessionStorage.clear()
    useDecidedStore.setState({ byId: {} })
  })

  it('explains each signal, the other listing beside this one: pictures, title, price, owner', async () => {
    const { api } = setup()
    const section = await screen.findByRole('region', { name: 'Signals' })
    const picture = within(section).getByRole('article', { name: 'Same picture' })
    expect(picture).toHaveTextContent(
      'A picture of this listing looks like one of listing #77 (distance 3 of 64).',
    )
    expect(picture).toHaveTextContent('Strength 95%')
    await within(picture).findByText('Sea view villa in Tipaza')
    const other = within(picture).getByRole('link', { name: 'Listing #77' })
    expect(other).toHaveAttribute('href', '/products/77')
    const otherSide = other.closest('div.rounded-lg') as HTMLElement
    expect(otherSide).toHaveTextContent('Sea view villa in Tipaza')
    expect(otherSide).toHaveTextContent('$24,000.00')
    expect(otherSide).toHaveTextContent('Owner: \u2068Nadia\u2069')
    expect(otherSide).toHaveTextContent('Approved')
    expect(otherSide.querySelectorAll('img')).toHaveLength(2)
    const thisSide = within(picture)
      .getByRole('heading', { name: 'This listing' })
      .closest('div.rounded-lg') as HTMLElement
    expect(thisSide).toHaveTextContent('Villa with pool, Tipaza')
    expect(thisSide).toHaveTextContent('Owner: \u2068Karim\u2069')
    expect(api.callsTo('GET', '/api/products/77')).toHaveLength(1)

    // A signal with no other listing: its figures, no comparison and no pair actions.
    const price = within(section).getByRole('article', { name: 'Unusual price' })
    expect(price).toHaveTextContent(
      'Its price, $250,000.00, is outside the usual range for its subcategory and wilaya: $12,000.00 to $30,000.00 (median $20,000.00).',
    )
    expect(within(price).queryByRole('button')).toBeNull()
  })

  it('Reject as duplicate opens the reject dialog on that reason, and rejects with it', async () => {
    const { api, user } = setup()
    window.sessionStorage.setItem('rihla.lastRejectReason.unknown', 'poor_photos')
    const section = await screen.findByRole('region', { name: 'Signals' })
    await user.click(within(section).getByRole('button', { name: 'Reject as duplicate' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('"Villa with pool, Tipaza" was rejected.')).toBeInTheDocument()
    const [call] = api.callsTo('POST', '/api/products/9/reject')
    expect(JSON.parse(String(call?.body))).toEqual({ reason: 'duplicate' })
  })

  it('the plain Reject still starts on the last reason given', async () => {
    const { user } = setup()
    window.sessionStorage.setItem('rihla.lastRejectReason.unknown', 'poor_photos')
    const section = await screen.findByRole('region', { name: 'Signals' })
    await user.click(within(section).getByRole('button', { name: 'Reject as duplicate' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const toolbar = screen.getByRole('toolbar', { name: 'Decision' })
    await user.click(within(toolbar).getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject product' })
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('poor_photos')
  })

  it('Not a duplicate silences the pair: the signal leaves with a notice', async () => {
    const { api, user } = setup()
    const section = await screen.findByRole('region', { name: 'Signals' })
    await user.click(within(section).getByRole('button', { name: 'Not a duplicate' }))
    expect(await screen.findByText('Marked as not a duplicate of listing #77.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products/9/signals/same-picture/77/dismiss')).toHaveLength(1)
    expect(screen.queryByRole('article', { name: 'Same picture' })).toBeNull()
    // The other signal stays, and the focus is on the section's heading.
    expect(screen.getByRole('article', { name: 'Unusual price' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Signals' })).toHaveFocus()
  })

  it('shows the server’s message when Not a duplicate fails, the signal kept', async () => {
    const { user } = setup({
      dismiss: { status: 409, body: { message: 'The product is no longer waiting.' } },
    })
    const section = await screen.findByRole('region', { name: 'Signals' })
    await user.click(within(section).getByRole('button', { name: 'Not a duplicate' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The product is no longer waiting.')
    expect(screen.getByRole('article', { name: 'Same picture' })).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Not a duplicate' })).toBeEnabled()
  })

  it('shows nothing for a listing without signals', async () => {
    mockFetch([
      {
        method: 'GET',
        path: '/api/products/waiting-list/9',
        reply: { body: { ...copy, signals: [] } },
      },
      { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: [] } },
    ])
    renderRoutes([{ path: '/waiting-products/:id', element: <Page /> }], '/waiting-products/9')
    await screen.findByRole('heading', { name: 'Villa with pool, Tipaza' })
    expect(screen.queryByRole('region', { name: 'Signals' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Not a duplicate' })).toBeNull()
  })
})

describe('a waiting listing’s signals in Arabic', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'moderator')
    useDecidedStore.setState({ byId: {} })
    useLocaleStore.getState().setLocale('ar')
  })
  afterEach(() => {
    useLocaleStore.getState().setLocale('en')
  })

  it('names the section, the signals and the actions in Arabic', async () => {
    setup()
    const section = await screen.findByRole('region', { name: 'الإشارات' })
    expect(within(section).getByRole('article', { name: 'الصورة نفسها' })).toBeInTheDocument()
    expect(within(section).getByRole('article', { name: 'سعر غير معتاد' })).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'رفض كإعلان مكرر' })).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'ليس مكررًا' })).toBeInTheDocument()
    await within(section).findByText('Sea view villa in Tipaza')
    expect(within(section).getByRole('link', { name: 'الإعلان رقم 77' })).toBeInTheDocument()
    expect(within(section).getByRole('heading', { name: 'هذا الإعلان' })).toBeInTheDocument()
  })
})
