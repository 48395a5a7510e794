import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'

/**
 * Renders a route tree at `path` with the app's providers; returns the router to inspect it.
 * The app's tree (`createRoutes`) is handed over as is, so its loaders fill the same fresh cache
 * the screens read.
 */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  path = '/',
) {
  const queryClient = createQueryClient()
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [path],
  })
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { router, queryClient, ...view }
}
