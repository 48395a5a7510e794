import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { buildStats, buildUser, buildUserPage } from '@/testing/factories'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { routeData } from './route-data'
import { createRoutes } from './router'

/**
 * A screen's code held back, as on a slow network: its lazy module does not arrive until the
 * test says so. Each screen is held in the test that opens it first (modules load once a file).
 */
const chunks = vi.hoisted(() => {
  const gates = new Map<string, { held: Promise<void>; open: () => void }>()
  const gate = (name: string) => {
    let found = gates.get(name)
    if (!found) {
      let open = () => {}
      const held = new Promise<void>((resolve) => {
        open = resolve
      })
      found = { held, open }
      gates.set(name, found)
    }
    return found
  }
  return { held: (name: string) => gate(name).held, open: (name: string) => gate(name).open() }
})

vi.mock('@/app/routes/products/products', async (importOriginal) => {
  await chunks.held('products')
  return importOriginal()
})
vi.mock('@/app/routes/dashboard', async (importOriginal) => {
  await chunks.held('dashboard')
  return importOriginal()
})
vi.mock('@/app/routes/user', async (importOriginal) => {
  await chunks.held('user')
  return importOriginal()
})
vi.mock('@/app/routes/waiting-products/waiting-products', async (importOriginal) => {
  await chunks.held('waiting-products')
  return importOriginal()
})

const LAZY = { timeout: 5_000 }

/** The fake server: every list and record the screens under test read. */
function server(answer: (request: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((request) => {
    const special = answer(request)
    if (special) return special
    if (request.path === '/api/products') {
      // As many pages as any address of these tests names, so none is past the end.
      const page = Number(request.query.get('page') ?? 1)
      const rows = [buildProduct({ id: 3, title: 'Tassili trek' })]
      return jsonResponse(200, buildProductPage(rows, { page, total: 100 }))
    }
    if (request.path === '/api/products/waiting-list') {
      return jsonResponse(200, buildProductPage([buildProduct({ id: 8, title: 'Hoggar tour' })]))
    }
    if (request.path === '/api/users') return jsonResponse(200, buildUserPage([buildUser()]))
    if (request.path === '/api/users/12') {
      return jsonResponse(200, buildUser({ id: 12, username: 'Mina Haddad' }))
    }
    if (request.path === '/api/stats') return jsonResponse(200, buildStats())
    if (request.path === '/api/activity') {
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 5, total: 0, totalPages: 0 } })
    }
    return jsonResponse(200, [])
  })
}

const to = (requests: FakeRequest[], path: string) => requests.filter((r) => r.path === path)

describe("a screen's first calls start with its code, not after its first render", () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('asks for the page of products the address names while the screen is still loading', async () => {
    const requests = server()
    renderRoutes(
      createRoutes,
      '/products?page=2&limit=25&search=trek&sort=price&order=desc&wilaya=16&category=C',
    )
    await vi.waitFor(() => expect(to(requests, '/api/products')).toHaveLength(1))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(Object.fromEntries(to(requests, '/api/products')[0]?.query ?? [])).toEqual({
      page: '2',
      limit: '25',
      search: 'trek',
      sort: 'price',
      order: 'desc',
      wilaya: '16',
      category: 'C',
    })

    chunks.open('products')
    expect(await screen.findByRole('link', { name: 'Tassili trek' }, LAZY)).toBeInTheDocument()
    // The screen found the loader's answer under its own key: one request, not two.
    expect(to(requests, '/api/products')).toHaveLength(1)
  })

  it('asks for the status the address names, under the key the screen reads', async () => {
    const requests = server()
    renderRoutes(createRoutes, '/products?status=rejected')
    await vi.waitFor(() => expect(to(requests, '/api/products')).toHaveLength(1))
    expect(Object.fromEntries(to(requests, '/api/products')[0]?.query ?? [])).toEqual({
      page: '1',
      limit: '7',
      sort: 'id',
      order: 'asc',
      status: 'rejected',
    })
    chunks.open('products')
    expect(await screen.findByRole('link', { name: 'Tassili trek' }, LAZY)).toBeInTheDocument()
    expect(to(requests, '/api/products')).toHaveLength(1)
  })

  it("starts all four of the dashboard's calls before its code arrives", async () => {
    const requests = server()
    renderRoutes(createRoutes, '/')
    await vi.waitFor(() => {
      for (const path of ['/api/stats', '/api/activity', '/api/users', '/api/products']) {
        expect(to(requests, path)).toHaveLength(1)
      }
    })
    expect(Object.fromEntries(to(requests, '/api/users')[0]?.query ?? [])).toEqual({
      limit: '5',
      sort: 'createdAt',
      order: 'desc',
    })

    chunks.open('dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, LAZY)).toBeInTheDocument()
    expect(await screen.findByText('Tassili trek')).toBeInTheDocument()
    // Each read once: the cards and the feed, mounting after the loader's answers, find them
    // fresh (the figures too, though read again on every visit).
    for (const path of ['/api/stats', '/api/activity', '/api/users', '/api/products']) {
      expect(to(requests, path)).toHaveLength(1)
    }
  })

  it("asks for a user's record from the address's id before the page's code arrives", async () => {
    const requests = server()
    renderRoutes(createRoutes, '/users/12')
    await vi.waitFor(() => expect(to(requests, '/api/users/12')).toHaveLength(1))
    chunks.open('user')
    expect((await screen.findAllByText('Mina Haddad', {}, LAZY)).length).toBeGreaterThan(0)
    expect(to(requests, '/api/users/12')).toHaveLength(1)
  })

  it('renews a refused token once and retries, then the screen shows the answer', async () => {
    let refused = false
    const requests = server((request) => {
      if (request.path === '/api/auth/refresh-token') {
        return jsonResponse(200, { accessToken: 'renewed', refreshToken: 'r2' })
      }
      if (request.path === '/api/products/waiting-list' && !refused) {
        refused = true
        return jsonResponse(401, { message: 'Unauthorized' })
      }
      return undefined
    })
    storage.set('refreshToken', 'r1')
    renderRoutes(createRoutes, '/waiting-products?sort=title')
    await vi.waitFor(() => expect(to(requests, '/api/products/waiting-list')).toHaveLength(2))
    const [first, retry] = to(requests, '/api/products/waiting-list')
    expect(first?.headers.get('Authorization')).toBe('Bearer access')
    expect(retry?.headers.get('Authorization')).toBe('Bearer renewed')
    expect(retry?.query.get('sort')).toBe('title')

    chunks.open('waiting-products')
    expect(await screen.findByRole('link', { name: 'Hoggar tour' }, LAZY)).toBeInTheDocument()
    expect(to(requests, '/api/auth/refresh-token')).toHaveLength(1)
    expect(to(requests, '/api/products/waiting-list')).toHaveLength(2)
  })

  it("leaves a failure to the screen's own error state, not the router's", async () => {
    chunks.open('products')
    const requests = server((request) =>
      request.path === '/api/products' ? jsonResponse(404, { message: 'Not found' }) : undefined,
    )
    renderRoutes(createRoutes, '/products?page=9')
    expect(await screen.findByText('Failed to load products.', {}, LAZY)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByText('Admin Panel')).toBeInTheDocument()
    expect(to(requests, '/api/products').length).toBeGreaterThanOrEqual(1)
  })
})

describe('the loaders ask only what the screen would', () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'user')
  })

  it.each([
    ['/waiting-products/7', 'waitingProduct'],
    ['/waiting-products', 'waitingProducts'],
    ['/users', 'users'],
    ['/', 'dashboard'],
  ] as const)('asks nothing at %s for a role the screen refuses', async (path, name) => {
    for (const held of ['dashboard', 'waiting-products']) chunks.open(held)
    const prefetch = vi.spyOn(routeData, name)
    const requests = server()
    renderRoutes(createRoutes, path)
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledOnce())
    expect(requests).toEqual([])
  })

  it("asks for an approved product's page for any signed-in role, as the page does", async () => {
    const requests = server()
    renderRoutes(createRoutes, '/products/4')
    await vi.waitFor(() => expect(to(requests, '/api/products/4')).toHaveLength(1))
  })

  it('asks nothing without a token, on the way to the sign-in page', async () => {
    storage.remove('token')
    chunks.open('products')
    const prefetch = vi.spyOn(routeData, 'products')
    const requests = server()
    const { router } = renderRoutes(createRoutes, '/products')
    // The guard's redirect waits for the lazy screens: on a loaded machine, more than a second.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 5_000,
    })
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledOnce())
    expect(requests).toEqual([])
  })
})
