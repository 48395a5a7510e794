import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/router'
import { get } from '@/lib/api-client'
import { storage } from '@/lib/storage'
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
    renderRoutes(routes, '/users?page=2')
    expect(await screen.findByText(USER_DATA, {}, LAZY)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })

  it('shows the permission message on a user page and makes no request', async () => {
    renderRoutes(routes, '/users/5')
    expect(await screen.findByText(USER_DATA, {}, LAZY)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Back to Users' })).not.toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })

  it('shows the dashboard heading and "this data" message instead of its cards', async () => {
    renderRoutes(routes, '/')
    expect(
      await screen.findByText("You don't have permission to view this data.", {}, LAZY),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })

  it('treats a missing role as not admin', async () => {
    storage.remove('role')
    renderRoutes(routes, '/users')
    expect(await screen.findByText(USER_DATA, {}, LAZY)).toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
  })
})
