import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { RequireAuth, RequireGuest } from '@/features/auth/components/route-guards'
import { withLoadTimeLimit } from './load-time-limit'
import type { RouteDataName } from './route-data'
import { RouteError } from './routes/route-error'
import { RouteLoading } from './routes/route-loading'
import { ShellRouteError } from './routes/shell-route-error'

/**
 * A loader beside `lazy` starts the screen's first calls as its code loads (one returned by `lazy`
 * would wait for the chunk); it answers at once, so navigating is never slower.
 */
function prefetching(queryClient: QueryClient, name: RouteDataName): LoaderFunction {
  return ({ request, params }) => {
    void import('./route-data')
      .then(({ routeData }) => routeData[name](queryClient, { url: new URL(request.url), params }))
      // A module that does not arrive: the screen's own code fails and says so.
      .catch(() => {})
    return null
  }
}

/**
 * The route tree. Each screen is a lazy module, so it ships as its own chunk; the guards and the
 * error screen stay in the entry chunk because every navigation needs them.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] =>
  withLoadTimeLimit([
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
          // A reset link opens whether or not a session is stored (routes/reset-password.tsx).
          path: paths.resetPassword.path,
          lazy: async () => ({
            Component: (await import('./routes/reset-password')).ResetPasswordRoute,
          }),
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
                  // A screen that fails shows its error inside the frame, with a retry.
                  errorElement: <ShellRouteError />,
                  children: [
                    {
                      index: true,
                      loader: prefetching(queryClient, 'dashboard'),
                      lazy: async () => ({
                        Component: (await import('./routes/dashboard')).DashboardRoute,
                      }),
                    },
                    {
                      path: paths.users.path,
                      loader: prefetching(queryClient, 'users'),
                      lazy: async () => ({
                        Component: (await import('./routes/users')).UsersRoute,
                      }),
                    },
                    {
                      path: paths.user.path,
                      loader: prefetching(queryClient, 'user'),
                      lazy: async () => ({ Component: (await import('./routes/user')).UserRoute }),
                    },
                    {
                      path: paths.adminPhone.path,
                      lazy: async () => ({
                        Component: (await import('./routes/update-admin-phone'))
                          .UpdateAdminPhoneRoute,
                      }),
                    },
                    {
                      path: paths.products.path,
                      loader: prefetching(queryClient, 'products'),
                      lazy: async () => ({
                        Component: (await import('./routes/products/products')).ProductsRoute,
                      }),
                    },
                    {
                      path: paths.productAdd.path,
                      lazy: async () => ({
                        Component: (await import('./routes/products/add-product')).AddProductRoute,
                      }),
                    },
                    {
                      path: paths.myListings.path,
                      loader: prefetching(queryClient, 'myListings'),
                      lazy: async () => ({
                        Component: (await import('./routes/my-listings')).MyListingsRoute,
                      }),
                    },
                    {
                      path: paths.productEdit.path,
                      lazy: async () => ({
                        Component: (await import('./routes/products/edit-product'))
                          .EditProductRoute,
                      }),
                    },
                    {
                      path: paths.productFlags.path,
                      lazy: async () => ({
                        Component: (await import('./routes/products/update-flags'))
                          .UpdateFlagsRoute,
                      }),
                    },
                    {
                      path: paths.productRate.path,
                      lazy: async () => ({
                        Component: (await import('./routes/products/rate-product'))
                          .RateProductRoute,
                      }),
                    },
                    {
                      path: paths.product.path,
                      loader: prefetching(queryClient, 'product'),
                      lazy: async () => ({
                        Component: (await import('./routes/products/product')).ProductRoute,
                      }),
                    },
                    {
                      path: paths.waitingProducts.path,
                      loader: prefetching(queryClient, 'waitingProducts'),
                      lazy: async () => ({
                        Component: (await import('./routes/waiting-products/waiting-products'))
                          .WaitingProductsRoute,
                      }),
                    },
                    {
                      path: paths.waitingProduct.path,
                      loader: prefetching(queryClient, 'waitingProduct'),
                      lazy: async () => ({
                        Component: (await import('./routes/waiting-products/waiting-product'))
                          .WaitingProductRoute,
                      }),
                    },
                    {
                      path: paths.subcategories.path,
                      lazy: async () => ({
                        Component: (await import('./routes/subcategories/subcategories'))
                          .SubcategoriesRoute,
                      }),
                    },
                    {
                      path: paths.subcategoryAdd.path,
                      lazy: async () => ({
                        Component: (await import('./routes/subcategories/add-subcategory'))
                          .AddSubcategoryRoute,
                      }),
                    },
                    {
                      path: paths.subcategoryUpdate.path,
                      lazy: async () => ({
                        Component: (await import('./routes/subcategories/update-subcategory'))
                          .UpdateSubcategoryRoute,
                      }),
                    },
                    {
                      path: paths.subcategory.path,
                      lazy: async () => ({
                        Component: (await import('./routes/subcategories/subcategory'))
                          .SubcategoryRoute,
                      }),
                    },
                    {
                      path: paths.banners.path,
                      lazy: async () => ({
                        Component: (await import('./routes/banners/banners')).BannersRoute,
                      }),
                    },
                    {
                      path: paths.bannerAdd.path,
                      lazy: async () => ({
                        Component: (await import('./routes/banners/add-banner')).AddBannerRoute,
                      }),
                    },
                    {
                      path: paths.activity.path,
                      lazy: async () => ({
                        Component: (await import('./routes/activity')).ActivityRoute,
                      }),
                    },
                    {
                      path: paths.appeals.path,
                      lazy: async () => ({
                        Component: (await import('./routes/appeals')).AppealsRoute,
                      }),
                    },
                    {
                      path: paths.insights.path,
                      lazy: async () => ({
                        Component: (await import('./routes/insights')).InsightsRoute,
                      }),
                    },
                    {
                      path: paths.staff.path,
                      loader: prefetching(queryClient, 'staff'),
                      lazy: async () => ({
                        Component: (await import('./routes/staff')).StaffRoute,
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
      ],
    },
  ])

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient))
}
