import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getStatsQueryOptions } from '@/features/dashboard/api/get-stats'
import { browser } from '@/lib/browser'
import { storage } from '@/lib/storage'
import { buildStats, buildUserPage } from '@/testing/factories'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { createRoutes } from '../router'

const LAZY = { timeout: 5_000 }

/** An event stream that says it is ready and then stays open, as the server's does. */
function eventStream() {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('id: 1\nevent: ready\ndata: {}\n\n'))
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
}

/**
 * The server: signs in with `role`, and answers the dashboard's and the frame's calls; the
 * figures once `statsHeld` settles.
 */
function server(role: 'admin' | 'user', statsHeld: Promise<void> = Promise.resolve()) {
  return stubFetch((request: FakeRequest) => {
    switch (request.path) {
      case '/api/auth/login':
        return jsonResponse(200, { accessToken: `token-${role}`, refreshToken: 'r', role })
      case '/api/stats':
        return statsHeld.then(() => jsonResponse(200, buildStats({ totalUsers: 37 })))
      case '/api/activity':
        return jsonResponse(200, { data: [], meta: { page: 1, limit: 5, total: 0, totalPages: 0 } })
      case '/api/users':
        return jsonResponse(200, buildUserPage([]))
      case '/api/products':
      case '/api/products/mine':
        return jsonResponse(200, buildProductPage([]))
      case '/api/events':
        return eventStream()
      default:
        return jsonResponse(200, [])
    }
  })
}

/** Signs in through the form and waits for the seed's landing page, /welcome. */
async function signIn() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email', {}, LAZY), 'someone@rihla.dz')
  await user.type(screen.getByLabelText('Password'), 'secret1')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  const getStarted = await screen.findByRole('link', { name: 'Get Started' }, LAZY)
  // Then the landing page's call to action: the queue for staff (seed deviation 162), their
  // own listings for a seller (deviation 161).
  return { getStarted }
}

/** Longer than the seed's reload after signing in (200 ms), which must not come. */
const afterTheSeedsReload = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('signing in renders the signed-in app without reloading the page', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.live
  })

  it("shows an admin the dashboard with the server's figures, the admin's menus and the live stream", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    // The welcome page asks an admin's figures at once: they answer once the cache is checked
    // (a worker that has loaded the screens before answers them before "Get Started" shows).
    let answerStats = () => {}
    const requests = server(
      'admin',
      new Promise<void>((resolve) => {
        answerStats = resolve
      }),
    )
    const { router, queryClient } = renderRoutes(createRoutes, '/login')
    // What an earlier session of this page read: it must not be shown to the next one.
    const stats = getStatsQueryOptions().queryKey
    queryClient.setQueryData(stats, buildStats({ totalUsers: 999 }))
    const { getStarted } = await signIn()
    expect(queryClient.getQueryData(stats)).toBeUndefined()
    answerStats()
    expect(getStarted).toHaveAttribute('href', '/waiting-products')
    // Then the dashboard's address (the queue's screen is another test's).
    await act(() => router.navigate('/'))

    expect(await screen.findByRole('heading', { name: 'Dashboard' }, LAZY)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(await screen.findByText('37')).toBeInTheDocument()
    expect(screen.queryByText('999')).not.toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    for (const name of ['Users', 'Products', 'Waiting Products', 'Subcategories', 'Banners']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument()
    }
    // The new token on every call, and the admin's event stream opened with it.
    await vi.waitFor(() => expect(requests.some((r) => r.path === '/api/events')).toBe(true))
    const calls = requests.filter((r) => r.path !== '/api/auth/login')
    expect(calls.map((r) => r.headers.get('Authorization'))).toEqual(
      calls.map(() => 'Bearer token-admin'),
    )
    await afterTheSeedsReload()
    expect(reload).not.toHaveBeenCalled()
  })

  it("gives another role that role's menus and asks nothing only staff are answered", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    const requests = server('user')
    const { router } = renderRoutes(createRoutes, '/login')
    // A seller has no dashboard: "Get Started" opens their own listings.
    await userEvent.click((await signIn()).getStarted)

    expect(
      await screen.findByRole('heading', { name: 'My listings', level: 1 }, LAZY),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/my-listings')
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    // No management screen at all: the seed's non-admin reads permission notices;
    // their own listings are theirs.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My listings'])
    expect(storage.get('role')).toBe('user')
    await afterTheSeedsReload()
    expect(requests.map((r) => r.path)).toEqual(['/api/auth/login', '/api/products/mine'])
    expect(reload).not.toHaveBeenCalled()
  })
})
