import type { SearchResponse } from '@rihla/contract/search'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { get } from '@/lib/api-client'
import { renderRoutes } from '@/testing/render'
import { GlobalSearch } from './global-search'

vi.mock('@/lib/api-client', () => ({ get: vi.fn() }))
const getMock = vi.mocked(get)

const RESULTS: SearchResponse = {
  users: [{ id: 3, username: 'Yasmine Benali', email: 'yasmine.benali2@example.dz' }],
  products: [{ id: 9, title: 'Villa with pool — Tipaza', status: 'pending', thumbnailUrl: null }],
  subcategories: [{ id: 4, name: 'Villas', category: 'C' }],
}
const NOTHING: SearchResponse = { users: [], products: [], subcategories: [] }

function renderSearch() {
  const view = renderRoutes(
    [
      { path: '/', element: <GlobalSearch /> },
      { path: '*', element: <GlobalSearch /> },
    ],
    '/',
  )
  const box = screen.getByRole('combobox', { name: 'Search' })
  return { ...view, box, user: userEvent.setup() }
}

const option = (name: RegExp) => screen.getByRole('option', { name })

describe('GlobalSearch', () => {
  beforeEach(() => {
    getMock.mockReset()
    getMock.mockResolvedValue(RESULTS)
  })

  it('waits for two characters and a pause before asking the server', async () => {
    const { box, user } = renderSearch()
    await user.type(box, 'y')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(getMock).not.toHaveBeenCalled()
    expect(box).toHaveAttribute('aria-expanded', 'false')

    await user.type(box, 'as')
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'))
    await screen.findByRole('option', { name: /Yasmine Benali/ })
    expect(getMock).toHaveBeenCalledOnce()
    expect(getMock).toHaveBeenCalledWith('/search', {
      query: { q: 'yas', limit: 5 },
      signal: expect.any(AbortSignal),
    })
  })

  it('groups the results by kind in a listbox the combobox controls', async () => {
    const { box, user } = renderSearch()
    await user.type(box, 'vil')
    await screen.findByRole('option', { name: /Yasmine/ })
    const listbox = screen.getByRole('listbox', { name: 'Search results' })
    expect(box).toHaveAttribute('aria-controls', listbox.id)
    const names = within(listbox)
      .getAllByRole('group')
      .map(
        (group) =>
          document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      )
    expect(names).toEqual(['Users', 'Products', 'Subcategories'])
    const products = within(listbox).getByRole('group', { name: 'Products' })
    expect(within(products).getByRole('option')).toHaveTextContent('Waiting for approval')
    const subcategories = within(listbox).getByRole('group', { name: 'Subcategories' })
    expect(within(subcategories).getByRole('option')).toHaveTextContent('House rentals')
  })

  it('moves with the arrows, wrapping at both ends, and tells assistive technology', async () => {
    const { box, user } = renderSearch()
    await user.type(box, 'ya')
    await screen.findByRole('option', { name: /Yasmine/ })
    expect(box).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', option(/Yasmine/).id)
    expect(option(/Yasmine/)).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', option(/Villa with pool/).id)
    expect(option(/Yasmine/)).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', option(/Yasmine/).id)
    await user.keyboard('{ArrowUp}')
    expect(box).toHaveAttribute('aria-activedescendant', option(/^Villas/).id)
    expect(box).toHaveFocus()
  })

  it('opens the highlighted user with Enter, then closes and clears', async () => {
    const { box, user, router } = renderSearch()
    await user.type(box, 'ya')
    await screen.findByRole('option', { name: /Yasmine/ })
    await user.keyboard('{ArrowDown}{Enter}')
    expect(router.state.location.pathname).toBe('/users/3')
    expect(box).toHaveValue('')
    expect(box).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens a pending product in the waiting list', async () => {
    const { box, user, router } = renderSearch()
    await user.type(box, 'villa')
    await user.click(await screen.findByRole('option', { name: /Villa with pool/ }))
    expect(router.state.location.pathname).toBe('/waiting-products/9')
  })

  it('closes with Escape, reopens with ArrowDown, and clears on a second Escape', async () => {
    const { box, user } = renderSearch()
    await user.type(box, 'ya')
    await screen.findByRole('option', { name: /Yasmine/ })
    await user.keyboard('{ArrowDown}{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).not.toHaveAttribute('aria-activedescendant')
    expect(box).toHaveValue('ya')
    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}{Escape}')
    expect(box).toHaveValue('')
  })

  it('says "No results" when nothing matches, and Enter does nothing', async () => {
    getMock.mockResolvedValue(NOTHING)
    const { box, user, router } = renderSearch()
    await user.type(box, 'zzqq')
    expect(await screen.findByText('No results')).toBeVisible()
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('GlobalSearch marks', () => {
  it('marks the matched words in each result, found as the server finds them', async () => {
    getMock.mockReset()
    getMock.mockResolvedValue({
      users: [{ id: 5, username: 'فندق الأمير', email: 'contact@fondouk.dz' }],
      products: [
        { id: 9, title: 'فُندُق الأمير — وسط المدينة', status: 'approved', thumbnailUrl: null },
      ],
      subcategories: [],
    } satisfies SearchResponse)
    const { box, user } = renderSearch()
    await user.type(box, 'فندق')
    const product = await screen.findByRole('option', { name: /المدينة/ })
    expect([...product.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['فُندُق'])
    const person = screen.getByRole('option', { name: /contact/ })
    expect([...person.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['فندق'])
  })
})
