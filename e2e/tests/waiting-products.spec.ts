import { expect, signInWithApi, test } from './fixtures'
import { PNG_1X1, productApi, registerUser, unique } from './product-api'

test('the admin approves and rejects products a user submitted, on a phone and a wide screen', async ({
  page,
}) => {
  test.slow() // two viewports, two decisions
  // A plain user submits two offers through the API: both wait for approval.
  const provider = await registerUser(page.request)
  const asProvider = productApi(page.request, provider.token)
  const tag = unique()
  const keep = await asProvider.create({ title: `E2E Tassili trek ${tag}`, wilaya: '56' })
  const drop = await asProvider.create({ title: `E2E Hoggar tour ${tag}`, wilaya: '11' })
  expect([keep.status, drop.status]).toEqual(['pending', 'pending'])

  const { accessToken } = await signInWithApi(page)
  const asAdmin = productApi(page.request, accessToken)

  // Wide screen: a table with sortable headers; the row opens the details page.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/waiting-products')
  await expect(page.getByRole('heading', { name: 'Waiting Products' })).toBeVisible()
  await expect(
    page.getByRole('paragraph').filter({ hasText: /^Products waiting for approval$/ }),
  ).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search waiting products' }).fill(tag)
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(page.getByText('Page 1 of 1')).toBeVisible()
  await page.getByRole('button', { name: 'Product title' }).click()
  await expect(page.getByRole('columnheader', { name: 'Product title' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(rows.first()).toContainText(drop.title)
  await page.getByRole('button', { name: 'Product title' }).click()
  await expect(page.getByRole('columnheader', { name: 'Product title' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(rows.first()).toContainText(keep.title)
  // Anywhere on the row: its title link stretches over it.
  await rows.first().click()
  await expect(page).toHaveURL(new RegExp(`/waiting-products/${keep.id}$`))
  await expect(page.getByRole('heading', { name: keep.title })).toBeVisible()
  await expect(page.getByText('Djanet', { exact: true })).toBeVisible()
  await expect(page.getByText('جانت')).toBeVisible()
  await expect(page.getByText('No rating set yet')).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to Waiting Products' }).click()
  await expect(page).toHaveURL(/\/waiting-products$/)

  // Phone: cards instead of the table, Approve and Reject on each card (no menu).
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/waiting-products?search=${tag}`)
  // The cards are the list's own items (a card's signal badges are a list of their own).
  const cards = page.getByRole('list', { name: /Products waiting for approval/ })
  const card = cards.locator(':scope > li')
  await expect(card).toHaveCount(2)
  await expect(page.getByRole('table')).toHaveCount(0)

  await card
    .filter({ hasText: keep.title })
    .getByRole('button', { name: 'Approve', exact: true })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'was approved' })).toContainText(
    `"${keep.title}" was approved.`,
  )
  await expect(card).toHaveCount(1)
  expect((await asAdmin.get(`/products/${keep.id}`)).status).toBe('approved')

  await card
    .filter({ hasText: drop.title })
    .getByRole('button', { name: 'Reject', exact: true })
    .click()
  const dialog = page.getByRole('alertdialog', { name: 'Reject product' })
  await expect(dialog).toContainText(drop.title)
  await dialog.getByLabel('Reason', { exact: true }).selectOption('prohibited_content')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'was rejected' })).toContainText(
    `"${drop.title}" was rejected.`,
  )
  await expect(page.getByText('No data available')).toBeVisible()
  // Rejected is a status: the listing stays, with the reason its owner reads.
  const rejected = await asAdmin.get(`/products/${drop.id}`)
  expect(rejected.status).toBe('rejected')
  expect(rejected.rejection?.reason).toBe('prohibited_content')

  // The approved product is in the products list now.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/products?search=${encodeURIComponent(keep.title)}`)
  await expect(page.locator('tbody tr')).toHaveCount(1)
})

test('a non-admin sees the permission message on the waiting list and nothing is asked', async ({
  page,
}) => {
  const { credentials } = await registerUser(page.request)
  await signInWithApi(page, credentials)
  const queueCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/products/waiting-list')) {
      queueCalls.push(request.url())
    }
  })
  await page.goto('/waiting-products')
  await expect(page.getByText("You don't have permission to view this data.")).toBeVisible()
  expect(queueCalls).toEqual([])
})

test('a waiting product names its submitter, with a call link, and its pictures zoom and move by the arrow keys', async ({
  page,
}) => {
  // "Nadia Provider", +213661234567 (product-api.ts), submits an offer with one picture.
  const provider = await registerUser(page.request)
  const tag = unique()
  const offer = await productApi(page.request, provider.token).create({
    title: `E2E Tassili gallery ${tag}`,
    wilaya: '56',
  })
  // A second picture, added by its owner, so that the zoom has somewhere to move.
  const added = await page.request.post(`/api/products/${offer.id}/pictures`, {
    headers: { Authorization: `Bearer ${provider.token}` },
    multipart: { pictures: { name: 'second.png', mimeType: 'image/png', buffer: PNG_1X1 } },
  })
  expect(added.status(), await added.text()).toBe(201)
  const { accessToken } = await signInWithApi(page)

  // The queue's row names who submitted it.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/waiting-products?search=${tag}`)
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await expect(page.locator('tbody tr').first()).toContainText('by Nadia Provider')

  await page.locator('tbody tr').first().click()
  await expect(page.getByRole('heading', { name: offer.title })).toBeVisible()
  const card = page.getByRole('region', { name: 'Submitted by' })
  await expect(card.getByRole('link', { name: 'Nadia Provider', exact: true })).toHaveAttribute(
    'href',
    /^\/users\/\d+$/,
  )
  await expect(card.getByRole('link', { name: 'Call +213661234567' })).toHaveAttribute(
    'href',
    'tel:+213661234567',
  )
  await expect(card.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/213661234567',
  )
  await expect(card.getByText(/^Member for \d+ minutes?$/)).toBeVisible()
  await expect(card.getByText(/^Waiting for \d+ minutes?$/)).toBeVisible()
  await expect(card.getByText('None of their listings has been rejected.')).toBeVisible()

  // The zoom opens on the picture shown and moves with the arrow keys.
  await page.getByRole('button', { name: 'Enlarge picture 1 of 2' }).click()
  const zoom = page.getByRole('dialog', { name: `Pictures of ${offer.title}` })
  await expect(zoom.getByText('Picture 1 of 2')).toBeVisible()
  await expect(zoom.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(zoom.getByText('Picture 2 of 2')).toBeVisible()
  await expect(zoom.getByRole('img', { name: `${offer.title}, picture 2 of 2` })).toBeVisible()
  // The queue's "a" is the dialog's to ignore, not an approval.
  await page.keyboard.press('a')
  await page.keyboard.press('Escape')
  await expect(zoom).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Enlarge picture 2 of 2' })).toBeFocused()
  const still = await page.request.get(`/api/products/waiting-list/${offer.id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  expect(still.status()).toBe(200)
})
