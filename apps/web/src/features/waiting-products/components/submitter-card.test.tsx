import type { Submitter, WaitingProduct } from '@rihla/contract/products'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { SubmitterCard } from './submitter-card'
import { WaitingProductDetails } from './waiting-product-details'

const NOW = new Date('2026-11-26T12:00:00Z')

function buildSubmitter(overrides: Partial<Submitter> = {}): Submitter {
  return {
    id: 12,
    username: 'Yacine Benali',
    phoneNumber: '0555123456',
    // About three months before NOW.
    createdAt: '2026-08-20T09:00:00.000Z',
    approved: 4,
    rejected: 2,
    pending: 1,
    lastRejections: [
      { reason: 'poor_photos', note: 'The photo is blurred.', at: '2026-11-20T10:00:00.000Z' },
      { reason: 'wrong_category', note: null, at: '2026-10-02T10:00:00.000Z' },
    ],
    ...overrides,
  }
}

function waiting(submitter: Submitter | null): WaitingProduct {
  return {
    ...buildProduct({ id: 9, title: 'Desert trek', status: 'pending' }),
    // Two days before NOW.
    createdAt: '2026-11-24T11:00:00.000Z',
    changes: null,
    submitter,
    signals: [],
  }
}

function renderCard(product: WaitingProduct) {
  return renderRoutes([{ path: '/', element: <SubmitterCard product={product} /> }])
}

const card = () => screen.getByRole('region', { name: 'Submitted by' })

describe('the submitter card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('names the submitter, links a call and a WhatsApp chat, and says since when', () => {
    renderCard(waiting(buildSubmitter()))
    expect(within(card()).getByRole('link', { name: 'Yacine Benali' })).toHaveAttribute(
      'href',
      '/users/12',
    )
    expect(screen.getByRole('link', { name: 'Call 0555123456' })).toHaveAttribute(
      'href',
      'tel:+213555123456',
    )
    const whatsApp = screen.getByRole('link', { name: /Write to Yacine Benali on WhatsApp/ })
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/213555123456')
    expect(whatsApp).toHaveAttribute('target', '_blank')
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('Member for 3 months')).toHaveAttribute(
      'datetime',
      '2026-08-20T09:00:00.000Z',
    )
    expect(screen.getByText('Waiting for 2 days')).toHaveAttribute(
      'datetime',
      '2026-11-24T11:00:00.000Z',
    )
  })

  it('counts their listings approved, rejected and waiting', () => {
    renderCard(waiting(buildSubmitter()))
    const counts = card().querySelector('dl')
    expect(counts).toHaveAttribute('aria-label', 'Their listings')
    const pairs = [...(counts?.querySelectorAll('div') ?? [])].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ])
    expect(pairs).toEqual([
      ['Approved', '4'],
      ['Rejected', '2'],
      ['Waiting', '1'],
    ])
  })

  it('lists the last rejections as sentences, with the note and the date', () => {
    renderCard(waiting(buildSubmitter()))
    const items = within(screen.getByRole('list', { name: 'Last rejections' })).getAllByRole(
      'listitem',
    )
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('The photos are poor or misleading.')
    expect(items[0]).toHaveTextContent('The photo is blurred.')
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z')
    expect(items[1]).toHaveTextContent('The listing is in the wrong category.')
  })

  it('in French, the reasons and the durations too', () => {
    useLocaleStore.getState().setLocale('fr')
    try {
      renderCard(waiting(buildSubmitter()))
      expect(screen.getByText('Membre depuis 3 mois')).toBeInTheDocument()
      expect(screen.getByText('En attente depuis 2 jours')).toBeInTheDocument()
      expect(screen.getByRole('list', { name: 'Derniers refus' })).toBeInTheDocument()
    } finally {
      useLocaleStore.getState().setLocale('en')
    }
  })

  it('says when none was rejected, and links no WhatsApp for a landline', () => {
    renderCard(waiting(buildSubmitter({ phoneNumber: '0212345678', lastRejections: [] })))
    expect(screen.getByText('None of their listings has been rejected.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Call 0212345678' })).toHaveAttribute(
      'href',
      'tel:0212345678',
    )
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull()
  })

  it('shows the name without a link to staff who may not read users', () => {
    storage.set('role', 'user')
    renderCard(waiting(buildSubmitter()))
    expect(within(card()).getByText('Yacine Benali')).toBeInTheDocument()
    expect(within(card()).queryByRole('link', { name: 'Yacine Benali' })).toBeNull()
  })

  it('says so when the account is deleted, and still how long it has waited', () => {
    renderCard(waiting(null))
    expect(
      within(card()).getByText('The account that submitted this listing has been deleted.'),
    ).toBeInTheDocument()
    expect(within(card()).getByText('Waiting for 2 days')).toBeInTheDocument()
    expect(within(card()).queryByRole('link')).toBeNull()
  })
})

describe('the waiting product page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'moderator')
  })

  function setup(body: unknown) {
    mockFetch([
      { method: 'GET', path: '/api/products/waiting-list/9', reply: { body } },
      { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: [] } },
      {
        method: 'POST',
        path: '/api/products/waiting-list/9/claim',
        reply: {
          body: { productId: 9, userId: 1, name: 'Me', expiresAt: '2099-01-01T00:00:00Z' },
        },
      },
      { method: 'DELETE', path: '/api/products/waiting-list/9/claim', reply: { status: 204 } },
    ])
    renderRoutes([{ path: '/w/:id', element: <WaitingProductDetails id="9" /> }], '/w/9')
  }

  it('shows who submitted it beside the product', async () => {
    setup(waiting(buildSubmitter()))
    expect(await screen.findByRole('heading', { name: 'Desert trek' })).toBeInTheDocument()
    expect(within(card()).getByRole('link', { name: 'Yacine Benali' })).toBeInTheDocument()
  })

  it('reads a server that sends no submitter as a deleted account', async () => {
    const { submitter: _, changes: __, ...old } = waiting(null)
    setup(old)
    expect(await screen.findByRole('heading', { name: 'Desert trek' })).toBeInTheDocument()
    expect(
      within(card()).getByText('The account that submitted this listing has been deleted.'),
    ).toBeInTheDocument()
  })
})
