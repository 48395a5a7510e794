import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The rules the accessibility checks run: WCAG 2.1 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Waits until the screen has its title and nothing is loading any more. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"], .animate-pulse, .animate-spin')).toHaveCount(0)
}

/** One line per axe violation and element on the page as it stands, readable in a failure. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
  // frame results, which costs a second each time and buys nothing here (the app has no frames).
  // Only the violations come back whole: every rule still runs on every element, but the
  // passes (thousands of nodes on a table) are not serialized back to the test, a third of a
  // scan's time (issue 24).
  // (`options` replaces every option: it comes before `withTags`, which adds the rules' tags.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} ${violation.id}: ${node.target.join(' ')} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  )
}

/** Picks the language with the top bar's (or sign-in page's) select, as a person would. */
export async function switchLanguage(page: Page, locale: string): Promise<void> {
  await page.locator('select:has(option[lang="ar"])').first().selectOption(locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}
