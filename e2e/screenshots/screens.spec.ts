import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { adminApi } from '../tests/admin-api'
import { ADMIN } from '../tests/fixtures'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots-out')
const LOCALES = ['en', 'ar'] as const
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

type Route = { name: string; path: string }

test('every route at 390 and 1440 px in English and Arabic', async ({ page }) => {
  mkdirSync(OUT, { recursive: true })
  const login = await page.request.post('/api/auth/login', { data: ADMIN })
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string; role: string }
  const api = adminApi(page, tokens.accessToken)
  const user = (await api.get<{ data: Array<{ id: number }> }>('/users', { limit: 1 })).data[0]?.id
  const product = (await api.get<{ products: Array<{ id: number }> }>('/products', { limit: 1 }))
    .products[0]?.id
  const waiting = (
    await api.get<{ products: Array<{ id: number }> }>('/products/waiting-list', { limit: 1 })
  ).products[0]?.id
  const subcategory = (await api.get<Array<{ id: number }>>('/products/sub-categories'))[0]?.id

  const publicRoutes: Route[] = [
    { name: 'login', path: '/login' },
    { name: 'signup', path: '/signup' },
    { name: 'forgot-password', path: '/forgot-password' },
  ]
  const privateRoutes: Route[] = [
    { name: 'welcome', path: '/welcome' },
    { name: 'dashboard', path: '/' },
    { name: 'users', path: '/users' },
    { name: 'user', path: `/users/${user}` },
    { name: 'products', path: '/products' },
    { name: 'product', path: `/products/${product}` },
    { name: 'add-product', path: '/products/AddProduct' },
    { name: 'update-flags', path: '/products/updateFlags' },
    { name: 'rate-product', path: '/products/rateProduct' },
    { name: 'waiting-products', path: '/waiting-products' },
    { name: 'waiting-product', path: `/waiting-products/${waiting}` },
    { name: 'subcategories', path: '/subcategories' },
    { name: 'subcategory', path: `/subcategories/${subcategory}` },
    { name: 'add-subcategory', path: '/subcategories/AddSubcategory' },
    { name: 'update-subcategory', path: `/subcategories/UpdateSubcategory/${subcategory}` },
    { name: 'banners', path: '/banners' },
    { name: 'add-banner', path: '/banners/AddBanner' },
    { name: 'activity', path: '/activity' },
    { name: 'admin-phone', path: '/update-admin-phone' },
    { name: 'not-found', path: '/no-such-page' },
  ]

  const shoot = async (routes: Route[]) => {
    for (const locale of LOCALES) {
      await page.evaluate((l) => localStorage.setItem('locale', l), locale)
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height })
        for (const route of routes) {
          await page.goto(route.path)
          await expect(page.locator('h1').first()).toBeVisible()
          await expect(
            page.locator('[aria-busy="true"], .animate-pulse, .animate-spin'),
          ).toHaveCount(0)
          await page.evaluate(() => document.fonts.ready)
          await page.screenshot({
            path: path.join(OUT, `${route.name}-${size.width}-${locale}.png`),
            fullPage: true,
          })
        }
      }
    }
  }

  await page.goto('/login')
  await shoot(publicRoutes)
  await page.evaluate(
    ({ t, id }) => {
      localStorage.setItem('token', t.accessToken)
      localStorage.setItem('refreshToken', t.refreshToken)
      localStorage.setItem('role', t.role)
      localStorage.setItem('productId', id)
    },
    { t: tokens, id: String(product) },
  )
  await shoot(privateRoutes)
})
