import type { Browser } from '@playwright/test'
import { axeViolations } from './checks'
import { expect, signInWithApi, test } from './fixtures'
import { PNG_1X1, productApi, unique } from './product-api'

/**
 * A listing's pictures on its edit screen (decision 041): an admin adds two
 * to a listing of one, moves one by keyboard and another by dragging, drops one, and the
 * product then has exactly the remaining pictures in that order; the section in Arabic on a
 * 390 px phone passes axe.
 */

async function admin(browser: Browser, locale: 'en' | 'ar' = 'en') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale)
  const tokens = await signInWithApi(page)
  const headers = { Authorization: `Bearer ${tokens.accessToken}` }
  return { context, page, headers, api: productApi(page.request, tokens.accessToken) }
}

const ids = (page: Awaited<ReturnType<typeof admin>>['page']) =>
  page
    .locator('[data-picture-id]')
    .evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.pictureId)))

test('a listing gets three pictures, reorders them and drops one', async ({ browser }) => {
  const a = await admin(browser)
  try {
    const { id } = await a.api.create({ title: `Oasis ${unique()}`, wilaya: '30' })
    await a.page.goto(`/products/${id}/edit`)
    const section = a.page.getByRole('region', { name: 'Pictures' })
    await expect(section.getByRole('listitem')).toHaveCount(1)
    await section.getByLabel('Add pictures').setInputFiles([
      { name: 'b.png', mimeType: 'image/png', buffer: PNG_1X1 },
      { name: 'c.png', mimeType: 'image/png', buffer: PNG_1X1 },
    ])
    await expect(section.getByRole('listitem')).toHaveCount(3)
    await expect(section.getByText('3 of 10')).toBeVisible()
    const [first, second, third] = await ids(a.page)

    // By keyboard: the cover one place later; the announcement says where it went.
    const later = section.getByRole('button', { name: 'Move later (Picture 1 of 3)' })
    await later.focus()
    await a.page.keyboard.press('Enter')
    await expect(section.getByText('Picture moved to position 2 of 3.')).toBeAttached()
    await expect.poll(() => ids(a.page)).toEqual([second, first, third])

    // By dragging: the last picture onto the first place.
    const items = section.getByRole('listitem')
    const from = await items.nth(2).locator('img').boundingBox()
    const to = await items.nth(0).locator('img').boundingBox()
    if (!from || !to) throw new Error('pictures not laid out')
    await a.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await a.page.mouse.down()
    await a.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 })
    await a.page.mouse.up()
    await expect.poll(() => ids(a.page)).toEqual([third, second, first])
    await expect(items.nth(0).getByText('Cover')).toBeVisible()

    // Drop one, after confirming.
    await section.getByRole('button', { name: 'Remove (Picture 2 of 3)' }).click()
    await a.page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await expect(section.getByRole('listitem')).toHaveCount(2)
    await expect.poll(() => ids(a.page)).toEqual([third, first])

    // The product has exactly those, in that order; the dropped one's file is gone.
    const read = await a.page.request.get(`/api/products/${id}`, { headers: a.headers })
    const product = (await read.json()) as { pictures: Array<{ id: number; url: string }> }
    expect(product.pictures.map((p) => p.id)).toEqual([third, first])
    // The form's fields still save: the version moved with each picture change.
    await a.page.getByLabel('Title', { exact: true }).fill(`Oasis fixed ${unique()}`)
    await a.page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(a.page).toHaveURL(new RegExp(`/products/${id}$`))
  } finally {
    await a.context.close()
  }
})

test('the pictures section in Arabic on a 390 px phone passes axe', async ({ browser }) => {
  const a = await admin(browser, 'ar')
  try {
    await a.page.setViewportSize({ width: 390, height: 800 })
    const { id } = await a.api.create({ title: `واحة ${unique()}`, wilaya: '30' })
    await a.page.goto(`/products/${id}/edit`)
    const section = a.page.getByRole('region', { name: 'الصور' })
    await section
      .getByLabel('إضافة صور')
      .setInputFiles([{ name: 'b.png', mimeType: 'image/png', buffer: PNG_1X1 }])
    await expect(section.getByRole('listitem')).toHaveCount(2)
    await expect(section.getByText('الغلاف', { exact: true })).toBeVisible()
    const width = await a.page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    expect(await axeViolations(a.page, 'pictures')).toEqual([])
    // The remove confirmation too.
    await section
      .getByRole('button', { name: /^إزالة/ })
      .first()
      .click()
    await expect(a.page.getByRole('alertdialog')).toBeVisible()
    expect(await axeViolations(a.page, 'remove confirmation')).toEqual([])
  } finally {
    await a.context.close()
  }
})
