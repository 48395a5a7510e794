import { createBrowserRouter, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { RequireAuth, RequireGuest } from '@/features/auth/components/route-guards'
import { withLoadTimeLimit } from './load-time-limit'
import { RouteError } from './routes/route-error'
import { RouteLoading } from './routes/route-loading'
import { ShellRouteError } from './routes/shell-route-error'

/**
 * The route tree. Each screen is a lazy module, so it ships as its own chunk; the guards and
 * the error screen stay in the entry chunk because every navigation needs them. A screen whose
 * code does not arrive in time fails like one whose request failed (load-time-limit.ts).
 */
export const routes: RouteObject[] = withLoadTimeLimit([
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
                // A screen that fails shows its error inside the frame, with a retry.
                errorElement: <ShellRouteError />,
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('./routes/dashboard')).DashboardRoute,
                    }),
                  },
                  {
                    path: paths.users.path,
                    lazy: async () => ({ Component: (await import('./routes/users')).UsersRoute }),
                  },
                  {
                    path: paths.user.path,
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
                    path: paths.productEdit.path,
                    lazy: async () => ({
                      Component: (await import('./routes/products/edit-product')).EditProductRoute,
                    }),
                  },
                  {
                    path: paths.productFlags.path,
                    lazy: async () => ({
                      Component: (await import('./routes/products/update-flags')).UpdateFlagsRoute,
                    }),
                  },
                  {
                    path: paths.productRate.path,
                    lazy: async () => ({
                      Component: (await import('./routes/products/rate-product')).RateProductRoute,
                    }),
                  },
                  {
                    path: paths.product.path,
                    lazy: async () => ({
                      Component: (await import('./routes/products/product')).ProductRoute,
                    }),
                  },
                  {
                    path: paths.waitingProducts.path,
                    lazy: async () => ({
                      Component: (await import('./routes/waiting-products/waiting-products'))
                        .WaitingProductsRoute,
                    }),
                  },
                  {
                    path: paths.waitingProduct.path,
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

export function createAppRouter() {
  return createBrowserRouter(routes)
}
