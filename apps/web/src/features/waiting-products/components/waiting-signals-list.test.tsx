import type { ServerEvent } from '@rihla/contract/events'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyEvent } from '@/app/live/apply-event'
import { useLocaleStore } from '@/i18n/i18n'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { setWideScreen } from '@/testing/screen-width'
import { WaitingProductsList } from './waiting-products-list'

const copy = {
  ...buildProduct({ id: 41, title: 'Villa copy', status: 'pending' }),
  submitter: null,
  signalKinds: ['same-picture', 'price-outlier'],
}
const plain = {
  ...buildProduct({ id: 42, title: 'Oasis dinner', status: 'pending' }),
  submitter: null,
  signalKinds: [],
}

function setup(path = '/waiting-products') {
  const api = mockFetch([
    {
      method: 'GET',
      path: '/api/products/waiting-list',
      reply: ({ url }) => ({
        body: buildProductPage(url.searchParams.has('signal') ? [copy] : [copy, plain], {
          limit: 10,
          total: 2,
        }),
      }),
    },
    { method: 'GET', path: '/api/products/waiting-list/claims', reply: { body: [] } },
    { method: 'GET', path: '/api/subcategories', reply: { body: [] } },
    { method: 'GET', path: '/api/wilayas', reply: { body: [] } },
  ])
  const view = renderRoutes([{ path: '/waiting-products', element: <WaitingProductsList /> }], path)
  return { api, ...view, user: userEvent.setup() }
}

/** The badges' words on a row or card, or null when it has none. */
function signalsOf(row: HTMLElement, name = 'Signals') {
  const list = within(row).queryByRole('list', { name })
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : null
}

describe('signals in the queue', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'moderator')
    window.localStorage.clear()
  })

  it.each([
    ['table row', true],
    ['card', false],
  ])('badges a %s with its signals, nothing on one without', async (_, wide) => {
    setWideScreen(wide)
    setup()
    const link = await screen.findByRole('link', { name: 'Villa copy' })
    const row = link.closest(wide ? 'tr' : 'li') as HTMLElement
    expect(signalsOf(row)).toEqual(['Same picture', 'Unusual price'])
    // Each badge carries an icon beside its words, not a colour alone.
    expect(within(row).getByText('Same picture').querySelector('svg')).not.toBeNull()
    const other = screen.getByRole('link', { name: 'Oasis dinner' }).closest(wide ? 'tr' : 'li')
    expect(signalsOf(other as HTMLElement)).toBeNull()
  })

  it('filters on signals, any or one kind, kept in the address', async () => {
    setWideScreen(true)
    const { api, router, user } = setup()
    await screen.findByRole('link', { name: 'Oasis dinner' })
    const filter = screen.getByRole('combobox', { name: 'Signals' })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All listings',
      'With signals',
      'Same picture',
      'Similar title',
      'Phone on many listings',
      'Unusual price',
    ])
    await user.selectOptions(filter, 'any')
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Oasis dinner' })).toBeNull())
    expect(router.state.location.search).toContain('signal=any')
    const last = () => api.callsTo('GET', '/api/products/waiting-list').at(-1)?.url.searchParams
    expect(last()?.get('signal')).toBe('any')
    expect(screen.getByRole('button', { name: /Filters \(1\)/ })).toBeInTheDocument()

    await user.selectOptions(filter, 'similar-title')
    await vi.waitFor(() => expect(last()?.get('signal')).toBe('similar-title'))
    expect(router.state.location.search).toContain('signal=similar-title')

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    // Every listing again (the unfiltered page, as read first).
    expect(await screen.findByRole('link', { name: 'Oasis dinner' })).toBeInTheDocument()
    expect(router.state.location.search).not.toContain('signal')
    expect(filter).toHaveValue('')
  })

  it('reads the filter from the address', async () => {
    setWideScreen(true)
    const { api } = setup('/waiting-products?signal=same-phone-many')
    await screen.findByRole('link', { name: 'Villa copy' })
    expect(screen.getByRole('combobox', { name: 'Signals' })).toHaveValue('same-phone-many')
    expect(
      api.callsTo('GET', '/api/products/waiting-list')[0]?.url.searchParams.get('signal'),
    ).toBe('same-phone-many')
  })

  it('exports what the filtered list shows: the CSV is asked with the signal filter', async () => {
    setWideScreen(true)
    const { api, user } = setup('/waiting-products?signal=same-picture')
    await screen.findByRole('link', { name: 'Villa copy' })
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await vi.waitFor(() =>
      expect(api.callsTo('GET', '/api/products/waiting-list/export.csv')).toHaveLength(1),
    )
    const [call] = api.callsTo('GET', '/api/products/waiting-list/export.csv')
    expect(call?.url.searchParams.get('signal')).toBe('same-picture')
  })

  it('ignores an unknown signal in the address', async () => {
    setWideScreen(true)
    const { api } = setup('/waiting-products?signal=bogus')
    await screen.findByRole('link', { name: 'Oasis dinner' })
    expect(
      api.callsTo('GET', '/api/products/waiting-list')[0]?.url.searchParams.has('signal'),
    ).toBe(false)
  })

  it('shows signals computed after the list was read, without reading it again', async () => {
    setWideScreen(true)
    const { api, queryClient } = setup()
    const link = await screen.findByRole('link', { name: 'Oasis dinner' })
    const reads = api.callsTo('GET', '/api/products/waiting-list').length
    const event: ServerEvent = {
      id: 1,
      type: 'product.signals',
      entityId: 42,
      actor: null,
      data: { signalKinds: ['similar-title', 'not-a-kind'] },
      at: new Date().toISOString(),
    }
    act(() => applyEvent(queryClient, event, 1))
    const row = link.closest('tr') as HTMLElement
    await vi.waitFor(() => expect(signalsOf(row)).toEqual(['Similar title']))
    expect(api.callsTo('GET', '/api/products/waiting-list')).toHaveLength(reads)
  })
})

describe('signals in the queue, in Arabic', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'moderator')
    window.localStorage.clear()
    useLocaleStore.getState().setLocale('ar')
  })
  afterEach(() => {
    useLocaleStore.getState().setLocale('en')
  })

  it('names the badges and the filter in Arabic', async () => {
    setWideScreen(true)
    setup()
    const link = await screen.findByRole('link', { name: 'Villa copy' })
    expect(signalsOf(link.closest('tr') as HTMLElement, 'إشارات')).toEqual([
      'الصورة نفسها',
      'سعر غير معتاد',
    ])
    expect(screen.getByLabelText('الإشارات')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'بها إشارات' })).toBeInTheDocument()
  })
})
