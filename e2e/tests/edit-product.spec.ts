import type { Browser } from '@playwright/test'
import { axeViolations } from './checks'
import { expect, signInWithApi, test } from './fixtures'
import { productApi, unique } from './product-api'

/**
 * Editing a product: an admin fixes a title and a price; two admins editing at once,
 * each in a browser context of their own: one wins, the other gets the conflict screen with
 * both versions; the form in Arabic on a 390 px phone passes axe.
 */

async function admin(browser: Browser, locale: 'en' | 'ar' = 'en') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale)
  const tokens = await signInWithApi(page)
  return { context, page, api: productApi(page.request, tokens.accessToken) }
}

test('an admin fixes the title and price of a product', async ({ browser }) => {
  const a = await admin(browser)
  try {
    const stamp = unique()
    const { id } = await a.api.create({ title: `Tripp to Ghardaia ${stamp}`, wilaya: '47' })
    await a.page.goto(`/products/${id}`)
    await a.page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(a.page).toHaveURL(new RegExp(`/products/${id}/edit$`))
    const title = a.page.getByLabel('Title', { exact: true })
    await expect(title).toHaveValue(`Tripp to Ghardaia ${stamp}`)
    await title.fill(`Trip to Ghardaia ${stamp}`)
    await a.page.getByLabel('Price', { exact: true }).fill('4500')
    await a.page.getByRole('button', { name: 'Save Changes' }).click()

    await expect(a.page).toHaveURL(new RegExp(`/products/${id}$`))
    await expect(a.page.getByRole('status')).toContainText(`"Trip to Ghardaia ${stamp}" was saved.`)
    await expect(a.page.getByRole('heading', { level: 1 })).toHaveText(`Trip to Ghardaia ${stamp}`)
    await expect(a.page.getByText('$4,500.00', { exact: true })).toBeVisible()
    // The history says what changed, before and after.
    await expect(
      a.page.getByText(`Title: Tripp to Ghardaia ${stamp} → Trip to Ghardaia ${stamp}`),
    ).toBeVisible()
    await expect(a.page.getByText('Price: $450.00 → $4,500.00')).toBeVisible()
  } finally {
    await a.context.close()
  }
})

test('two admins edit one product: one wins, the other sees both versions', async ({ browser }) => {
  const a = await admin(browser)
  const b = await admin(browser)
  try {
    const stamp = unique()
    const { id } = await a.api.create({ title: `Desert camp ${stamp}`, wilaya: '11' })
    for (const who of [a, b]) {
      await who.page.goto(`/products/${id}/edit`)
      await expect(who.page.getByLabel('Title', { exact: true })).toHaveValue(
        `Desert camp ${stamp}`,
      )
    }
    await a.page.getByLabel('Title', { exact: true }).fill(`Desert camp, Tamanrasset ${stamp}`)
    await a.page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(a.page).toHaveURL(new RegExp(`/products/${id}$`))

    await b.page.getByLabel('Price', { exact: true }).fill('777')
    await b.page.getByRole('button', { name: 'Save Changes' }).click()
    const panel = b.page.getByRole('region', {
      name: 'Someone else saved this while you were editing',
    })
    await expect(panel).toBeVisible()
    const rows = panel.getByRole('row')
    await expect(rows.filter({ hasText: 'Title' })).toContainText(
      `Desert camp, Tamanrasset ${stamp}`,
    )
    await expect(rows.filter({ hasText: 'Title' })).toContainText('Not changed by you')
    await expect(rows.filter({ hasText: 'Price' })).toContainText('$777.00')

    // Reapplied: B's price over A's title, neither lost.
    await panel.getByRole('button', { name: 'Reapply my changes' }).click()
    await expect(b.page).toHaveURL(new RegExp(`/products/${id}$`))
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(
      `Desert camp, Tamanrasset ${stamp}`,
    )
    await expect(b.page.getByText('$777.00', { exact: true })).toBeVisible()
  } finally {
    await a.context.close()
    await b.context.close()
  }
})

test('the edit form in Arabic on a 390 px phone passes axe', async ({ browser }) => {
  const a = await admin(browser, 'ar')
  try {
    await a.page.setViewportSize({ width: 390, height: 800 })
    const { id } = await a.api.create({ title: `رحلة ${unique()}`, wilaya: '16' })
    await a.page.goto(`/products/${id}/edit`)
    await expect(a.page.getByRole('heading', { name: 'تعديل المنتج' })).toBeVisible()
    await expect(a.page.getByLabel('السعر', { exact: true })).toBeVisible()
    const width = await a.page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    expect(await axeViolations(a.page, 'edit product')).toEqual([])
  } finally {
    await a.context.close()
  }
})
