import { createBrowserRouter, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { RequireAuth, RequireGuest } from '@/features/auth/components/route-guards'
import { RouteError } from './routes/route-error'
import { RouteLoading } from './routes/route-loading'

/**
 * The route tree. Each screen is a lazy module, so it ships as its own chunk; the guards and
 * the error screen stay in the entry chunk because every navigation needs them.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <RequireGuest />,
        children: [
          {
            path: paths.login.path,
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: paths.signup.path,
            lazy: async () => ({ Component: (await import('./routes/signup')).SignupRoute }),
          },
          {
            path: paths.forgotPassword.path,
            lazy: async () => ({
              Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.welcome.path,
            lazy: async () => ({ Component: (await import('./routes/welcome')).WelcomeRoute }),
          },
          {
            lazy: async () => ({ Component: (await import('./routes/app-root')).AppRoot }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./routes/dashboard')).DashboardRoute,
                }),
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./routes/not-found')).NotFoundRoute,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
