import { MESSAGES } from '@rihla/contract/messages'
import type { Subcategory } from '@rihla/contract/subcategories'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { buildSubcategory } from '@/testing/catalogue-factories'
import { type FakeRequest, jsonResponse, pagedAnswer, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { SubcategoriesList } from './subcategories-list'

function renderList(path = '/subcategories') {
  const view = renderRoutes(
    [
      { path: '/subcategories', element: <SubcategoriesList /> },
      { path: '/subcategories/:id', element: <h1>Details page</h1> },
    ],
    path,
  )
  return { ...view, user: userEvent.setup() }
}

/**
 * A fake server holding `rows` (already in the order asked, searched by French name); DELETE
 * answers `onDelete`.
 */
function serve(
  rows: Subcategory[],
  onDelete: (request: FakeRequest) => Response = () => jsonResponse(200, {}),
) {
  return stubFetch((request) => {
    if (request.method === 'DELETE') return onDelete(request)
    const search = request.query.get('search')?.toLowerCase() ?? ''
    const found = rows.filter((row) => row.nameFr.toLowerCase().includes(search))
    return jsonResponse(200, pagedAnswer(found, request.query))
  })
}

/** The ids in the table, top to bottom (a plain query: role queries are slow in jsdom). */
const shownIds = () =>
  Array.from(document.querySelectorAll('tbody tr'), (row) =>
    Number(row.querySelector('td')?.textContent),
  )

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

// Whole screens with user-event: the default 5 s is too tight on a busy machine.
describe('SubcategoriesList', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('asks the server for pages of 10: 25 subcategories show as 10, 10 and 5', async () => {
    const calls = serve(range(1, 25).map((id) => buildSubcategory(id)))
    const { user, router } = renderList()
    await screen.findByText('Page 1 of 3')
    expect(shownIds()).toEqual(range(1, 10))
    expect(calls[0]?.path).toBe('/api/products/sub-categories')
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({
      page: '1',
      limit: '10',
      sort: 'id',
      order: 'asc',
      lang: 'en',
    })

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    expect(shownIds()).toEqual(range(11, 20))
    expect(router.state.location.search).toBe('?page=2')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
    expect(shownIds()).toEqual(range(21, 25))
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(calls.map((call) => call.query.get('page'))).toEqual(['1', '2', '3'])
  })

  it('shows the seed columns with the category named in English', async () => {
    serve([buildSubcategory(3, { category: 'C', productCount: 4 })])
    renderList()
    await screen.findByText('Page 1 of 1')
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual(['ID', 'Name', 'Category', 'Product Count', 'Actions'])
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent).slice(0, 4)).toEqual([
      '3',
      'فئة 3',
      'House rentals',
      '4',
    ])
  })

  const searchable = [
    buildSubcategory(1, { nameAr: 'شقق', name: 'شقق', nameFr: 'Appartements', category: 'C' }),
    buildSubcategory(2, { nameAr: 'مقاهي', name: 'مقاهي', nameEn: 'Cafés', category: 'B' }),
    buildSubcategory(33, { category: 'D' }),
  ]

  it('sends the search of the URL to the server and shows what it found', async () => {
    const calls = serve(searchable)
    const { router } = renderList('/subcategories?search=appart')
    await screen.findByText('Page 1 of 1')
    expect(shownIds()).toEqual([1])
    expect(calls[0]?.query.get('search')).toBe('appart')
    expect(screen.getByRole('searchbox', { name: 'Search subcategories' })).toHaveValue('appart')
    expect(router.state.location.search).toBe('?search=appart')
  })

  it('filters as the user types, keeps the search in the URL, and says when nothing matches', async () => {
    serve(searchable)
    const { user, router } = renderList('/subcategories?page=2')
    await screen.findByText('Page 1 of 1')
    const search = screen.getByRole('searchbox', { name: 'Search subcategories' })
    await user.type(search, 'appart')
    await waitFor(() => expect(shownIds()).toEqual([1]))
    expect(router.state.location.search).toBe('?search=appart')

    await user.type(search, 'x')
    expect(await screen.findByText('No subcategories found')).toBeInTheDocument()
  })

  it('sends the sort, order and page of the URL, and shows the page the server answers', async () => {
    const calls = serve(range(1, 12).map((id) => buildSubcategory(id)))
    renderList('/subcategories?sort=productCount&order=desc&page=2')
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
    expect(shownIds()).toEqual([11, 12])
    expect(calls[0]?.query.get('sort')).toBe('productCount')
    expect(calls[0]?.query.get('order')).toBe('desc')
    expect(screen.getByRole('columnheader', { name: 'Product Count' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  })

  it('moves a link past the last page to the last page the server counts', async () => {
    const calls = serve(range(1, 12).map((id) => buildSubcategory(id)))
    const { router } = renderList('/subcategories?page=5')
    await waitFor(() => expect(shownIds()).toEqual([11, 12]))
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    expect(calls.map((call) => call.query.get('page'))).toEqual(['5', '2'])
  })

  it('asks with the browser confirm, deletes, and says why the server refused', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const calls = serve([buildSubcategory(5)], () =>
      jsonResponse(409, { message: MESSAGES.subcategory.inUse }),
    )
    const { user } = renderList()
    await user.click(await screen.findByRole('button', { name: 'Actions for فئة 5' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this subcategory?')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to delete subcategory. ${MESSAGES.subcategory.inUse}`,
    )
    const deletion = calls.find((call) => call.method === 'DELETE')
    expect(deletion?.path).toBe('/api/products/sub-categories/5')
    expect(deletion?.query.get('lang')).toBe('ar')
  })

  it('sends nothing when the confirm is cancelled, and reloads the list after a deletion', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    let rows = [buildSubcategory(5), buildSubcategory(6)]
    const calls = stubFetch((request) => {
      if (request.method !== 'DELETE') return jsonResponse(200, pagedAnswer(rows, request.query))
      rows = rows.filter((row) => row.id !== 5)
      return jsonResponse(200, { message: 'Subcategory deleted' })
    })
    const { user } = renderList()
    await user.click(await screen.findByRole('button', { name: 'Actions for فئة 5' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    confirm.mockReturnValue(true)
    await user.click(screen.getByRole('button', { name: 'Actions for فئة 5' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Subcategory "فئة 5" deleted.')
    expect(shownIds()).toEqual([6])
  })

  it('shows details in a modal that keeps focus, closes on Escape and gives focus back', async () => {
    serve([buildSubcategory(5, { category: 'B', productCount: 7 })])
    const { user } = renderList()
    const menu = await screen.findByRole('button', { name: 'Actions for فئة 5' })
    await user.click(menu)
    await user.click(screen.getByRole('menuitem', { name: 'Show Details' }))

    const dialog = screen.getByRole('dialog', { name: 'Subcategory Details' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const facts = within(dialog)
    expect(facts.getByText('فئة 5')).toBeInTheDocument()
    expect(facts.getByText('Restaurants and entertainment')).toBeInTheDocument()
    expect(facts.getByText('7')).toBeInTheDocument()
    for (const label of ['Name', 'Category', 'Product Count', 'Created At', 'Last Updated']) {
      expect(facts.getByText(label)).toBeInTheDocument()
    }
    const close = facts.getByRole('button', { name: 'Close' })
    expect(close).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(menu).toHaveFocus()
  })

  it('says "Authentication required" and asks nothing without a token', async () => {
    storage.remove('token')
    const calls = serve([])
    renderList()
    expect(await screen.findByText('Authentication required')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('says "No subcategories found" when there are none', async () => {
    serve([])
    renderList()
    expect(await screen.findByText('No subcategories found')).toBeInTheDocument()
  })
})
