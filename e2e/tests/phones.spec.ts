import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ADMIN, expect, MODERATOR, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'
import { PUBLIC_ROUTES, privateRoutes, rowIds } from './routes'

// A trace of 400 checks would only slow the run; the failure lists what is wrong where.
test.use({ trace: 'off' })

const LOCALES = ['en', 'fr', 'ar'] as const
const THEMES = ['light', 'dark'] as const
const WIDTHS = [360, 390, 414] as const

/** Client-side navigation: React Router follows `popstate`, so the signed-in page is kept. */
async function open(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, route)
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"], .animate-pulse, .animate-spin')).toHaveCount(0)
}

/**
 * What is wrong with the layout as it stands, in each theme (the theme store's class on
 * <html>, set in place): the page wider than the window, a top-bar control outside the window,
 * two top-bar controls on top of each other, or a control whose label wrapped (taller than
 * the bar's 40 px controls). One call per width: the checks run in the page.
 */
async function layoutProblems(themes: readonly string[]): Promise<string[]> {
  // Two frames after a resize: the chart follows its box through a ResizeObserver.
  for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
  const problems: string[] = []
  const html = document.documentElement
  const before = html.className
  const name = (element: Element) =>
    element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName
  for (const theme of themes) {
    html.classList.remove('light', 'dark')
    html.classList.add(theme)
    if (html.scrollWidth > innerWidth) problems.push(`${theme}: page ${html.scrollWidth} px wide`)
    const header = document.querySelector('header')
    const controls = Array.from(header?.querySelectorAll('a, button, select, input') ?? [])
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
    for (const [index, { element, box }] of controls.entries()) {
      if (box.left < -0.5 || box.right > innerWidth + 0.5) {
        problems.push(`${theme}: ${name(element)} outside the window (${box.left}-${box.right})`)
      }
      if (box.height > 44) problems.push(`${theme}: ${name(element)} wraps (${box.height} px)`)
      for (const other of controls.slice(index + 1)) {
        const b = other.box
        const overlap =
          Math.min(box.right, b.right) - Math.max(box.left, b.left) > 0.5 &&
          Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top) > 0.5
        if (overlap) problems.push(`${theme}: ${name(element)} overlaps ${name(other.element)}`)
      }
    }
  }
  html.className = before
  return problems
}

/** Picks the language with the top bar's (or sign-in page's) select, as a person would. */
async function switchLanguage(page: Page, locale: string): Promise<void> {
  await page.locator('select:has(option[lang="ar"])').first().selectOption(locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

/** Each phone width, both themes at each, on the screen now shown. */
async function checkWidths(page: Page, label: string, found: string[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const problems = await page.evaluate(layoutProblems, THEMES)
    for (const problem of problems) found.push(`${label} ${width} ${problem}`)
  }
}

test('every screen fits a phone (360-414 px) in three languages and both themes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const found: string[] = []
  await page.setViewportSize({ width: 390, height: 800 })

  await page.goto('/login')
  for (const locale of LOCALES) {
    await switchLanguage(page, locale)
    for (const { path } of PUBLIC_ROUTES) {
      await open(page, path)
      await checkWidths(page, `${path} ${locale}`, found)
    }
  }

  const login = await page.request.post('/api/auth/login', { data: ADMIN })
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string; role: string }
  const ids = await rowIds(page, tokens.accessToken)
  await page.evaluate(
    ({ t, product }) => {
      localStorage.setItem('token', t.accessToken)
      localStorage.setItem('refreshToken', t.refreshToken)
      localStorage.setItem('role', t.role)
      localStorage.setItem('productId', product)
    },
    { t: tokens, product: String(ids.product) },
  )
  // Signed in once; from here every screen is reached by client-side navigation.
  await page.goto('/')
  for (const locale of LOCALES) {
    await open(page, '/')
    await switchLanguage(page, locale)
    for (const { path } of privateRoutes(ids)) {
      await open(page, path)
      await checkWidths(page, `${path} ${locale}`, found)
    }
  }
  expect(found).toEqual([])
})

/** The card buttons and the outcome each locale shows (apps/web/src/i18n). */
const DECIDE = {
  en: { approve: 'Approve', reject: 'Reject', approved: 'was approved', rejected: 'was rejected' },
  fr: { approve: 'Valider', reject: 'Refuser', approved: 'a été validé', rejected: 'a été refusé' },
  ar: { approve: 'موافقة', reject: 'رفض', approved: 'تمت الموافقة على', rejected: 'تم رفض' },
} as const

/**
 * What overflows or overlaps on the queue's cards: a card wider than the window, a control
 * outside its card or the window, or two controls of a card on top of each other.
 */
function cardProblems(): string[] {
  const problems: string[] = []
  const html = document.documentElement
  if (html.scrollWidth > innerWidth) problems.push(`page ${html.scrollWidth} px wide`)
  const name = (element: Element) =>
    element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName
  for (const card of Array.from(document.querySelectorAll('main li'))) {
    const outer = card.getBoundingClientRect()
    if (outer.left < -0.5 || outer.right > innerWidth + 0.5) {
      problems.push(`card ${outer.left}-${outer.right} outside the window`)
    }
    const controls = Array.from(card.querySelectorAll('button, select, input, a'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
    for (const [index, { element, box }] of controls.entries()) {
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) {
        problems.push(`${name(element)} outside its card`)
      }
      // The title link covers the card (its ::after): only the other controls may not overlap.
      if (element.tagName === 'A') continue
      for (const other of controls.slice(index + 1)) {
        if (other.element.tagName === 'A') continue
        const b = other.box
        const overlap =
          Math.min(box.right, b.right) - Math.max(box.left, b.left) > 0.5 &&
          Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top) > 0.5
        if (overlap) problems.push(`${name(element)} overlaps ${name(other.element)}`)
      }
    }
  }
  return problems
}

test('a moderator approves and rejects from the queue cards at 360-414 px in three languages, without a menu', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const seller = await registerUser(request)
  const api = productApi(request, seller.token)
  const prefix = `Phone card ${unique()}`
  await signInWithApi(page, MODERATOR)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/waiting-products')
  const found: string[] = []
  for (const locale of LOCALES) {
    await switchLanguage(page, locale)
    const words = DECIDE[locale]
    for (const width of WIDTHS) {
      const approveTitle = `${prefix} ${locale} ${width} A`
      const rejectTitle = `${prefix} ${locale} ${width} R`
      await api.create({ title: approveTitle, wilaya: '16' })
      await api.create({ title: rejectTitle, wilaya: '16' })
      await page.setViewportSize({ width, height: 844 })
      // A fresh load: listings made while the queue is open would wait behind "2 new products".
      await page.goto(
        `/waiting-products?search=${encodeURIComponent(`${prefix} ${locale} ${width}`)}`,
      )
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const cards = page.locator('main ul li')
      await expect(cards).toHaveCount(2)
      for (const problem of await page.evaluate(cardProblems)) {
        found.push(`${locale} ${width} ${problem}`)
      }
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .setLegacyMode(true)
        .analyze()
      for (const violation of axe.violations) {
        found.push(
          `${locale} ${width} axe ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
      }

      const approveCard = cards.filter({ hasText: approveTitle })
      await approveCard.getByRole('button', { name: words.approve, exact: true }).click()
      await expect(page.getByText(`${words.approved}`).first()).toBeVisible()
      await expect(page.getByRole('menu')).toHaveCount(0)

      const rejectCard = page.locator('main ul li').filter({ hasText: rejectTitle })
      await rejectCard.getByRole('button', { name: words.reject, exact: true }).click()
      const dialog = page.getByRole('alertdialog')
      if (locale === 'en') {
        await dialog.getByLabel('Reason', { exact: true }).selectOption('duplicate')
      } else {
        await dialog.locator('select').first().selectOption('duplicate')
      }
      await dialog.getByRole('button', { name: words.reject, exact: true }).click()
      await expect(dialog).toHaveCount(0)
      await expect(page.getByText(`${words.rejected}`).first()).toBeVisible()
      await expect(page.locator('main ul li')).toHaveCount(0)
    }
  }
  expect(found).toEqual([])
})
