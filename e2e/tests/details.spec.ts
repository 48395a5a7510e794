import type { Page } from '@playwright/test'
import { LANGS } from '@rihla/contract/constants'
import { adminApi } from './admin-api'
import { ADMIN, expect, test } from './fixtures'

const LOCALES = LANGS
const REQUIRED = {
  en: ['Email is required', 'Password is required'],
  fr: ["L'e-mail est obligatoire", 'Le mot de passe est obligatoire'],
  ar: ['البريد الإلكتروني مطلوب', 'كلمة المرور مطلوبة'],
} as const
const CLEAR_SEARCH = { en: 'Clear search', fr: 'Effacer la recherche', ar: 'مسح البحث' } as const
const PAGER = { en: 'Pagination', fr: 'Pagination', ar: 'التنقل بين الصفحات' } as const

const pickLanguage = async (page: Page, locale: string) => {
  await page.locator('select:has(option[lang="ar"])').first().selectOption(locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

/** Client-side navigation (React Router follows popstate): no reload of the signed-in app. */
const navigate = (page: Page, to: string) =>
  page.evaluate((path) => {
    history.pushState(null, '', path)
    dispatchEvent(new PopStateEvent('popstate'))
  }, to)

/** Whether a Noto Sans Arabic face is declared in the page (the Arabic catalogue arrived). */
const hasArabicFace = (page: Page) =>
  page.evaluate(() => {
    let found = false
    document.fonts.forEach((face) => {
      found ||= face.family.includes('Noto Sans Arabic')
    })
    return found
  })

test('the details: sign-in, Arabic font, mixed scripts, empty search, sidebar, codes', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (/noto-sans-arabic|arabic-font/.test(request.url())) fontRequests.push(request.url())
  })
  let loginCalls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) loginCalls++
  })

  await page.goto('/login')
  // The favicon is served.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href')
  expect(icon).toBe('/favicon.svg')
  const iconAnswer = await page.request.get(icon ?? '')
  expect(iconAnswer.status()).toBe(200)
  expect(iconAnswer.headers()['content-type']).toContain('image/svg+xml')

  // Tab order: Email, Password, then "Forgot password?".
  await page.locator('#login-email').focus()
  await page.keyboard.press('Tab')
  await expect(page.locator('#login-password')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused()

  // An empty submit marks both fields, in each language, without asking the server.
  for (const locale of LOCALES) {
    await pickLanguage(page, locale)
    await page.locator('form button[type="submit"]').click()
    for (const text of REQUIRED[locale]) await expect(page.getByText(text)).toBeVisible()
    await expect(page.locator('#login-email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#login-password')).toHaveAttribute('aria-invalid', 'true')
    if (locale === 'en') {
      // English and French never load the Arabic font.
      expect(await hasArabicFace(page)).toBe(false)
    }
    if (locale === 'fr') expect(fontRequests).toEqual([])
  }
  expect(loginCalls).toBe(0)
  // Arabic brings its font, and the page uses it.
  await expect.poll(() => hasArabicFace(page)).toBe(true)
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
    'Noto Sans Arabic',
  )
  await expect.poll(() => fontRequests.length).toBeGreaterThan(0)

  // Signed in, still in Arabic: the admin's email and phone read left to right.
  const login = await page.request.post('/api/auth/login', { data: ADMIN })
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string; role: string }
  await page.evaluate((t) => {
    localStorage.setItem('token', t.accessToken)
    localStorage.setItem('refreshToken', t.refreshToken)
    localStorage.setItem('role', t.role)
  }, tokens)
  const admin = await adminApi(page, tokens.accessToken).findUser(ADMIN.email)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/users/${admin.id}`)
  for (const text of [admin.email, admin.phoneNumber]) {
    const value = page.locator('dd bdi', { hasText: text })
    await expect(value).toHaveAttribute('dir', 'ltr')
    expect(await value.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto')

  // Dark mode: the sidebar stands apart from the page (another shade and an edge).
  await page.locator('select:has(option[value="dark"])').selectOption('dark')
  const colours = await page.evaluate(() => {
    const sidebar = getComputedStyle(document.getElementById('app-sidebar') as HTMLElement)
    return {
      sidebar: sidebar.backgroundColor,
      edge: sidebar.borderInlineEndColor,
      edgeWidth: sidebar.borderInlineEndWidth,
      page: getComputedStyle(
        document.querySelector('main')?.parentElement?.parentElement ?? document.body,
      ).backgroundColor,
    }
  })
  expect(colours.sidebar).not.toBe(colours.page)
  expect(colours.edgeWidth).toBe('1px')
  expect(colours.edge).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/)

  // French: the sidebar's title is whole, not cut with an ellipsis, whatever font draws it:
  // the drawn text lies inside the rail's header, which grows with it, and nothing clips it.
  await pickLanguage(page, 'fr')
  const title = page.getByTestId('sidebar-title')
  await expect(title).toHaveText("Panneau d'administration")
  const drawn = await title.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const text = range.getBoundingClientRect()
    const header = element.closest('aside')?.firstElementChild?.getBoundingClientRect()
    const clipped = [element, element.parentElement].some((node) => {
      const style = node ? getComputedStyle(node) : null
      return style?.textOverflow === 'ellipsis' || style?.webkitLineClamp !== 'none'
    })
    return { text, header, clipped }
  })
  expect(drawn.clipped).toBe(false)
  expect(drawn.header).toBeDefined()
  if (drawn.header) {
    expect(drawn.text.top).toBeGreaterThanOrEqual(drawn.header.top)
    expect(drawn.text.bottom).toBeLessThanOrEqual(drawn.header.bottom)
    expect(drawn.text.left).toBeGreaterThanOrEqual(drawn.header.left)
    expect(drawn.text.right).toBeLessThanOrEqual(drawn.header.right)
  }

  // The subcategory form names the categories, without their codes.
  await navigate(page, '/subcategories/AddSubcategory')
  await expect(page.locator('#subcategory-category option')).toHaveCount(5)
  const options = await page.locator('#subcategory-category option').allTextContents()
  for (const option of options) expect(option).not.toMatch(/\b[A-D]\b/)

  // An empty search offers to clear it, and the pager hides; in three languages.
  await navigate(page, '/users?search=zz-no-such-user-zz')
  for (const locale of LOCALES) {
    await pickLanguage(page, locale)
    await expect(page.getByRole('button', { name: CLEAR_SEARCH[locale] })).toBeVisible()
    await expect(page.getByRole('navigation', { name: PAGER[locale] })).toHaveCount(0)
  }
  await page.getByRole('button', { name: CLEAR_SEARCH.ar }).click()
  await expect(page.locator('tbody tr').first()).toBeVisible()
  expect(new URL(page.url()).searchParams.get('search')).toBeNull()
  await expect(page.locator('main input[type="search"]')).toHaveValue('')
  await expect(page.getByRole('navigation', { name: PAGER.ar })).toBeVisible()
})
