import type { ActivityEntry } from '@rihla/contract/activity'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ActivityRoute } from '@/app/routes/activity'
import { nameLanguage } from '@/i18n/i18n'
import { get } from '@/lib/api-client'
import { storage } from '@/lib/storage'
import { renderRoutes } from '@/testing/render'
import { RecordHistory } from './record-history'

vi.mock('@/lib/api-client', () => ({ get: vi.fn() }))
const getMock = vi.mocked(get)
/** Names of subcategories come in the language English screens show them in. */
const lang = nameLanguage('en')

function entry(overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: 1,
    action: 'product.flags',
    entity: 'product',
    entityId: 5,
    actor: { id: 3, username: 'Zineb Admin' },
    before: null,
    after: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    record: { state: 'present', name: 'Villa in Oran' },
    ...overrides,
  }
}

const ENTRIES = [
  entry({ id: 4 }),
  entry({
    id: 3,
    action: 'product.create',
    entityId: 6,
    record: { state: 'waiting', name: 'Tent in Taghit' },
  }),
  entry({
    id: 2,
    action: 'product.delete',
    entityId: 7,
    record: { state: 'gone', name: 'Old hut' },
  }),
  entry({
    id: 1,
    action: 'user.block',
    entity: 'user',
    entityId: 9,
    record: { state: 'present', name: 'Mina' },
  }),
]

function answer(path: string) {
  if (path === '/activity/actors') return Promise.resolve([{ id: 3, username: 'Zineb Admin' }])
  return Promise.resolve({
    data: ENTRIES,
    meta: { page: 1, limit: 10, total: 4, totalPages: 1 },
  })
}

/** The query of the last `/activity` call. */
const lastQuery = () =>
  getMock.mock.calls.filter(([path]) => path === '/activity').at(-1)?.[1]?.query

const renderAt = (path: string) =>
  renderRoutes([{ path: '/activity', element: <ActivityRoute /> }], path)

describe('the activity page', () => {
  beforeEach(() => {
    getMock.mockReset()
    getMock.mockImplementation((path) => answer(path))
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('links each entry to its record, and says so when the record is deleted', async () => {
    renderAt('/activity')
    expect(await screen.findByText('Zineb Admin updated the flags of product #5')).toBeVisible()
    const [present, waiting, gone, user] = screen.getAllByTestId('activity-record')
    expect(within(present as HTMLElement).getByRole('link')).toHaveAttribute('href', '/products/5')
    expect(present).toHaveTextContent('Product #5 · Villa in Oran')
    expect(within(waiting as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/waiting-products/6',
    )
    expect(waiting).toHaveTextContent('(waiting for approval)')
    expect(within(gone as HTMLElement).queryByRole('link')).toBeNull()
    expect(gone).toHaveTextContent('Product #7 · Old hut (deleted)')
    expect(within(user as HTMLElement).getByRole('link')).toHaveAttribute('href', '/users/9')
    expect(screen.getByText('4 entries')).toBeVisible()
  })

  it('asks the server with the filters of the address, days as whole local days', async () => {
    renderAt('/activity?actorId=3&action=user.block&from=2026-03-01&to=2026-03-02&limit=25')
    await screen.findByText('Zineb Admin blocked user #9')
    expect(lastQuery()).toEqual({
      page: 1,
      limit: 25,
      lang,
      actorId: 3,
      action: 'user.block',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 3).toISOString(),
    })
    expect(await screen.findByRole('option', { name: 'Zineb Admin' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue('3')
  })

  it('filters by action and clears the filters, back on page 1', async () => {
    const user = userEvent.setup()
    const { router } = renderAt('/activity?page=2')
    await screen.findByText('Zineb Admin blocked user #9')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Deleted a product')
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, action: 'product.delete' }))
    expect(router.state.location.search).toBe('?action=product.delete')
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('')
  })

  it('says an end before the start on the field, and asks nothing', async () => {
    renderAt('/activity?from=2026-03-05&to=2026-03-01')
    expect(await screen.findByText('The start date must be before the end date.')).toBeVisible()
    expect(screen.getByText('No activity matches these filters.')).toBeVisible()
    expect(getMock.mock.calls.some(([path]) => path === '/activity')).toBe(false)
  })

  it("shows one record's entries with a way back to every record", async () => {
    const user = userEvent.setup()
    const { router } = renderAt('/activity?entity=product&entityId=5')
    expect(await screen.findByText('Only Product #5')).toBeVisible()
    expect(lastQuery()).toMatchObject({ entity: 'product', entityId: 5 })
    await user.click(screen.getByRole('button', { name: 'Show every record' }))
    expect(router.state.location.search).toBe('')
  })

  it('ignores what the server would refuse in a hand-edited address', async () => {
    renderAt('/activity?action=user.delete&entityId=5&actorId=abc')
    await screen.findByText('Zineb Admin blocked user #9')
    expect(lastQuery()).toEqual({ page: 1, limit: 10, lang })
  })

  it('shows the permission notice, and asks nothing, to a non-admin', () => {
    storage.set('role', 'user')
    renderAt('/activity')
    expect(screen.getByText("You don't have permission to view this data.")).toBeVisible()
    expect(getMock).not.toHaveBeenCalled()
  })
})

describe('a record’s history', () => {
  beforeEach(() => {
    getMock.mockReset()
    getMock.mockImplementation((path) => answer(path))
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  const renderHistory = () =>
    renderRoutes([{ path: '/', element: <RecordHistory entity="product" id={5} /> }])

  it('lists the last five entries of the record, and links to all of them', async () => {
    getMock.mockImplementation(() =>
      Promise.resolve({ data: ENTRIES, meta: { page: 1, limit: 5, total: 12, totalPages: 3 } }),
    )
    renderHistory()
    const panel = screen.getByRole('region', { name: 'History' })
    expect(await within(panel).findAllByTestId('activity-entry')).toHaveLength(4)
    expect(lastQuery()).toEqual({ page: 1, limit: 5, lang, entity: 'product', entityId: 5 })
    expect(within(panel).getByRole('link', { name: 'See all in Activity' })).toHaveAttribute(
      'href',
      '/activity?entity=product&entityId=5',
    )
  })

  it("leads from a person's page to what they did", async () => {
    renderRoutes([{ path: '/', element: <RecordHistory entity="user" id={9} /> }])
    const panel = screen.getByRole('region', { name: 'History' })
    expect(await within(panel).findAllByTestId('activity-entry')).toHaveLength(4)
    expect(within(panel).getByRole('link', { name: 'Their actions' })).toHaveAttribute(
      'href',
      '/activity?actorId=9',
    )
    expect(within(panel).queryByRole('link', { name: 'See all in Activity' })).toBeNull()
  })

  it('is not shown to a non-admin, who may not read the log', () => {
    storage.set('role', 'user')
    renderHistory()
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull()
    expect(getMock).not.toHaveBeenCalled()
  })
})
