import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import { expect } from './fixtures'

/** The rules the accessibility checks run: WCAG 2.1 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Waits until nothing is loading (no busy region, skeleton or spinner) and nothing is moving (no
 * running animation but endless ones): what a person reads once the screen has come to rest.
 */
async function atRest(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .animate-pulse, .animate-spin')).toHaveCount(0)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

/** Waits until the screen has its title and has come to rest. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible()
  await atRest(page)
}

/** axe itself, put in the page once per document (axe-core, the version @axe-core/playwright runs). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

type AxeWindow = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }

/** One line per axe violation and element on the page as it stands, readable in a failure. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  await atRest(page)
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as AxeWindow
    if (!axe) throw new Error('axe is not in the page')
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }))
  }, WCAG_TAGS)
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${where} ${violation.id}: ${node.target} ${node.summary.replace(/\s+/g, ' ')}`,
    ),
  )
}

/** Picks the language with the top bar's (or sign-in page's) select, as a person would. */
export async function switchLanguage(page: Page, locale: string): Promise<void> {
  await page.locator('select:has(option[lang="ar"])').first().selectOption(locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}
