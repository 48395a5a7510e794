import { LANGS } from '@rihla/contract/constants'
import { axeViolations, switchLanguage } from './checks'
import { expect, MODERATOR, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

// Every screen at each phone width is measured by the one walk of screens.spec.ts; this file
// works the approval queue's cards at those widths.

// A trace of many checks would only slow the run; the failure lists what is wrong where.
test.use({ trace: 'off' })

const LOCALES = LANGS
const WIDTHS = [360, 390, 414] as const
/**
 * A queue card: the list item holding a product's link. Not any `main li`: the list of who
 * else has the queue open (a session of an earlier test, for a minute) is a list in main too.
 */
const CARD = 'main li:has([data-queue-row])'

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
function cardProblems(selector: string): string[] {
  const problems: string[] = []
  const html = document.documentElement
  if (html.scrollWidth > innerWidth) problems.push(`page ${html.scrollWidth} px wide`)
  const name = (element: Element) =>
    element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName
  for (const card of Array.from(document.querySelectorAll(selector))) {
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
      const cards = page.locator(CARD)
      await expect(cards).toHaveCount(2)
      for (const problem of await page.evaluate(cardProblems, CARD)) {
        found.push(`${locale} ${width} ${problem}`)
      }
      found.push(...(await axeViolations(page, `${locale} ${width} axe`)))

      const approveCard = cards.filter({ hasText: approveTitle })
      await approveCard.getByRole('button', { name: words.approve, exact: true }).click()
      await expect(page.getByText(`${words.approved}`).first()).toBeVisible()
      await expect(page.getByRole('menu')).toHaveCount(0)

      const rejectCard = page.locator(CARD).filter({ hasText: rejectTitle })
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
      await expect(page.locator(CARD)).toHaveCount(0)
    }
  }
  expect(found).toEqual([])
})
