import type { Page } from '@playwright/test'
import { adminApi } from './admin-api'
import { productApi, registerUser, unique } from './product-api'

/**
 * Every screen of the app, for the walks that visit them all (a11y, phones, screenshots): a
 * new route is added here once. `name` names a screenshot file.
 */
export type Route = { name: string; path: string }

/** Ids of real rows, for the details pages. */
export type Ids = { user: number; product: number; waiting: number; subcategory: number }

/** Routes anyone may open, visited before signing in. */
export const PUBLIC_ROUTES: Route[] = [
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'forgot-password', path: '/forgot-password' },
]

/** Every signed-in screen, with the ids of real rows for the details pages. */
export function privateRoutes(ids: Ids): Route[] {
  return [
    { name: 'welcome', path: '/welcome' },
    { name: 'dashboard', path: '/' },
    { name: 'users', path: '/users' },
    { name: 'user', path: `/users/${ids.user}` },
    { name: 'products', path: '/products' },
    { name: 'product', path: `/products/${ids.product}` },
    { name: 'add-product', path: '/products/AddProduct' },
    { name: 'edit-product', path: `/products/${ids.product}/edit` },
    { name: 'update-flags', path: '/products/updateFlags' },
    { name: 'rate-product', path: '/products/rateProduct' },
    { name: 'my-listings', path: '/my-listings' },
    { name: 'waiting-products', path: '/waiting-products' },
    { name: 'waiting-product', path: `/waiting-products/${ids.waiting}` },
    { name: 'subcategories', path: '/subcategories' },
    { name: 'subcategory', path: `/subcategories/${ids.subcategory}` },
    { name: 'add-subcategory', path: '/subcategories/AddSubcategory' },
    { name: 'update-subcategory', path: `/subcategories/UpdateSubcategory/${ids.subcategory}` },
    { name: 'banners', path: '/banners' },
    { name: 'add-banner', path: '/banners/AddBanner' },
    { name: 'activity', path: '/activity' },
    { name: 'appeals', path: '/appeals' },
    { name: 'insights', path: '/insights' },
    { name: 'admin-phone', path: '/update-admin-phone' },
    { name: 'not-found', path: '/no-such-page' },
  ]
}

/**
 * Ids of a user, an approved and a waiting product and a subcategory (a waiting product is
 * submitted when an earlier spec left none). Throws when one is missing.
 */
export async function rowIds(page: Page, token: string): Promise<Ids> {
  const api = adminApi(page, token)
  const users = await api.get<{ data: Array<{ id: number }> }>('/users', { limit: 1 })
  const products = await api.get<{ products: Array<{ id: number }> }>('/products', { limit: 1 })
  const subcategories = await api.get<Array<{ id: number }>>('/products/sub-categories')
  let waiting = (
    await api.get<{ products: Array<{ id: number }> }>('/products/waiting-list', { limit: 1 })
  ).products[0]?.id
  if (waiting === undefined) {
    const provider = await registerUser(page.request)
    const created = await productApi(page.request, provider.token).create({
      title: `E2E walk ${unique()}`,
      wilaya: '16',
    })
    waiting = created.id
  }
  const ids = {
    user: users.data[0]?.id ?? 0,
    product: products.products[0]?.id ?? 0,
    waiting,
    subcategory: subcategories[0]?.id ?? 0,
  }
  if (!Object.values(ids).every((id) => id > 0)) {
    throw new Error(`a row is missing for the details pages: ${JSON.stringify(ids)}`)
  }
  return ids
}
