import { ADMIN, expect, test } from './fixtures'

const UNREACHABLE = {
  en: 'The server cannot be reached. Please try again in a moment.',
  fr: 'Le serveur est injoignable. Veuillez réessayer dans un instant.',
  ar: 'تعذّر الوصول إلى الخادم. يُرجى المحاولة بعد قليل.',
} as const

test('sign-in: an outage or a 5xx says the server cannot be reached, in three languages; then the link opened while signed out opens', async ({
  page,
}) => {
  // A link opened while signed out: the seed's /login, which remembers it.
  await page.goto('/products?wilaya=16')
  await expect(page).toHaveURL(/\/login$/)

  const submit = async () => {
    await page.locator('#login-email').fill(ADMIN.email)
    await page.locator('#login-password').fill(ADMIN.password)
    await page.locator('form button[type="submit"]').click()
  }
  // The outage is the network's (no answer) or a proxy's 503: this server is never asked.
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'))
  await submit()
  await expect(page.getByRole('alert')).toHaveText(UNREACHABLE.en)
  await expect(page.locator('#login-password')).toHaveValue(ADMIN.password)
  await page.unroute('**/api/auth/login')
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }),
  )
  for (const locale of ['fr', 'ar'] as const) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale)
    await page.reload()
    await submit()
    await expect(page.getByRole('alert')).toHaveText(UNREACHABLE[locale])
  }
  await page.evaluate(() => localStorage.removeItem('locale'))
  await page.unroute('**/api/auth/login')

  // A wrong password is still the seed's message.
  await page.goto('/login')
  await page.locator('#login-email').fill(ADMIN.email)
  await page.locator('#login-password').fill('Wrong@2026x')
  await page.locator('form button[type="submit"]').click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')

  // Signed in, the link asked for opens instead of /welcome.
  await page.goto('/products?wilaya=16')
  await expect(page).toHaveURL(/\/login$/)
  const reloaded = page.waitForEvent('load')
  await submit()
  await reloaded
  await expect(page).toHaveURL(/\/products\?wilaya=16$/)
  await expect(page.getByLabel('Wilaya', { exact: true })).toHaveValue('16')
})
