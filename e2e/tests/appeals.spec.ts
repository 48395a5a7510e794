import type { Browser } from '@playwright/test'
import { axeViolations } from './checks'
import { ADMIN, expect, MODERATOR, signInWithApi, test } from './fixtures'
import { mailTo } from './mail'
import { productApi, registerUser, unique } from './product-api'

// A rejected seller reads the statement of reasons on a phone in Arabic and appeals; another
// reviewer than the one who rejected overturns it; the listing is live; both mails were caught.
const PHONE = { width: 390, height: 844 }

async function signedInPage(
  browser: Browser,
  credentials: { email: string; password: string },
  locale: 'ar' | 'en',
) {
  const context = await browser.newContext({
    viewport: locale === 'ar' ? PHONE : { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  await page.addInitScript((lang) => localStorage.setItem('locale', lang), locale)
  const { accessToken } = await signInWithApi(page, credentials)
  return Object.assign(page, { token: accessToken })
}

test('a seller rejected on a phone in Arabic reads the statement and appeals; another reviewer overturns it', async ({
  browser,
  page,
}) => {
  test.slow()
  const seller = await registerUser(page.request)
  const title = `E2E طعن ${unique()}`
  const listing = await productApi(page.request, seller.token).create({ title, wilaya: '33' })

  // The seller opens My listings in Arabic first: the language their mail will speak.
  const owner = await signedInPage(browser, seller.credentials, 'ar')
  await owner.goto('/my-listings')
  await expect(owner.locator('html')).toHaveAttribute('dir', 'rtl')

  // The moderator rejects it from the queue, with a reason and a note.
  const moderator = await signedInPage(browser, MODERATOR, 'en')
  const modToken = moderator.token
  const version = (
    await moderator.request.get(`/api/products/waiting-list/${listing.id}`, {
      headers: { Authorization: `Bearer ${modToken}` },
    })
  ).headers().etag
  const rejected = await moderator.request.post(`/api/products/${listing.id}/reject`, {
    headers: { Authorization: `Bearer ${modToken}`, 'If-Match': version ?? '' },
    data: { reason: 'poor_photos', note: 'The photo is too dark.' },
  })
  expect(rejected.status()).toBe(200)

  // The statement, naming no one, and the appeal form.
  await owner.reload()
  const card = owner
    .getByRole('listitem')
    .filter({ has: owner.getByRole('heading', { name: title }) })
  const why = card.getByRole('region', { name: 'سبب الرفض' })
  await expect(why.getByText('الصور رديئة أو مضللة.')).toBeVisible()
  await expect(why.getByText('The photo is too dark.')).toBeVisible()
  await expect(why).toContainText('قرار أحد المراقبين')
  await expect(why).toContainText('النسخة المرفوضة: 1')
  await expect(why).not.toContainText('Samira')
  expect(await axeViolations(owner, 'statement of reasons, Arabic phone')).toEqual([])
  await why.getByLabel('لماذا يجب أن يتغير القرار؟').fill('الصورة واضحة على الهاتف.')
  await why.getByRole('button', { name: 'الطعن' }).click()
  await expect(why.getByText('أُرسل طعنك؛ سيبت فيه مراقب آخر.')).toBeVisible()
  expect(
    await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

  // The moderator who rejected sees it but may not decide it (four eyes).
  await moderator.goto('/appeals')
  const own = moderator
    .getByRole('list', { name: 'Appeals' })
    .getByRole('listitem', { name: title })
  await expect(own.getByText('You made this rejection')).toBeVisible()
  await expect(own.getByRole('button', { name: 'Overturn and publish' })).toHaveCount(0)

  // Another reviewer, told by the bell, overturns it from the Appeals screen.
  const reviewer = await signedInPage(browser, ADMIN, 'en')
  await reviewer.goto('/')
  const bell = reviewer.getByRole('button', { name: /^Notifications: .*unread$/ })
  await bell.click()
  await reviewer
    .getByRole('link', { name: new RegExp(`An appeal waits for a decision: .*${title}`) })
    .click()
  await expect(reviewer).toHaveURL(/\/appeals$/)
  await expect(bell).toHaveCount(0)
  const item = reviewer
    .getByRole('list', { name: 'Appeals' })
    .getByRole('listitem', { name: title })
  await expect(item).toContainText('الصورة واضحة على الهاتف.')
  expect(await axeViolations(reviewer, 'appeals screen')).toEqual([])
  await item.getByLabel('Note to the seller (optional)').fill('The photo is fine.')
  await item.getByRole('button', { name: 'Overturn and publish' }).click()
  await expect(reviewer.getByText('No appeal waits for a decision.')).toBeVisible()

  // The listing is live, and the seller's page says so.
  const live = await page.request.get(`/api/products/${listing.id}`, {
    headers: { Authorization: `Bearer ${seller.token}` },
  })
  expect(((await live.json()) as { status: string }).status).toBe('approved')

  // Both mails, in Arabic: the statement, then the outcome.
  const statement = await mailTo(seller.credentials.email, /لم تتم الموافقة على إعلانك/)
  expect(statement.text).toContain('The photo is too dark.')
  expect(statement.text).not.toContain('Samira')
  const outcome = await mailTo(seller.credentials.email, /قُبل طعنك/)
  expect(outcome.html).toContain('dir="rtl"')

  for (const p of [owner, moderator, reviewer]) await p.context().close()
})
