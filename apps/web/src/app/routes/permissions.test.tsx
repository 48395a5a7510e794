import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createRoutes } from '@/app/router'
import { get } from '@/lib/api-client'
import { storage } from '@/lib/storage'
import { buildSubcategory } from '@/testing/catalogue-factories'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'

vi.mock('@/lib/api-client', () => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }))
const getMock = vi.mocked(get)

const USER_DATA = "You don't have permission to view user data."
/** The first lazy route of a run is compiled on demand, which can take a while under load. */
const LAZY = { timeout: 5_000 }

describe('screens for the admin role only', () => {
  beforeEach(() => {
    getMock.mockReset()
    storage.set('token', 'access')
    storage.set('role', 'user')
  })

  it('shows the permission message on /users and makes no request', async () => {
    renderRoutes(createRoutes, '/users?page=2')
    expect(await screen.findByText(USER_DATA, {}, LAZY)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })

  it('shows the permission message on a user page and makes no request', async () => {
    renderRoutes(createRoutes, '/users/5')
    expect(await screen.findByText(USER_DATA, {}, LAZY)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Back to Users' })).not.toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })

  it('shows the dashboard heading and "this data" message instead of its cards', async () => {
    renderRoutes(createRoutes, '/')
    expect(
      await screen.findByText("You don't have permission to view this data.", {}, LAZY),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })

  it('treats a missing role as not admin', async () => {
    storage.remove('role')
    renderRoutes(createRoutes, '/users')
    expect(await screen.findByText(USER_DATA, {}, LAZY)).toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })
})

describe('what another role is offered', () => {
  beforeEach(() => {
    getMock.mockReset()
    storage.set('token', 'access')
    storage.set('role', 'user')
  })

  it("lists no management screen but their own listings: subcategories and banners are an admin's", async () => {
    renderRoutes(createRoutes, '/subcategories')
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LAZY)
    // Their own listings only.
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My listings', '/my-listings'],
    ])
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument()
  })

  it('opens My listings, their own screen, and asks for their own listings only', async () => {
    getMock.mockResolvedValue(
      buildProductPage([buildProduct({ title: 'Sahara trek', status: 'pending' })]),
    )
    renderRoutes(createRoutes, '/my-listings?status=pending')
    expect(
      await screen.findByRole('heading', { name: 'My listings', level: 1 }, LAZY),
    ).toBeInTheDocument()
    expect(await screen.findByText('Sahara trek')).toBeInTheDocument()
    expect(screen.queryByText("You don't have permission to view this data.")).toBeNull()
    expect(getMock.mock.calls.map(([url, options]) => [url, options?.query])).toEqual([
      [
        '/products/mine',
        {
          page: 1,
          limit: 10,
          search: undefined,
          status: 'pending',
          sort: 'createdAt',
          order: 'desc',
        },
      ],
    ])
  })

  it.each([
    ['/subcategories', 'Subcategories'],
    ['/banners', 'Banners'],
  ])('is refused %s with the seed message, and asks nothing', async (path, heading) => {
    renderRoutes(createRoutes, path)
    expect(
      await screen.findByText("You don't have permission to view this data.", {}, LAZY),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: heading, level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Add New/ })).not.toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })

  it('keeps the whole navigation and the subcategory actions for the admin', async () => {
    storage.set('role', 'admin')
    const answer = [buildSubcategory(4)]
    getMock.mockImplementation(async (_path: string, options?: { query?: { page?: number } }) =>
      options?.query?.page ? { data: answer, meta: pageOne(1) } : answer,
    )
    renderRoutes(createRoutes, '/subcategories')
    const menu = await screen.findByRole('button', { name: 'Actions for فئة 4' }, LAZY)
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getAllByRole('link')).toHaveLength(11)
    expect(within(nav).getByRole('link', { name: 'Appeals' })).toHaveAttribute('href', '/appeals')
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff')
    expect(screen.getByRole('link', { name: 'Add New Subcategory' })).toBeInTheDocument()
    await userEvent.setup().click(menu)
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(items).toEqual(['Show Details', 'Update', 'Delete'])
  })
})

/** What the frame itself reads for staff: the waiting count and the bell's notifications. */
const SHELL_CALLS = ['/stats', '/notifications']

/** The meta of a one-page answer of `total` rows. */
const pageOne = (total: number) => ({ page: 1, limit: 10, total, totalPages: 1 })

describe("what a moderator is offered (the contract's permission table)", () => {
  beforeEach(() => {
    getMock.mockReset()
    storage.set('token', 'access')
    storage.set('role', 'moderator')
  })

  it('lists the dashboard, users, products, the queue, the appeals, the activity, the insights and their own listings', async () => {
    getMock.mockResolvedValue({ data: [], meta: { total: 0 } })
    renderRoutes(createRoutes, '/activity')
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LAZY)
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual([
      'Dashboard',
      'Users',
      'Products',
      'Waiting Products',
      'Appeals',
      'Activity',
      'Insights',
      'My listings',
    ])
  })

  it.each([
    ['/banners', 'Banners'],
    ['/subcategories', 'Subcategories'],
    ['/banners/AddBanner', 'Add New Banner'],
    ['/subcategories/AddSubcategory', 'Add New Subcategory'],
    ['/subcategories/UpdateSubcategory/4', 'Update Subcategory'],
  ])('is refused %s with the seed message, and asks nothing', async (path, heading) => {
    renderRoutes(createRoutes, path)
    expect(
      await screen.findByText("You don't have permission to view this data.", {}, LAZY),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: heading, level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Submit|Add|Update/ })).not.toBeInTheDocument()
    // Only the shell's waiting count (a dashboard figure, which a moderator reads) and bell.
    expect(
      getMock.mock.calls.map(([url]) => url).filter((url) => !SHELL_CALLS.includes(url)),
    ).toEqual([])
  })

  it('is refused the Staff screen with the permission notice, and asks for no staff', async () => {
    renderRoutes(createRoutes, '/staff')
    expect(
      await screen.findByText("You don't have permission to view this data.", {}, LAZY),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invite staff' })).not.toBeInTheDocument()
    expect(
      getMock.mock.calls.map(([url]) => url).filter((url) => !SHELL_CALLS.includes(url)),
    ).toEqual([])
  })

  it('is refused the add-banner screen as a user too', async () => {
    storage.set('role', 'user')
    renderRoutes(createRoutes, '/banners/AddBanner')
    expect(
      await screen.findByText("You don't have permission to view this data.", {}, LAZY),
    ).toBeInTheDocument()
  })
})

describe('the profile of another role', () => {
  it('offers the two-factor sign-in, not the admin phone form the server refuses', async () => {
    storage.set('token', 'access')
    storage.set('role', 'user')
    getMock.mockReset()
    getMock.mockResolvedValue({ enabled: false })
    renderRoutes(createRoutes, '/update-admin-phone')
    // Named for what it holds, the phone not among it.
    expect(
      await screen.findByRole('heading', { name: 'Account and security', level: 1 }, LAZY),
    ).toBeVisible()
    expect(screen.getByText('Your password, two-step sign-in and sessions.')).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Update Phone Number' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Phone/)).not.toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalledWith('/users/admin', expect.anything())
  })
})
