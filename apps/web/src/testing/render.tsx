import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'

/** What `renderRoutes` started, stopped after each test by `stopRenderedRoutes`. */
const started = new Set<{ router: { dispose: () => void }; queryClient: QueryClient }>()

/**
 * Stops the routers and empties the caches of the tests' route trees: unmounting leaves a router
 * loading a lazy screen and a query retrying, whose calls would reach the next test's `fetch`
 * (testing/setup.ts, after each test).
 */
export function stopRenderedRoutes() {
  for (const { router, queryClient } of started) {
    router.dispose()
    queryClient.clear()
  }
  started.clear()
}

/** Renders a route tree at `path` with the app's providers; returns the router to inspect it. */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  path = '/',
) {
  const queryClient = createQueryClient()
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [path],
  })
  started.add({ router, queryClient })
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { router, queryClient, ...view }
}
