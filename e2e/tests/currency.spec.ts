import type { Page } from '@playwright/test'
import { expect, signInWithApi, test } from './fixtures'
import { productApi, unique } from './product-api'

/** Prices in the server's currency (decision 039). */
async function pageSays(page: Page, currency: string) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const body = (await response.text()).replace(
      '<meta name="rihla-currency" content="USD" />',
      `<meta name="rihla-currency" content="${currency}" />`,
    )
    return route.fulfill({ response, body })
  })
}

test('the served page names the currency of GET /api/settings/public', async ({ page }) => {
  const settings = await page.request.get('/api/settings/public')
  expect(await settings.json()).toEqual({ currency: 'USD' })
  const html = await (await page.request.get('/products')).text()
  expect(html).toContain('<meta name="rihla-currency" content="USD" />')
})

test('prices are written in the currency the page names, in each language', async ({ page }) => {
  const { accessToken } = await signInWithApi(page)
  const api = productApi(page.request, accessToken)
  const { id } = await api.create({ title: `E2E Dinar villa ${unique()}`, wilaya: '16' })
  // 1,200.50: a group separator and decimals, as Chromium's own Intl writes them.
  const current = await page.request.get(`/api/products/${id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  const saved = await page.request.patch(`/api/products/${id}`, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'If-Match': current.headers().etag ?? '',
    },
    data: { price: 1200.5 },
  })
  expect(saved.status(), await saved.text()).toBe(200)

  await page.goto(`/products/${id}`)
  await expect(page.getByText('$1,200.50', { exact: true })).toBeVisible()

  await pageSays(page, 'DZD')
  const forms = { en: '1,200.50\u00A0DA', fr: '1\u202F200,50\u00A0DA', ar: '1.200,50\u00A0د.ج' }
  for (const [locale, price] of Object.entries(forms)) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale)
    await page.goto(`/products/${id}`)
    // Located with any spaces (locators read them as plain ones), then compared exactly.
    const spaced = price.replace(/[.]/g, '\\.').replace(/[\u00A0\u202F]/g, '\\s')
    const shown = page.getByText(new RegExp(`^${spaced}$`))
    await expect(shown, locale).toBeVisible()
    expect(await shown.textContent(), locale).toBe(price)
  }
})
