import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { ADMIN } from '../tests/fixtures'
import { PUBLIC_ROUTES, privateRoutes, type Route, rowIds } from '../tests/routes'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots-out')
const LOCALES = ['en', 'ar'] as const
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

test('every route at 390 and 1440 px in English and Arabic', async ({ page }) => {
  mkdirSync(OUT, { recursive: true })
  const login = await page.request.post('/api/auth/login', { data: ADMIN })
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string; role: string }
  const ids = await rowIds(page, tokens.accessToken)

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
  await shoot(PUBLIC_ROUTES)
  await page.evaluate(
    ({ t, id }) => {
      localStorage.setItem('token', t.accessToken)
      localStorage.setItem('refreshToken', t.refreshToken)
      localStorage.setItem('role', t.role)
      localStorage.setItem('productId', id)
    },
    { t: tokens, id: String(ids.product) },
  )
  await shoot(privateRoutes(ids))
})
