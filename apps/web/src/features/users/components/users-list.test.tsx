import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { get, put } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storage } from '@/lib/storage'
import { buildUser, buildUserPage } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'
import { setWideScreen } from '@/testing/screen-width'
import { UsersList } from './users-list'

vi.mock('@/lib/api-client', () => ({ get: vi.fn(), put: vi.fn() }))
const getMock = vi.mocked(get)
const putMock = vi.mocked(put)

const amina = buildUser({ id: 12, username: 'Amina Benali' })
const karim = buildUser({ id: 13, username: 'Karim Haddad', isBlocked: true })

function renderUsers(path = '/users') {
  const view = renderRoutes(
    [
      { path: '/users', element: <UsersList /> },
      { path: '/users/:id', element: <h1>User page</h1> },
    ],
    path,
  )
  return { ...view, user: userEvent.setup() }
}

/** The query of the last `GET /users`. */
const lastQuery = () => getMock.mock.lastCall?.[1]?.query

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement

describe('UsersList', () => {
  beforeEach(() => {
    getMock.mockReset()
    putMock.mockReset()
    getMock.mockResolvedValue(buildUserPage([amina, karim], { total: 30 }))
    // Blocking is the admin's (`users.block`); a moderator reads the list only.
    storage.set('role', 'admin')
  })

  it('shows the seed columns with the Blocked/Active badge and the default picture', async () => {
    renderUsers()
    expect(await screen.findByRole('cell', { name: 'Amina Benali' })).toBeInTheDocument()
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual(['ID', 'userName', 'isBlocked', 'Role', 'Profile Picture', 'Actions'])
    expect(within(rowOf('Amina Benali')).getByText('Active')).toBeInTheDocument()
    expect(within(rowOf('Karim Haddad')).getByText('Blocked')).toBeInTheDocument()
    expect(within(rowOf('Amina Benali')).getByRole('img', { name: 'No profile picture' }))
  })

  it('shows cards with the badge and a visible menu on a phone, no table', async () => {
    setWideScreen(false)
    const { user } = renderUsers()
    await screen.findByRole('link', { name: 'Amina Benali' })
    const cards = screen.getByRole('list', { name: 'Users' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const [first, second] = within(cards).getAllByRole('listitem')
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Amina Benali' }),
    ).toHaveAttribute('href', '/users/12')
    expect(within(first as HTMLElement).getByText('Active')).toBeInTheDocument()
    expect(within(second as HTMLElement).getByText('Blocked')).toBeInTheDocument()
    await user.click(within(first as HTMLElement).getByRole('button', { name: /Amina Benali/ }))
    expect(screen.getByRole('menuitem', { name: /Block/ })).toBeInTheDocument()
  })

  it('reads page, search and sort from the URL and sends them to the server', async () => {
    renderUsers('/users?page=2&search=amin&sort=username&order=desc')
    await screen.findByRole('cell', { name: 'Amina Benali' })
    expect(lastQuery()).toEqual({
      page: 2,
      limit: 7,
      search: 'amin',
      sort: 'username',
      order: 'desc',
    })
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('amin')
    expect(screen.getByRole('columnheader', { name: 'userName' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument()
  })

  it('pages with previous and next, bounded by the first and the last page', async () => {
    const { router, user } = renderUsers()
    await screen.findByRole('cell', { name: 'Amina Benali' })
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(router.state.location.search).toBe('?page=2')
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2 }))
    expect(await screen.findByText('Page 2 of 5')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled()

    getMock.mockResolvedValue(buildUserPage([amina], { page: 5, total: 30 }))
    router.navigate('/users?page=5')
    expect(await screen.findByText('Page 5 of 5')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('moves a link past the last page to the last page', async () => {
    const { router } = renderUsers('/users?page=9&search=a')
    await waitFor(() => expect(router.state.location.search).toBe('?page=5&search=a'))
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 5, search: 'a' }))
  })

  it('sorts by a column, then flips the order, starting again at page 1', async () => {
    const { router, user } = renderUsers('/users?page=3')
    await screen.findByRole('cell', { name: 'Amina Benali' })

    await user.click(screen.getByRole('button', { name: 'userName' }))
    expect(router.state.location.search).toBe('?sort=username&order=asc')
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ page: 1, sort: 'username', order: 'asc' }),
    )

    await user.click(screen.getByRole('button', { name: 'userName' }))
    expect(router.state.location.search).toBe('?sort=username&order=desc')
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'username', order: 'desc' }))
  })

  it('searches once typing pauses, back at page 1, without a request per key', async () => {
    const { router, user } = renderUsers('/users?page=2')
    await screen.findByRole('cell', { name: 'Amina Benali' })
    const callsBefore = getMock.mock.calls.length

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'karim')
    await waitFor(() => expect(router.state.location.search).toBe('?search=karim'))
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: 1, limit: 7, search: 'karim', sort: 'id', order: 'asc' }),
    )
    expect(getMock.mock.calls.length - callsBefore).toBe(1)
  })

  it('shows an empty state, and an error state that retries', async () => {
    getMock.mockResolvedValueOnce(buildUserPage([], { total: 0 }))
    renderUsers('/users?search=nobody')
    expect(await screen.findByText('No users match "nobody".')).toBeInTheDocument()

    getMock.mockRejectedValueOnce(new ApiError(400, 'Bad'))
    const { user } = renderUsers('/users?search=boom')
    expect(await screen.findByText('Failed to load users.')).toBeInTheDocument()
    getMock.mockResolvedValue(buildUserPage([amina]))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('cell', { name: 'Amina Benali' })).toBeInTheDocument()
  })

  it('blocks from the row menu after asking, then reloads the list', async () => {
    putMock.mockResolvedValue({ ...amina, isBlocked: true })
    const { user } = renderUsers()
    await user.click(await screen.findByRole('button', { name: 'Actions for Amina Benali' }))
    getMock.mockResolvedValue(buildUserPage([{ ...amina, isBlocked: true }, karim]))
    await user.click(screen.getByRole('menuitem', { name: 'Block' }))
    // A block ends the user's sessions at once: it asks first, and Cancel leaves them be.
    const dialog = await screen.findByRole('alertdialog', { name: 'Block user' })
    expect(dialog).toHaveTextContent('Block Amina Benali?')
    expect(putMock).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Block' }))

    expect(putMock).toHaveBeenCalledWith('/users/12/block')
    expect(await screen.findByRole('status')).toHaveTextContent('Amina Benali is now blocked.')
    expect(within(rowOf('Amina Benali')).getByText('Blocked')).toBeInTheDocument()
  })

  it("shows the server's refusal when a block fails", async () => {
    putMock.mockRejectedValue(
      new ApiError(400, 'You cannot block your own account.', undefined, true),
    )
    const { user } = renderUsers()
    await user.click(await screen.findByRole('button', { name: 'Actions for Karim Haddad' }))
    await user.click(screen.getByRole('menuitem', { name: 'Unblock' }))
    expect(putMock).toHaveBeenCalledWith('/users/13/unblock')
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot block your own account.')
  })

  it('offers a moderator the details and no block or unblock', async () => {
    storage.set('role', 'moderator')
    const { user } = renderUsers()
    await user.click(await screen.findByRole('button', { name: 'Actions for Karim Haddad' }))
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(items).toEqual(['Show Details'])
  })

  it('opens the details page from the row menu', async () => {
    const { router, user } = renderUsers()
    await user.click(await screen.findByRole('button', { name: 'Actions for Amina Benali' }))
    await user.click(screen.getByRole('menuitem', { name: 'Show Details' }))
    expect(router.state.location.pathname).toBe('/users/12')
  })

  it('says "more than" when a search has more matches than the server counts', async () => {
    getMock.mockResolvedValue(buildUserPage([amina, karim], { total: 100, totalCapped: true }))
    renderUsers('/users?search=benali')
    expect(await screen.findByText('More than 100 users')).toBeInTheDocument()
  })

  it('pages past the counted matches with Next, and counts them all on request', async () => {
    // Page 15 of 7 a page reaches the 100 counted matches: Next stays on, more exist.
    getMock.mockResolvedValue(
      buildUserPage([amina, karim], { page: 15, total: 105, totalCapped: true }),
    )
    const { user, router } = renderUsers('/users?search=benali&page=15')
    const pager = await screen.findByRole('navigation', { name: 'Pagination' })
    expect(within(pager).getByText('\u206699–100\u2069 of more than 105')).toBeInTheDocument()
    const next = within(pager).getByRole('button', { name: 'Next' })
    expect(next).toBeEnabled()
    // The server reads on with one row more: the floor rises to the end of page 16.
    getMock.mockResolvedValue(
      buildUserPage([amina, karim], { page: 16, total: 112, totalCapped: true }),
    )
    await user.click(next)
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 16, search: 'benali' }))
    expect(lastQuery()).not.toHaveProperty('count')

    getMock.mockResolvedValue(buildUserPage([amina, karim], { page: 16, total: 300 }))
    await user.click(within(pager).getByRole('button', { name: 'Count all' }))
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 16, count: 'exact' }))
    expect(router.state.location.search).toContain('count=exact')
    expect(await within(pager).findByText('Page 16 of 43')).toBeInTheDocument()
    expect(within(pager).queryByRole('button', { name: 'Count all' })).not.toBeInTheDocument()

    // Another search counts up to the cap again.
    const box = screen.getByRole('searchbox', { name: 'Search users' })
    await user.clear(box)
    await user.type(box, 'karim')
    await waitFor(() => expect(router.state.location.search).toBe('?search=karim'))
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, search: 'karim' }))
    expect(lastQuery()).not.toHaveProperty('count')
  })

  it('says so when the server could not count every match in time', async () => {
    getMock.mockResolvedValue(buildUserPage([amina, karim], { total: 100, totalCapped: true }))
    renderUsers('/users?search=benali&count=exact')
    const pager = await screen.findByRole('navigation', { name: 'Pagination' })
    expect(await within(pager).findByText('Too many to count')).toBeInTheDocument()
    expect(within(pager).queryByRole('button', { name: 'Count all' })).not.toBeInTheDocument()
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeEnabled()
  })
})
