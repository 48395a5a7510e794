import type { Page } from '@playwright/test'
import { MESSAGES } from '@rihla/contract/messages'
import { expect, signInWithApi, test } from './fixtures'
import { PNG_1X1, productApi, registerUser, unique } from './product-api'

const PERMISSION = "You don't have permission to view this data."

/** Shows the one product whose title is `title` in the list, and opens its row menu. */
async function openRowMenu(page: Page, title: string) {
  await page.goto(`/products?search=${encodeURIComponent(title)}`)
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await page.getByRole('button', { name: `Actions for ${title}` }).click()
}

test('the admin adds a product with an image, finds it, flags it, may not rate it, and deletes it', async ({
  page,
}) => {
  test.slow() // one long journey through five screens
  const { accessToken } = await signInWithApi(page)
  const api = productApi(page.request, accessToken)
  const title = `E2E Umrah ${unique()}`

  await page.goto('/products')
  await page.getByRole('link', { name: 'Add New Product' }).click()
  await expect(page).toHaveURL(/\/products\/AddProduct$/)
  await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible()

  // An empty submit shows every message of the seed, in its order, and sends nothing.
  await page.getByRole('button', { name: 'Add Product' }).click()
  const m = MESSAGES.product
  await expect(page.getByRole('alert')).toHaveText([
    m.title,
    m.priceRequired,
    m.description,
    m.location,
    m.wilaya,
    m.category,
    m.subcategory,
    m.image,
  ])
  await expect(page).toHaveURL(/\/products\/AddProduct$/)

  const subcategory = page.getByLabel('Subcategory')
  await expect(subcategory).toBeDisabled()
  await page.getByLabel('Title').fill(title)
  await expect(page.getByText(m.title)).toBeHidden()
  await page.getByLabel('Price').fill('1200.50')
  await page.getByLabel('Description').fill('Flights, hotel in Mecca and a guide included.')
  await page.getByLabel('Location').fill('Reggane')
  await page.getByRole('combobox', { name: 'Wilaya' }).fill('Adrar')
  await page.getByRole('option', { name: '1 - Adrar' }).click()
  await page.getByLabel('Category', { exact: true }).selectOption('A')
  await expect(subcategory).toBeEnabled()
  await subcategory.selectOption({ index: 1 })
  // A file that is not an image is refused as soon as it is chosen, before any submit.
  await page
    .getByLabel('Product Image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByText('Please select a valid image file')).toBeVisible()
  await page
    .getByLabel('Product Image')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 })
  await expect(page.getByRole('img', { name: 'Preview of the selected image' })).toBeVisible()
  await expect(page.getByText('PNG, JPG, GIF up to 10MB')).toBeVisible()
  await page.getByRole('button', { name: 'Add Product' }).click()
  // The catalogue it joined, newest first: it is the first row, under the notice in view.
  await expect(page).toHaveURL(/\/products\?status=approved&sort=id&order=desc$/)
  // The list says it was added, with a link to the new product.
  const added = page.getByRole('status').filter({ hasText: `"${title}" was added.` })
  await expect(added.getByRole('link', { name: 'Open it' })).toHaveAttribute(
    'href',
    /^\/products\/\d+$/,
  )
  await expect(added).toBeInViewport()
  await expect(page.locator('tbody tr').first()).toContainText(title)

  // The list finds it by search; its row menu remembers it and opens its details.
  await page.getByRole('searchbox', { name: 'Search products' }).fill(title)
  await expect(page).toHaveURL(/search=/)
  const row = page.locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(title)
  await expect(row).toContainText('Hajj and Umrah')
  await expect(row).toContainText('$1,200.50')
  await page.getByRole('button', { name: `Actions for ${title}` }).click()
  const id = Number(await page.evaluate(() => localStorage.getItem('productId')))
  expect(id).toBeGreaterThan(0)
  await page.getByRole('menuitem', { name: 'show details' }).click()
  await expect(page).toHaveURL(new RegExp(`/products/${id}$`))
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  // The picture is shown whole, never cropped.
  await expect(page.getByRole('img', { name: new RegExp(title) }).first()).toHaveCSS(
    'object-fit',
    'contain',
  )
  await expect(page.getByText('$1,200.50')).toBeVisible()
  // The wilaya in English, with the Arabic name the seed shows on this page.
  await expect(page.getByText('Adrar', { exact: true })).toBeVisible()
  await expect(page.getByText('أدرار')).toBeVisible()
  await expect(page.getByText('No rating set yet')).toBeVisible()
  await expect(page.getByRole('img', { name: `${title}, picture 1 of 1` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
    'href',
    '/products',
  )
  // The page carries the row menu's actions; a delete asks, and its undo brings it back.
  const actions = page.getByRole('toolbar', { name: 'Product actions' })
  await expect(actions.getByRole('link', { name: 'Edit flags' })).toHaveAttribute(
    'href',
    '/products/updateFlags',
  )
  await expect(actions.getByRole('link', { name: 'Rate' })).toBeVisible()
  await actions.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete product' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText(`"${title}" was deleted.`)).toBeVisible()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText(`"${title}" was restored.`)).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Delete' })).toBeVisible()
  expect((await api.get(`/products/${id}`)).title).toBe(title)

  // Edit flags: prefilled from the server, saved, back to the list.
  await openRowMenu(page, title)
  await page.getByRole('menuitem', { name: 'Edit flags' }).click()
  await expect(page).toHaveURL(/\/products\/updateFlags$/)
  await expect(page.getByRole('checkbox', { name: 'Exclusive' })).not.toBeChecked()
  await page.getByRole('checkbox', { name: 'Exclusive' }).check()
  await page.getByRole('checkbox', { name: 'Best family destinations' }).check()
  await page.getByRole('button', { name: 'Update Flags' }).click()
  await expect(page).toHaveURL(/\/products$/)
  expect(await api.get(`/products/${id}`)).toMatchObject({
    isE: true,
    isF: false,
    isG: false,
    isH: true,
  })

  // Rating it is refused, with the reason: nobody rates their own listing.
  await openRowMenu(page, title)
  await page.getByRole('menuitem', { name: 'rate' }).click()
  await expect(page).toHaveURL(/\/products\/rateProduct$/)
  await expect(page.getByRole('button', { name: 'Submit Rating' })).toBeDisabled()
  // A click on the third star, then the arrow key moves the choice to the fourth.
  const star = (name: string) =>
    page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) })
  await star('3 stars').click()
  await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await page.getByRole('button', { name: 'Submit Rating' }).click()
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.rating.ownListing)
  await expect(page).toHaveURL(/\/products\/rateProduct$/)

  // A listing of the catalogue someone else added is rated 4.
  const catalogue = await page.request.get('/api/products?limit=20', {
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  const others = (await catalogue.json()) as { products: Array<{ id: number; title: string }> }
  const other = others.products.find((p) => !p.title.startsWith('E2E'))
  expect(other, 'a demo listing').toBeTruthy()
  await page.evaluate((otherId) => localStorage.setItem('productId', String(otherId)), other?.id)
  await page.goto('/products/rateProduct')
  await star('4 stars').click()
  await page.getByRole('button', { name: 'Submit Rating' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await page.goto(`/products/${other?.id}`)
  await expect(page.getByText(/\d(\.\d+)? \/ 5/)).toBeVisible()
  await page.goto(`/products/${id}`)
  await expect(page.getByText('No rating set yet')).toBeVisible()
  await expect(page.locator('li', { hasText: 'Exclusive' })).toContainText('(yes)')
  await expect(page.locator('li', { hasText: 'Best offers' })).toContainText('(no)')

  // Delete, after confirming.
  await openRowMenu(page, title)
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete product' })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status')).toContainText(`"${title}" was deleted.`)
  await expect(page.getByText('No products match your search.')).toBeVisible()
  expect(await api.status(`/products/${id}`)).toBe(404)
})

test('choosing Rejected lists a rejected listing with its badge, and its row opens its page', async ({
  page,
}) => {
  const { accessToken } = await signInWithApi(page)
  const { token } = await registerUser(page.request)
  const title = `E2E Blurry riad ${unique()}`
  const waiting = await productApi(page.request, token).create({ title, wilaya: '16' })
  expect(waiting.status).toBe('pending')
  expect((await productApi(page.request, accessToken).reject(waiting.id)).status).toBe('rejected')

  // The catalogue (the default) does not list it.
  await page.goto(`/products?search=${encodeURIComponent(title)}`)
  await expect(page.getByText('No products match your search.')).toBeVisible()
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Rejected')
  await expect(page).toHaveURL(/[?&]status=rejected(&|$)/)
  const row = page.locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell').nth(2)).toHaveText('Rejected')
  await row.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/products/${waiting.id}$`))
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
})

test('product details name the wilaya by its number, 58 included', async ({ page }) => {
  const { accessToken } = await signInWithApi(page)
  const product = await productApi(page.request, accessToken).create({
    title: `E2E El Menia trip ${unique()}`,
    wilaya: '58',
  })
  await page.goto(`/products/${product.id}`)
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible()
  await expect(page.getByText('El Menia', { exact: true })).toBeVisible()
  await expect(page.getByText('المنيعة')).toBeVisible()
  await expect(page.getByText('Organised trips', { exact: true })).toBeVisible()
  await expect(page.getByText('الرحلات المنظمة')).toBeVisible()

  await page.goto('/products/99999999')
  await expect(page.getByRole('alert')).toHaveText('Product not found')
  await expect(page.getByRole('link', { name: 'Back to Products' })).toBeVisible()
})

test('the rating screen without a chosen product says "Product ID not found"', async ({ page }) => {
  await signInWithApi(page)
  await page.goto('/products/rateProduct')
  await expect(page.getByRole('alert')).toHaveText('Product ID not found')
  await expect(page.getByRole('button', { name: 'Submit Rating' })).toBeDisabled()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/products$/)
})

test('a non-admin sees the permission message and the list is never asked for', async ({
  page,
}) => {
  const { credentials } = await registerUser(page.request)
  await signInWithApi(page, credentials)
  const listCalls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/api/products' || path === '/api/products/wilayas') listCalls.push(path)
  })
  await page.goto('/products')
  await expect(page.getByText(PERMISSION)).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  expect(listCalls).toEqual([])
})
