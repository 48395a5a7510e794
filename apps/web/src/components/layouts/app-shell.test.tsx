import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoot } from '@/app/routes/app-root'
import { get, post } from '@/lib/api-client'
import { browser } from '@/lib/browser'
import { storage } from '@/lib/storage'
import { buildStats } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'

vi.mock('@/lib/api-client', () => ({ get: vi.fn(), post: vi.fn() }))
const getMock = vi.mocked(get)
const postMock = vi.mocked(post)

function renderShell(path = '/') {
  return renderRoutes(
    [
      {
        element: <AppRoot />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/users', element: <h1>Users list</h1> },
        ],
      },
    ],
    path,
  )
}

describe('app shell', () => {
  beforeEach(() => {
    getMock.mockReset()
    storage.set('role', 'admin')
  })

  it('lists the seed links and highlights the current one', () => {
    renderShell('/users')
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Users', '/users'],
      ['Products', '/products'],
      ['Waiting Products', '/waiting-products'],
      ['Appeals', '/appeals'],
      ['Subcategories', '/subcategories'],
      ['Banners', '/banners'],
      // Beyond the seed: the audit log in full (decision 026).
      ['Activity', '/activity'],
      // The queue's health and each reviewer's work (decision 056).
      ['Insights', '/insights'],
      // The admins' Staff screen.
      ['Staff', '/staff'],
      // Everyone's own listings.
      ['My listings', '/my-listings'],
    ])
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  })

  it('collapses and expands the sidebar, keeping link names for screen readers', async () => {
    const user = userEvent.setup()
    renderShell()
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  it('gives an admin the search box, the waiting count and the profile link', async () => {
    storage.set('role', 'admin')
    getMock.mockResolvedValue(buildStats({ waitingProducts: 3 }))
    renderShell()
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search...',
    )
    expect(
      await screen.findByRole('button', {
        name: 'Notifications: 3 products waiting for approval',
      }),
    ).toBeInTheDocument()
    expect(getMock).toHaveBeenCalledWith('/stats', expect.anything())
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/update-admin-phone',
    )
  })

  it('opens the notifications popover with a link to the waiting list, Escape closes it', async () => {
    storage.set('role', 'admin')
    getMock.mockResolvedValue(buildStats({ waitingProducts: 1 }))
    const user = userEvent.setup()
    renderShell()
    const bell = await screen.findByRole('button', {
      name: 'Notifications: 1 product waiting for approval',
    })
    await user.click(bell)
    const popover = screen.getByRole('dialog', { name: 'Notifications' })
    expect(popover).toHaveTextContent('1 product waiting for approval')
    const link = within(popover).getByRole('link', { name: 'Review waiting products' })
    expect(link).toHaveAttribute('href', '/waiting-products')
    expect(link).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(bell).toHaveFocus()
  })

  it('shows neither search nor notifications to another role, and asks nothing', () => {
    storage.set('role', 'user')
    renderShell()
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })

  it('logs out through the auth feature and disables the button meanwhile', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    postMock.mockResolvedValue(undefined)
    storage.set('token', 'a')
    storage.set('refreshToken', 'r')
    const user = userEvent.setup()
    renderShell()

    await user.click(screen.getByRole('button', { name: 'Log out' }))

    expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled()
    expect(postMock).toHaveBeenCalledWith('/auth/logout', { refreshToken: 'r' })
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(storage.get('token')).toBeNull()
  })
})
