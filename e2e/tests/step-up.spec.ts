import { axeViolations } from './checks'
import { ADMIN, confirmPassword, expect, signInWithApi, test } from './fixtures'

// Staff powers over accounts need the password again (decision 055): on a phone, in Arabic,
// the admin issues a reset link, the app asks for the password in its dialog, then the link
// comes; the dialog passes axe and fits 390 px.
test('an admin issues a reset link in Arabic on a 390 px phone, asked for the password first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => localStorage.setItem('locale', 'ar'))
  await signInWithApi(page)
  await page.goto('/staff')
  await expect(page.getByRole('heading', { name: 'الطاقم', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  const menu = page.getByRole('button', { name: 'إجراءات Samira Moderator' })
  await menu.click()
  const issued = page.waitForResponse(
    (r) => r.url().includes('/password-reset') && r.request().method() === 'POST',
  )
  await page.getByRole('menuitem', { name: 'إصدار رابط إعادة تعيين كلمة المرور' }).click()
  // The token alone is refused; the app asks instead of failing.
  expect((await issued).status()).toBe(403)

  const dialog = page.getByRole('dialog', { name: 'أكّد كلمة المرور' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('كلمة المرور')).toBeFocused()
  // Tab stays inside: from the last button back to the password.
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.getByRole('button', { name: 'تأكيد' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('كلمة المرور')).toBeFocused()
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth)
  expect(await wide()).toBeLessThanOrEqual(390)
  expect(await axeViolations(page, 'step-up dialog')).toEqual([])

  const retried = page.waitForResponse(
    (r) => r.url().includes('/password-reset') && r.request().method() === 'POST',
  )
  await confirmPassword(page, ADMIN.password, {
    name: 'أكّد كلمة المرور',
    label: 'كلمة المرور',
    confirm: 'تأكيد',
  })
  expect((await retried).status()).toBe(201)
  const link = page.getByRole('dialog', { name: 'رابط إعادة تعيين كلمة المرور' })
  await expect(link.getByLabel('رابط لمرة واحدة')).toHaveValue(/\/reset-password\?token=/)
  expect(await wide()).toBeLessThanOrEqual(390)
  expect(await axeViolations(page, 'reset link after step-up')).toEqual([])
  await link.getByRole('button', { name: 'إغلاق' }).first().click()
  await expect(link).toHaveCount(0)

  // Stepped up for a few minutes: the next power over an account asks nothing.
  await menu.click()
  await page.getByRole('menuitem', { name: 'إصدار رابط إعادة تعيين كلمة المرور' }).click()
  await expect(page.getByRole('dialog', { name: 'رابط إعادة تعيين كلمة المرور' })).toBeVisible()
  await expect(dialog).toHaveCount(0)
})
