import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { renderRoutes } from '@/testing/render'
import { createRoutes } from './router'

describe('app routes', () => {
  it('shows the sign-in screen at / when no token is stored', async () => {
    const { router } = renderRoutes(createRoutes, '/')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('shows the dashboard inside the shell when a signed-in user opens /login', async () => {
    storage.set('token', 'access')
    const { router } = renderRoutes(createRoutes, '/login')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByText('Admin Panel')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('keeps /forgot-password for visitors without a token', async () => {
    renderRoutes(createRoutes, '/forgot-password')
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  it('shows "Page not found" in the shell for an unknown signed-in path', async () => {
    storage.set('token', 'access')
    renderRoutes(createRoutes, '/no-such-page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/')
  })

  it('shows the welcome page with its two calls to action', async () => {
    storage.set('token', 'access')
    storage.set('role', 'moderator')
    renderRoutes(createRoutes, '/welcome')
    expect(await screen.findByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    )
    // A reviewer starts on the queue (seed deviation 162).
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/waiting-products',
    )
  })

  it('starts a seller, who has no dashboard, on their own listings', async () => {
    storage.set('token', 'access')
    storage.set('role', 'user')
    renderRoutes(createRoutes, '/welcome')
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/my-listings',
    )
  })
})
