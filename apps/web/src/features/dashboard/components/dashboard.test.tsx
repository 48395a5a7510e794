import type { ActivityEntry } from '@rihla/contract/activity'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DashboardRoute } from '@/app/routes/dashboard'
import { get } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storage } from '@/lib/storage'
import { buildStats, buildUser, buildUserPage } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'

vi.mock('@/lib/api-client', () => ({ get: vi.fn() }))
const getMock = vi.mocked(get)

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

function activity(overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: 1,
    action: 'user.block',
    entity: 'user',
    entityId: 12,
    actor: { id: 1, username: 'Zineb Admin' },
    before: null,
    after: null,
    createdAt: minutesAgo(5),
    record: { state: 'present', name: null },
    ...overrides,
  }
}

const stats = buildStats({
  totalUsers: 37,
  blockedUsers: 4,
  approvedProducts: 32,
  waitingProducts: 8,
  rejectedThisWeek: 3,
  subcategories: 12,
  productsPerDay: buildStats().productsPerDay.map((day, i) => ({ ...day, count: i % 3 })),
})

function answer(path: string) {
  if (path === '/stats') return Promise.resolve(stats)
  if (path === '/activity') {
    return Promise.resolve({
      data: [
        activity({ id: 2, action: 'user.unblock', createdAt: minutesAgo(2) }),
        activity({ id: 1 }),
      ],
      meta: { page: 1, limit: 5, total: 2, totalPages: 1 },
    })
  }
  if (path === '/users')
    return Promise.resolve(buildUserPage([buildUser({ username: 'Lina Saidi' })]))
  return Promise.reject(new ApiError(404, 'Route GET /api/products not found', undefined, true))
}

const card = (name: string) => screen.getByRole('region', { name })

describe('dashboard', () => {
  beforeEach(() => {
    getMock.mockReset()
    getMock.mockImplementation((path) => answer(path))
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('shows the five figures from GET /api/stats', async () => {
    renderRoutes([{ path: '/', element: <DashboardRoute /> }])
    expect(await within(card('Total Users')).findByText('37')).toBeInTheDocument()
    expect(card('Total Users')).toHaveTextContent('4 blocked')
    expect(card('Total Products')).toHaveTextContent('40')
    expect(card('Total Products')).toHaveTextContent('32 approved, 8 waiting')
    expect(card('Waiting Approval')).toHaveTextContent('8')
    expect(card('Subcategories')).toHaveTextContent('12')
    expect(card('Subcategories')).toHaveTextContent('across 4 categories')
    expect(card('Rejected this week')).toHaveTextContent('3')
    expect(
      within(card('Rejected this week')).getByRole('link', { name: 'View rejected products' }),
    ).toHaveAttribute('href', '/products?status=rejected')
    expect(getMock).toHaveBeenCalledWith('/users', {
      query: { limit: 5, sort: 'createdAt', order: 'desc' },
      signal: expect.any(AbortSignal),
    })
  })

  it('reads a server that counts no rejections yet as none', async () => {
    const { rejectedThisWeek: _, ...older } = stats
    getMock.mockImplementation((path) =>
      path === '/stats' ? Promise.resolve(older) : answer(path),
    )
    renderRoutes([{ path: '/', element: <DashboardRoute /> }])
    expect(await within(card('Total Users')).findByText('37')).toBeInTheDocument()
    expect(card('Rejected this week')).toHaveTextContent('0')
  })

  it('tells recent activity as sentences with a relative time', async () => {
    renderRoutes([{ path: '/', element: <DashboardRoute /> }])
    const feed = card('Recent Activity')
    expect(await within(feed).findByText('Zineb Admin blocked user #12')).toBeInTheDocument()
    expect(within(feed).getByText('Zineb Admin unblocked user #12')).toBeInTheDocument()
    expect(within(feed).getByText('5 minutes ago')).toBeInTheDocument()
    expect(within(feed).getByRole('link', { name: 'View all activity' })).toHaveAttribute(
      'href',
      '/activity',
    )
  })

  it('keeps the page working when recent products cannot be loaded', async () => {
    renderRoutes([{ path: '/', element: <DashboardRoute /> }])
    expect(
      await within(card('Recent Products')).findByText('Could not load recent products'),
    ).toBeInTheDocument()
    expect(await within(card('Recent Users')).findByText('Lina Saidi')).toBeInTheDocument()
  })

  it('counts new products for the chosen period', async () => {
    const user = userEvent.setup()
    renderRoutes([{ path: '/', element: <DashboardRoute /> }])
    const sales = card('New Products')
    // The last 7 days of i % 3 for i = 23..29: 2+0+1+2+0+1+2.
    expect(await within(sales).findByText('8 new products')).toBeInTheDocument()
    expect(sales).toHaveTextContent('New products per day, last 7 days')
    await user.selectOptions(within(sales).getByRole('combobox', { name: 'Period' }), 'This Month')
    expect(sales).toHaveTextContent('New products per day, last 30 days')
    expect(within(sales).getByText('30 new products')).toBeInTheDocument()
    await user.selectOptions(within(sales).getByRole('combobox', { name: 'Period' }), 'This Year')
    // The year by month, not the 30 days again: the 12 monthly counts (0 to 11) add up to 66.
    expect(sales).toHaveTextContent('New products per month, last 12 months')
    expect(within(sales).getByText('66 new products')).toBeInTheDocument()
  })
})
