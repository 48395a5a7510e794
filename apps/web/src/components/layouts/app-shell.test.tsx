import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppRoot } from '@/app/routes/app-root'
import { post } from '@/lib/api-client'
import { browser } from '@/lib/browser'
import { storage } from '@/lib/storage'
import { renderRoutes } from '@/testing/render'

vi.mock('@/lib/api-client', () => ({ post: vi.fn() }))
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
  it('lists the seed links and highlights the current one', () => {
    renderShell('/users')
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Users', '/users'],
      ['Products', '/products'],
      ['Waiting Products', '/waiting-products'],
      ['Subcategories', '/subcategories'],
      ['Banners', '/banners'],
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

  it('has the search box, notifications and the profile link in the top bar', () => {
    renderShell()
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search...',
    )
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/update-admin-phone',
    )
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
