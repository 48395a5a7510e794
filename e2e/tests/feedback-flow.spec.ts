import { ADMIN, expect, signInWithApi, test } from './fixtures'

const UNREACHABLE = {
  en: 'The server cannot be reached. Please try again in a moment.',
  fr: 'Le serveur est injoignable. Veuillez réessayer dans un instant.',
  ar: 'تعذّر الوصول إلى الخادم. يُرجى المحاولة بعد قليل.',
} as const

test('sign-in: an outage or a 5xx says the server cannot be reached, in three languages; then the link opened while signed out opens', async ({
  page,
}) => {
  test.slow() // four sign-in attempts and two reloads
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
  await submit()
  await expect(page).toHaveURL(/\/products\?wilaya=16$/)
  await expect(page.getByRole('combobox', { name: 'Wilaya' })).toHaveValue('16 - Algiers')
})

const SCREEN_FAILED = {
  en: 'This screen could not be loaded. Check your connection, then try again.',
  fr: "Cet écran n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
  ar: 'تعذّر تحميل هذه الشاشة. تحقّق من اتصالك ثم أعد المحاولة.',
} as const

test('a slow network shows the progress bar; a screen that cannot be fetched keeps the shell with Try again, in three languages', async ({
  page,
}) => {
  test.slow()
  await signInWithApi(page)
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav).toBeVisible()

  // A slow list: the thin bar shows while it loads and goes once it is there. The list's
  // answers are held until the bar has been seen (no fixed sleep: the state is waited for).
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/products?**', async (route) => {
    await held
    await route.continue()
  })
  await nav.getByRole('link', { name: 'Products', exact: true }).click()
  const bar = page.getByRole('progressbar', { name: 'Loading...' })
  await expect(bar).toBeVisible()
  release()
  await expect(page.locator('tbody tr').first()).toBeVisible()
  await expect(bar).toBeHidden()
  // Let the handlers of later requests (prefetches) finish first.
  await page.unrouteAll({ behavior: 'wait' })

  // The banners screen's code cannot be fetched (server down, or a deploy since the page opened).
  await page.route('**/assets/banners-*.js', (route) => route.abort('connectionrefused'))
  await nav.getByRole('link', { name: 'Banners', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText(SCREEN_FAILED.en)
  await expect(nav).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await page.unroute('**/assets/banners-*.js')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible()

  for (const locale of ['fr', 'ar'] as const) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale)
    // A fresh page that has not fetched the banners screen yet, then a click to it.
    await page.goto('/')
    await page.route('**/assets/banners-*.js', (route) => route.abort('connectionrefused'))
    await page.locator('a[href="/banners"]').first().click()
    await expect(page.getByRole('alert')).toContainText(SCREEN_FAILED[locale])
    // The shell stays: its navigation is named in the screen's language.
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await page.unroute('**/assets/banners-*.js')
  }
  await page.evaluate(() => localStorage.removeItem('locale'))
})
