import type { Browser, Page } from '@playwright/test'
import { expect, MODERATOR, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

// The whole review loop in Arabic, on a 390 px phone, with
// the seller and the moderator each in their own browser.
const PHONE = { width: 390, height: 844 }
const NOTE = 'الصورة الأولى مظلمة جدًا، أضف صورًا في ضوء النهار.'
const POOR_PHOTOS = 'الصور رديئة أو مضللة.'

/** A signed-in page of its own (cookies, storage), in Arabic, at phone size. */
async function phoneInArabic(browser: Browser, credentials: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ar-DZ' })
  const page = await context.newPage()
  await signInWithApi(page, credentials)
  await page.addInitScript(() => localStorage.setItem('locale', 'ar'))
  return page
}

/** The seller's card of a listing on My listings. */
const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })

test('a seller is told why, resubmits, and a moderator approves then undoes it: Arabic, 390 px', async ({
  browser,
  page,
}) => {
  test.slow() // two people, five screens
  const seller = await registerUser(page.request)
  const title = `E2E جانت ${unique()}`
  const listing = await productApi(page.request, seller.token).create({ title, wilaya: '33' })
  expect(listing.status).toBe('pending')

  const moderator = await phoneInArabic(browser, MODERATOR)
  const owner = await phoneInArabic(browser, seller.credentials)

  // The moderator opens it from the queue and rejects it: poor photos, with a note.
  await moderator.goto(`/waiting-products/${listing.id}`)
  await expect(moderator.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(moderator.getByRole('heading', { name: title })).toBeVisible()
  const decisions = moderator.getByRole('toolbar', { name: 'القرار' })
  await decisions.getByRole('button', { name: 'رفض', exact: true }).click()
  const ask = moderator.getByRole('alertdialog', { name: 'رفض المنتج' })
  await expect(ask.getByRole('button', { name: 'رفض', exact: true })).toBeDisabled()
  await ask.getByLabel('السبب', { exact: true }).selectOption('poor_photos')
  await ask.getByRole('textbox').fill(NOTE)
  await ask.getByRole('button', { name: 'رفض', exact: true }).click()
  await expect(
    moderator.getByRole('status').filter({ hasText: `تم رفض «${title}».` }),
  ).toBeVisible()

  // The seller reads the reason and the note on My listings, and resubmits it.
  await owner.goto('/my-listings')
  await expect(owner.getByRole('heading', { name: 'إعلاناتي', level: 1 })).toBeVisible()
  const card = cardOf(owner, title)
  const why = card.getByRole('region', { name: 'سبب الرفض' })
  await expect(why.getByText(POOR_PHOTOS)).toBeVisible()
  await expect(why.getByText(NOTE)).toBeVisible()
  await card.getByRole('button', { name: /^إعادة الإرسال/ }).click()
  await expect(card.getByText('أُعيد إرساله', { exact: true })).toBeVisible()
  await expect(card.getByText('قيد الانتظار', { exact: true })).toBeVisible()

  // The moderator finds it back in the queue marked resubmitted, with the earlier reason.
  await moderator.goto(`/waiting-products?search=${encodeURIComponent(title)}`)
  const row = moderator
    .getByRole('listitem')
    .filter({ has: moderator.getByRole('link', { name: title }) })
  await expect(row.getByText('أُعيد إرساله', { exact: true })).toBeVisible()
  await expect(row).toContainText(POOR_PHOTOS)
  await row.getByRole('link', { name: title }).click()
  const earlier = moderator.getByRole('region', { name: 'رُفض سابقًا' })
  await expect(earlier).toContainText(POOR_PHOTOS)
  await expect(earlier).toContainText(NOTE)
  await expect(earlier).toContainText('Samira Moderator')

  // Approved, then taken back with the toast's Undo: it waits again, as it was.
  await decisions.getByRole('button', { name: 'موافقة', exact: true }).click()
  const toast = moderator.getByRole('status').filter({ hasText: `تمت الموافقة على «${title}».` })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'تراجع' }).click()
  await expect(moderator.getByText(`عاد «${title}» إلى قائمة الانتظار.`)).toBeVisible()
  await expect(decisions.getByRole('button', { name: 'موافقة', exact: true })).toBeEnabled()
  const api = productApi(page.request, seller.token)
  const after = await api.get(`/products/${listing.id}`)
  expect(after.status).toBe('pending')
  expect(after.resubmitted).toBe(true)

  // Nothing wider than the phone on either side.
  for (const screen of [moderator, owner]) {
    expect(
      await screen.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  }
  await moderator.context().close()
  await owner.context().close()
})
