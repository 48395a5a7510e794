import type { Page } from '@playwright/test'
import { MESSAGES } from '@rihla/contract/messages'
import type { Subcategory } from '@rihla/contract/subcategories'
import { expect, signInWithApi, test } from './fixtures'
import { PNG_1X1 } from './product-api'

const LIST = '/api/products/sub-categories'

/** The admin's calls to the subcategory API, to set up and check what the screens show. */
function subcategoryApi(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  return {
    async list(): Promise<Subcategory[]> {
      // The names of the English screens the tests read.
      const response = await page.request.get(`${LIST}?lang=en`, { headers })
      expect(response.status()).toBe(200)
      return (await response.json()) as Subcategory[]
    },
    async create(stamp: string): Promise<Subcategory> {
      const response = await page.request.post(LIST, {
        headers,
        data: {
          nameAr: `فئة ${stamp}`,
          nameFr: `Cat ${stamp}`,
          nameEn: `Cat ${stamp}`,
          category: 'B',
        },
      })
      expect(response.status()).toBe(201)
      return (await response.json()) as Subcategory
    },
    async remove(id: number): Promise<void> {
      await page.request.delete(`${LIST}/${id}`, { headers })
    },
  }
}

/** A suffix no other test uses, so rows made here are told apart on a shared server. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

const tableRows = (page: Page) => page.locator('tbody tr')

test('an admin adds, views, updates and deletes a new subcategory', async ({ page }) => {
  await signInWithApi(page)
  const stamp = unique()
  await page.goto('/subcategories')
  await expect(page.getByRole('heading', { name: 'Subcategories' })).toBeVisible()
  await page.getByRole('link', { name: 'Add New Subcategory' }).click()
  await expect(page).toHaveURL(/\/subcategories\/AddSubcategory$/)

  await page.getByLabel('Arabic Name').fill(`رحلة ${stamp}`)
  await page.getByLabel('French Name').fill(`Excursion ${stamp}`)
  await page.getByLabel('English Name').fill(`Outing ${stamp}`)
  await page.getByLabel('Category').selectOption('D')
  await page.getByRole('button', { name: 'Add Subcategory' }).click()
  await expect(page).toHaveURL(/\/subcategories$/)
  // The list says it was added, with a link to the new subcategory.
  const added = page.getByRole('status').filter({ hasText: 'was added.' })
  await expect(added).toContainText(
    new RegExp(`The subcategory "(رحلة|Outing) ${stamp}" was added\\.`),
  )
  await expect(added.getByRole('link', { name: 'Open it' })).toHaveAttribute(
    'href',
    /^\/subcategories\/\d+$/,
  )

  // The search matches any field: the French name finds the row, which shows the English one.
  await page.getByRole('searchbox', { name: 'Search subcategories' }).fill(`Excursion ${stamp}`)
  await expect(tableRows(page)).toHaveCount(1)
  const row = tableRows(page).first()
  await expect(row).toContainText(`Outing ${stamp}`)
  await expect(row).toContainText('Organised trips')
  const menu = row.getByRole('button', { name: `Actions for Outing ${stamp}` })

  await menu.click()
  await page.getByRole('menuitem', { name: 'Show Details' }).click()
  const dialog = page.getByRole('dialog', { name: 'Subcategory Details' })
  await expect(dialog).toContainText(`Outing ${stamp}`)
  await expect(dialog).toContainText('Organised trips')
  for (const label of ['Name', 'Category', 'Product Count', 'Created At', 'Last Updated']) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(menu).toBeFocused()

  await menu.click()
  await page.getByRole('menuitem', { name: 'Update' }).click()
  await expect(page).toHaveURL(/\/subcategories\/UpdateSubcategory\/\d+$/)
  const arabic = page.getByLabel('Arabic Name')
  await expect(arabic).toHaveValue(`رحلة ${stamp}`)
  await expect(arabic).toHaveAttribute('dir', 'rtl')
  await expect(page.getByLabel('French Name')).toHaveValue(`Excursion ${stamp}`)
  await expect(page.getByLabel('English Name')).toHaveValue(`Outing ${stamp}`)
  await expect(page.getByLabel('Category')).toHaveValue('D')
  await arabic.fill(`رحلة جديدة ${stamp}`)
  await page.getByLabel('English Name').fill(`New outing ${stamp}`)
  await page.getByLabel('Category').selectOption('C')
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page).toHaveURL(/\/subcategories$/)

  await page.getByRole('searchbox', { name: 'Search subcategories' }).fill(stamp)
  await expect(tableRows(page)).toHaveCount(1)
  await expect(row).toContainText(`New outing ${stamp}`)
  await expect(row).toContainText('House rentals')

  page.once('dialog', async (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this subcategory?')
    await confirm.accept()
  })
  await row.getByRole('button', { name: `Actions for New outing ${stamp}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toContainText(
    `Subcategory "New outing ${stamp}" deleted.`,
  )
  await expect(page.getByText('No subcategories found')).toBeVisible()
})

test('a subcategory used by products offers to move them to another of its category, then deletes it', async ({
  page,
}) => {
  const { accessToken } = await signInWithApi(page)
  const api = subcategoryApi(page, accessToken)
  const stamp = unique()
  const from = await api.create(`from ${stamp}`)
  const to = await api.create(`to ${stamp}`)
  const created = await page.request.post('/api/products', {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: {
      title: `E2E moved ${stamp}`,
      price: '300',
      description: 'A dinner by the sea.',
      location: 'Oran',
      wilaya: '31',
      category: 'B',
      subcategoryId: String(from.id),
      pictures: { name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 },
    },
  })
  expect(created.status()).toBe(201)
  const product = (await created.json()) as { id: number }

  await page.goto(`/subcategories?search=${encodeURIComponent(from.nameFr)}`)
  // Named in Arabic or in the screen's language, whichever the names follow.
  const fromName = `(${from.name}|${from.nameEn})`
  await page.getByRole('button', { name: new RegExp(`^Actions for ${fromName}$`) }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Move products, then delete' })
  await expect(dialog).toContainText(new RegExp(`"${fromName}" is used by 1 products\\.`))
  // Only subcategories of the same category are offered, never the one being deleted.
  const target = dialog.getByLabel('Move the products to')
  await expect(target.locator(`option[value="${from.id}"]`)).toHaveCount(0)
  await target.selectOption(String(to.id))
  await dialog.getByRole('button', { name: 'Move and delete' }).click()
  await expect(page.getByRole('status')).toContainText(
    new RegExp(`1 products moved; subcategory "${fromName}" deleted\\.`),
  )
  const after = await api.list()
  expect(after.find((s) => s.id === from.id)).toBeUndefined()
  expect(after.find((s) => s.id === to.id)?.productCount).toBe(1)
  const moved = await page.request.get(`/api/products/${product.id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  expect(((await moved.json()) as { subcategoryId: number }).subcategoryId).toBe(to.id)
  // The server's own refusal stays for a plain delete of a used subcategory.
  const refused = await page.request.delete(`${LIST}/${to.id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.subcategory.inUse)
})

test('the pager shows 10 subcategories a page and really slices them', async ({ page }) => {
  const { accessToken } = await signInWithApi(page)
  const api = subcategoryApi(page, accessToken)
  const created: Subcategory[] = []
  // The demo has 12; make sure there are more than 10 whatever other tests did.
  while ((await api.list()).length < 11) created.push(await api.create(unique()))
  const all = await api.list()
  const pages = Math.ceil(all.length / 10)

  await page.goto('/subcategories')
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible()
  await expect(tableRows(page)).toHaveCount(10)
  await expect(tableRows(page).first().locator('td').first()).toHaveText(String(all[0]?.id))

  for (let n = 2; n <= pages; n++) {
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText(`Page ${n} of ${pages}`)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`[?&]page=${n}$`))
  }
  const onLast = all.length - (pages - 1) * 10
  await expect(tableRows(page)).toHaveCount(onLast)
  await expect(tableRows(page).first().locator('td').first()).toHaveText(
    String(all[(pages - 1) * 10]?.id),
  )
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()

  for (const subcategory of created) await api.remove(subcategory.id)
})

test('the details page shows every field, and an unknown id says so with a way back', async ({
  page,
}) => {
  const { accessToken } = await signInWithApi(page)
  const [first] = await subcategoryApi(page, accessToken).list()
  await page.goto(`/subcategories/${first?.id}`)
  for (const label of ['ID', 'Name', 'Category', 'Product Count', 'Created At', 'Last Updated']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(page.getByText(first?.name ?? '')).toBeVisible()

  await page.goto('/subcategories/999999')
  await expect(page.getByText(MESSAGES.subcategory.notFound)).toBeVisible()
  await page.getByRole('link', { name: 'Back to Subcategories' }).click()
  await expect(page).toHaveURL(/\/subcategories$/)
})
