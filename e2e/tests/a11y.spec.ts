import type { Page } from '@playwright/test'
import { LANGS } from '@rihla/contract/constants'
import { generate } from 'otplib'
import { axeViolations as check, settle } from './checks'
import { expect, signInWithApi, test } from './fixtures'
import { registerUser } from './product-api'
import { type Ids, rowIds } from './routes'

// Every screen in each language and theme is scanned by the one walk of screens.spec.ts; this
// file scans what a walk does not open: menus, dialogs, the phone drawer, the two-factor steps.

const LOCALES = LANGS
const THEMES = ['light', 'dark'] as const

let cachedIds: Ids | undefined

// The violations listed in the failure say what is wrong; a trace of 20 screens only slows the run.
test.use({ trace: 'off' })

/** The row ids, read once per run. */
async function ids(page: Page, token: string): Promise<Ids> {
  cachedIds ??= await rowIds(page, token)
  return cachedIds
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

test('the scans report what axe finds: a picture without a text and text too pale to read', async ({
  page,
}) => {
  await page.goto('/login')
  await settle(page)
  expect(await check(page, 'clean')).toEqual([])
  await page.evaluate(() => {
    const main = document.querySelector('main')
    const picture = document.createElement('img')
    picture.src = '/favicon.svg'
    main?.append(picture)
    const pale = document.createElement('p')
    pale.textContent = 'Hard to read'
    pale.style.color = '#eeeeee'
    pale.style.background = '#ffffff'
    main?.append(pale)
  })
  const found = await check(page, 'broken')
  expect(found.some((line) => line.startsWith('broken image-alt: '))).toBe(true)
  expect(found.some((line) => line.startsWith('broken color-contrast: '))).toBe(true)
})
