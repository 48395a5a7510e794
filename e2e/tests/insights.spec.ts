import { axeViolations, switchLanguage } from './checks'
import { ADMIN, expect, MODERATOR, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

/** The Insights screen (decision 056): a moderator's phone in French, an admin's desktop in Arabic. */

test('a moderator reads the insights on a phone in French, by period, with no sideways scroll', async ({
  page,
}) => {
  await signInWithApi(page, MODERATOR)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/insights')
  await switchLanguage(page, 'fr')
  await expect(
    page.getByRole('heading', { name: 'Statistiques de modération', level: 1 }),
  ).toBeVisible()
  const period = page.getByLabel('Période')
  await expect(period.locator('option')).toHaveText(['Cette semaine', 'Ce mois-ci', 'Cette année'])
  for (const heading of [
    "File d'attente",
    'Délai de décision',
    'Décisions',
    'Motifs de refus',
    'Recours',
    'Signaux',
    'Modérateurs',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
  }
  // Each chart's figures are a table for screen readers: the month has 30 days.
  const moderation = page.waitForResponse((r) =>
    r.url().includes('/api/stats/moderation?period=month'),
  )
  await period.selectOption({ label: 'Ce mois-ci' })
  expect((await moderation).status()).toBe(200)
  const days = page.getByRole('table', { name: "Validations et refus par jour (heure d'Alger)" })
  await expect(days.getByRole('row')).toHaveCount(31)
  await expect(page.getByRole('table', { name: "File d'attente" }).getByRole('row')).toHaveCount(5)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await axeViolations(page, 'fr 390')).toEqual([])
})

test('an admin sees a rejection in the reviewers table on the desktop in Arabic, and downloads it', async ({
  page,
  request,
}) => {
  const seller = await registerUser(request)
  const admin = await signInWithApi(page, ADMIN)
  const offer = await productApi(request, seller.token).create({
    title: `Insights ${unique()}`,
    wilaya: '16',
  })
  await productApi(request, admin.accessToken).reject(offer.id, 'duplicate')
  await page.goto('/insights')
  await switchLanguage(page, 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'إحصاءات الإشراف', level: 1 })).toBeVisible()
  // Decisions reach the figures once settled (a few seconds): read again until it shows.
  const reviewers = page.getByRole('table', { name: 'المشرفون' })
  await expect(async () => {
    await page.reload()
    await expect(reviewers.getByRole('row').nth(1)).toBeVisible({ timeout: 2_000 })
    await expect(page.getByRole('table', { name: 'أسباب الرفض' })).toContainText('إعلان مكرر', {
      timeout: 1_000,
    })
  }).toPass({ timeout: 30_000 })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'تصدير المشرفين بصيغة CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('reviewers-week.csv')
  expect(await axeViolations(page, 'ar desktop')).toEqual([])
})
