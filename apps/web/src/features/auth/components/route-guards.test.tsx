import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearEnrollmentRequired, markEnrollmentRequired } from '@/lib/enrollment'
import { storage } from '@/lib/storage'
import { renderRoutes } from '@/testing/render'
import { RequireAuth, RequireGuest } from './route-guards'

const routes = [
  {
    element: <RequireGuest />,
    children: [
      { path: '/login', element: <p>login page</p> },
      { path: '/signup', element: <p>signup page</p> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <p>dashboard page</p> },
      { path: '/users', element: <p>users page</p> },
      { path: '/update-admin-phone', element: <p>profile page</p> },
    ],
  },
]

describe('route guards', () => {
  it('sends a visitor without a token from a protected path to /login', async () => {
    const { router } = renderRoutes(routes, '/users')
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('lets a visitor without a token see /login and /signup', async () => {
    renderRoutes(routes, '/signup')
    expect(await screen.findByText('signup page')).toBeInTheDocument()
  })

  it('sends a signed-in user from /login to /', async () => {
    storage.set('token', 'access')
    const { router } = renderRoutes(routes, '/login')
    expect(await screen.findByText('dashboard page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('sends a signed-in user from /signup to /', async () => {
    storage.set('token', 'access')
    renderRoutes(routes, '/signup')
    expect(await screen.findByText('dashboard page')).toBeInTheDocument()
  })

  it('lets a signed-in user see protected paths', async () => {
    storage.set('token', 'access')
    renderRoutes(routes, '/users')
    expect(await screen.findByText('users page')).toBeInTheDocument()
  })

  describe('for a staff account that must set up two-factor authentication', () => {
    afterEach(() => clearEnrollmentRequired())

    it('keeps it on the profile, where the setup is', async () => {
      storage.set('token', 'access')
      markEnrollmentRequired()
      const { router } = renderRoutes(routes, '/users')
      expect(await screen.findByText('profile page')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/update-admin-phone')
    })

    it('takes it to the profile as soon as the server says so, and lets it go once enrolled', async () => {
      storage.set('token', 'access')
      const { router } = renderRoutes(routes, '/users')
      expect(await screen.findByText('users page')).toBeInTheDocument()
      act(() => markEnrollmentRequired())
      expect(await screen.findByText('profile page')).toBeInTheDocument()
      act(() => clearEnrollmentRequired())
      await act(() => router.navigate('/users'))
      expect(await screen.findByText('users page')).toBeInTheDocument()
    })
  })
})
