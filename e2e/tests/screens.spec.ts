import type { Page } from '@playwright/test'
import { LANGS } from '@rihla/contract/constants'
import { axeViolations, settle, switchLanguage } from './checks'
import { ADMIN, expect, test } from './fixtures'
import { PUBLIC_ROUTES, privateRoutes, rowIds } from './routes'

/**
 * The walk over every screen (one visit per screen): in each language, each screen
 * is opened once and, in that one visit, scanned by axe in the light and the dark theme at a
 * desktop width, then measured at each phone width in both themes. It replaces the six
 * accessibility walks (one per language and theme, each loading every screen from the server)
 * and the phone walk, with the same checks: 26 screens x 3 languages x 2 themes of axe, and
 * 26 screens x 3 languages x 3 widths x 2 themes of layout.
 */

// A trace of 26 screens x 5 checks would only slow the run; the failure lists what is wrong where.
test.use({ trace: 'off' })

const LOCALES = LANGS
const THEMES = ['light', 'dark'] as const
const PHONE_WIDTHS = [360, 390, 414] as const
/** Playwright's default window, the one the accessibility walks always used. */
const DESKTOP = { width: 1280, height: 720 }

/** Client-side navigation: React Router follows `popstate`, so the signed-in page is kept. */
async function open(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, route)
  await settle(page)
}

/**
 * Puts the theme on the page as the theme store does (its class on <html>, and the stored
 * choice), then waits for the colours' transitions to end, so axe reads the final colours.
 */
async function useTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate(async (t) => {
    localStorage.setItem('theme', t)
    const html = document.documentElement
    html.classList.toggle('dark', t === 'dark')
    html.classList.toggle('light', t !== 'dark')
    // getAnimations() flushes the style change first, so the transitions it starts are listed.
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))
  }, theme)
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
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

/** The one visit's checks on the screen now shown: axe in each theme, then each phone width. */
async function checkScreen(page: Page, label: string, found: string[]): Promise<void> {
  for (const theme of THEMES) {
    await useTheme(page, theme)
    found.push(...(await axeViolations(page, `${label} ${theme}`)))
  }
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const problems = await page.evaluate(layoutProblems, THEMES)
    for (const problem of problems) found.push(`${label} ${width} ${problem}`)
  }
  await page.setViewportSize(DESKTOP)
}

for (const locale of LOCALES) {
  test(`every screen has no WCAG 2.1 AA violations in either theme and fits a phone (360-414 px) (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const found: string[] = []
    await page.setViewportSize(DESKTOP)

    await page.goto('/login')
    await switchLanguage(page, locale)
    for (const { path } of PUBLIC_ROUTES) {
      await open(page, path)
      await checkScreen(page, `${path} ${locale}`, found)
    }

    const login = await page.request.post('/api/auth/login', { data: ADMIN })
    expect(login.status()).toBe(200)
    const tokens = (await login.json()) as {
      accessToken: string
      refreshToken: string
      role: string
    }
    const ids = await rowIds(page, tokens.accessToken)
    // The flags and rating screens read the product from localStorage, as the seed does.
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
    await settle(page)
    await switchLanguage(page, locale)
    for (const { path } of privateRoutes(ids)) {
      await open(page, path)
      await checkScreen(page, `${path} ${locale}`, found)
    }

    // The screens really were in the language under test.
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    expect(found).toEqual([])
  })
}
