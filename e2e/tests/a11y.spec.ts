import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { generate } from 'otplib'
import { expect, signInWithApi, test } from './fixtures'
import { registerUser } from './product-api'
import { type Ids, PUBLIC_ROUTES, privateRoutes, rowIds } from './routes'

const LOCALES = ['en', 'fr', 'ar'] as const
const THEMES = ['light', 'dark'] as const
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

let cachedIds: Ids | undefined

// The violations listed in the failure say what is wrong; a trace of 20 screens only slows the run.
test.use({ trace: 'off' })

/** The walk's row ids, read once per run. */
async function ids(page: Page, token: string): Promise<Ids> {
  cachedIds ??= await rowIds(page, token)
  return cachedIds
}

/** Waits until the screen has its title and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"], .animate-pulse, .animate-spin')).toHaveCount(0)
}

async function openFirstRowMenu(page: Page): Promise<void> {
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Actions for/ })
    .click()
  await expect(page.getByRole('menu')).toBeVisible()
}

/** One line per violation and element, readable in the failure message. */
async function violationsOf(page: Page, route: string): Promise<string[]> {
  await page.goto(route)
  await settle(page)
  return check(page, route)
}

async function check(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
  // frame results, which costs a second each time and buys nothing here (the app has no frames).
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} ${violation.id}: ${node.target.join(' ')} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  )
}

for (const locale of LOCALES) {
  for (const theme of THEMES) {
    test(`every screen has no WCAG 2.1 AA violations (${locale}, ${theme} theme)`, async ({
      page,
    }) => {
      test.setTimeout(150_000)
      await page.addInitScript(
        ([l, t]) => {
          localStorage.setItem('locale', l)
          localStorage.setItem('theme', t)
        },
        [locale, theme] as const,
      )
      const found: string[] = []
      for (const route of PUBLIC_ROUTES) found.push(...(await violationsOf(page, route.path)))

      const { accessToken } = await signInWithApi(page)
      const rows = await ids(page, accessToken)
      // The flags and rating screens read the product from localStorage, as the seed does.
      await page.addInitScript((id) => localStorage.setItem('productId', id), String(rows.product))
      for (const route of privateRoutes(rows)) found.push(...(await violationsOf(page, route.path)))

      // The screens really were in the language and theme under test.
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
      expect(found).toEqual([])
    })
  }
}

test('the theme follows the system until one is chosen, and the choice is remembered', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signInWithApi(page)
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).toHaveClass(/\bdark\b/)
  const theme = page.getByRole('combobox', { name: 'Theme' })
  await expect(theme).toHaveValue('system')

  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).not.toHaveClass(/\bdark\b/)

  await theme.focus()
  await theme.selectOption('dark')
  await expect(html).toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)

  await page.reload()
  await expect(html).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark')
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    background,
  )

  await page.getByRole('combobox', { name: 'Theme' }).selectOption('light')
  await expect(html).toHaveClass(/\blight\b/)
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    background,
  )
})

for (const theme of THEMES) {
  test(`open menus, dialogs and the phone layout have no violations (${theme} theme)`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    const { accessToken } = await signInWithApi(page)
    const found: string[] = []

    await page.goto('/users')
    await settle(page)
    await openFirstRowMenu(page)
    found.push(...(await check(page, 'users menu')))

    await page.goto('/subcategories')
    await settle(page)
    await openFirstRowMenu(page)
    await page.getByRole('menuitem', { name: 'Show Details' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await check(page, 'subcategory dialog')))
    await page.keyboard.press('Escape')

    await page.goto('/products')
    await settle(page)
    await openFirstRowMenu(page)
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    found.push(...(await check(page, 'delete confirmation')))
    await page.keyboard.press('Escape')

    // A product's pictures enlarged (the zoom dialog).
    await page.goto(`/products/${(await ids(page, accessToken)).product}`)
    await settle(page)
    await page.getByRole('button', { name: /^Enlarge picture/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await check(page, 'picture zoom')))
    await page.keyboard.press('Escape')

    await page.setViewportSize({ width: 390, height: 844 })
    for (const route of ['/', '/waiting-products', '/products']) {
      found.push(...(await violationsOf(page, route)))
    }
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    found.push(...(await check(page, 'phone drawer')))

    expect(found).toEqual([])
  })
}

for (const locale of LOCALES) {
  test(`the two-factor screens have no violations (${locale})`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale)
    // A fresh account: enrolling the demo admin would change every other spec's sign-in.
    const { credentials } = await registerUser(page.request)
    await signInWithApi(page, credentials)
    const found: string[] = []

    await page.goto('/update-admin-phone')
    await settle(page)
    const panel = page.locator('section[aria-labelledby="two-factor-title"]')
    await panel.getByRole('button').first().click()
    const secret = panel.getByTestId('two-factor-secret')
    await expect(secret).toBeVisible()
    found.push(...(await check(page, 'two-factor enrollment')))

    const code = await generate({ secret: ((await secret.textContent()) ?? '').replace(/\s/g, '') })
    await panel.locator('#two-factor-enable-code-password').fill(credentials.password)
    await panel.locator('#two-factor-enable-code').fill(code)
    await panel.locator('button[type="submit"]').click()
    await expect(panel.getByTestId('recovery-codes')).toBeVisible()
    found.push(...(await check(page, 'recovery codes')))
    await panel.getByTestId('recovery-codes').locator('xpath=following-sibling::button').click()
    await expect(panel.locator('#two-factor-disable-code')).toBeVisible()
    found.push(...(await check(page, 'two-factor on')))

    await page.evaluate(() => {
      localStorage.removeItem('token')
      localStorage.removeItem('refreshToken')
      localStorage.removeItem('role')
    })
    await page.goto('/login')
    await page.locator('#login-email').fill(credentials.email)
    await page.locator('#login-password').fill(credentials.password)
    await page.locator('button[type="submit"]').click()
    await expect(page.locator('#login-code')).toBeVisible()
    found.push(...(await check(page, 'sign-in code step')))

    expect(found).toEqual([])
  })
}
