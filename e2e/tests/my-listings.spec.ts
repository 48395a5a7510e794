import type { APIRequestContext } from '@playwright/test'
import { MESSAGES } from '@rihla/contract/messages'
import { axeViolations } from './checks'
import { ADMIN, expect, signInWithApi, test } from './fixtures'
import { PNG_1X1, productApi, registerUser, unique } from './product-api'

const NOTE = 'The pictures are too dark: show the dunes in daylight.'

/** An admin rejects a listing through the API, with a reason and a note. */
async function reject(request: APIRequestContext, id: number) {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const headers = { Authorization: `Bearer ${accessToken}` }
  // A decision names the version reviewed: the waiting details' ETag.
  const details = await request.get(`/api/products/waiting-list/${id}`, { headers })
  const response = await request.post(`/api/products/${id}/reject`, {
    headers: { ...headers, 'If-Match': details.headers().etag ?? '' },
    data: { reason: 'poor_photos', note: NOTE },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The caller's own listings whose title holds `search`. */
async function mine(request: APIRequestContext, token: string, search: string) {
  const response = await request.get('/api/products/mine', {
    headers: { Authorization: `Bearer ${token}` },
    params: { search },
  })
  expect(response.status()).toBe(200)
  return (
    (await response.json()) as {
      products: Array<{ id: number; title: string; status: string; resubmitted: boolean }>
    }
  ).products
}

test('a user adds a listing, learns why it was rejected, edits it and resubmits it', async ({
  page,
}) => {
  test.slow() // sign-up, the add form, a rejection, the edit form, a resubmission
  const provider = await registerUser(page.request)
  await signInWithApi(page, provider.credentials)
  await page.setViewportSize({ width: 1280, height: 800 })
  const tag = unique()
  const title = `E2E Erg Chebbi dunes ${tag}`

  // Their one menu entry, and nothing listed yet: the way to add a first listing.
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link')).toHaveText(['My listings'])
  await nav.getByRole('link', { name: 'My listings' }).click()
  await expect(page).toHaveURL(/\/my-listings$/)
  await expect(page.getByRole('heading', { name: 'My listings', level: 1 })).toBeVisible()
  await expect(page.getByText("You haven't added any listing yet.")).toBeVisible()
  await page.getByRole('link', { name: 'Add your first listing' }).click()

  // The add form, as the admin fills it; a user's listing waits for review.
  await expect(page).toHaveURL(/\/products\/AddProduct$/)
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Price').fill('450')
  await page.getByLabel('Description').fill('Two nights in a desert camp, camels included.')
  await page.getByLabel('Location').fill('Taghit')
  await page.getByRole('combobox', { name: 'Wilaya' }).fill('Bechar')
  await page.getByRole('option', { name: '8 - Bechar' }).click()
  await page.getByLabel('Category', { exact: true }).selectOption('D')
  await page.getByLabel('Subcategory').selectOption({ index: 1 })
  await page
    .getByLabel('Product Image')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 })
  await page.getByRole('button', { name: 'Add Product' }).click()

  // Back to their listings (the Products screen is not theirs), where it waits.
  await expect(page).toHaveURL(/\/my-listings$/)
  await expect(page.getByRole('status').filter({ hasText: `"${title}" was added.` })).toBeVisible()
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
  await expect(card.getByText('Pending', { exact: true })).toBeVisible()
  await expect(card.getByText('Waiting for a moderator to review it.')).toBeVisible()
  const [created] = await mine(page.request, provider.token, tag)
  expect(created?.status).toBe('pending')

  // A moderator rejects it: the owner reads why, the note in the moderator's words, when, and
  // that a moderator decided, never which one (the statement of reasons, decision 057).
  await reject(page.request, created?.id ?? 0)
  await page.goto('/my-listings')
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: 'Rejected' })
    .click()
  await expect(page).toHaveURL(/\/my-listings\?status=rejected$/)
  const why = card.getByRole('region', { name: 'Why it was rejected' })
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible()
  await expect(why.getByText(MESSAGES.rejection.poor_photos)).toBeVisible()
  await expect(why.getByText(NOTE)).toBeVisible()
  await expect(why).toContainText(/Decided by a moderator on /)
  await expect(why).not.toContainText('Rejected by')
  await expect(why.getByRole('button', { name: 'Appeal' })).toBeVisible()

  // Edit it: the owner's form opens with their listing, and comes back to this view.
  await card.getByRole('link', { name: `Edit ${title}` }).click()
  await expect(page).toHaveURL(new RegExp(`/products/${created?.id}/edit$`))
  const titleField = page.getByLabel('Title')
  await expect(titleField).toHaveValue(title)
  await titleField.fill(`${title} at dawn`)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page).toHaveURL(/\/my-listings\?status=rejected$/)
  await expect(
    page.getByText(`"${title} at dawn" was saved. Resubmit it when it is ready.`),
  ).toBeVisible()

  // Resubmit it: it reads waiting again, marked resubmitted, with a notice.
  await card.getByRole('button', { name: `Resubmit ${title} at dawn` }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'was sent back for review. It is waiting again.' }),
  ).toBeVisible()
  await expect(card.getByText('Pending', { exact: true })).toBeVisible()
  await expect(card.getByText('Resubmitted', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: /^Resubmit/ })).toHaveCount(0)
  expect(await mine(page.request, provider.token, tag)).toMatchObject([
    { title: `${title} at dawn`, status: 'pending', resubmitted: true },
  ])
})

test('in Arabic on a 360 px phone, a rejected listing fits, passes axe, and a stale resubmit says why', async ({
  page,
}) => {
  const provider = await registerUser(page.request)
  const title = `E2E Taghit ${unique()}`
  const listing = await productApi(page.request, provider.token).create({ title, wilaya: '8' })
  await reject(page.request, listing.id)
  await signInWithApi(page, provider.credentials)
  await page.addInitScript(() => localStorage.setItem('locale', 'ar'))
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/my-listings')

  await expect(page.getByRole('heading', { name: 'إعلاناتي', level: 1 })).toBeVisible()
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
  const why = card.getByRole('region', { name: 'سبب الرفض' })
  await expect(why.getByText('الصور رديئة أو مضللة.')).toBeVisible()
  await expect(why.getByText(NOTE)).toBeVisible()
  // Nothing wider than the phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  expect(await axeViolations(page, 'my listings')).toEqual([])

  // Resubmitted meanwhile (another tab): the server's refusal, in Arabic, and the list is right.
  const other = await page.request.post(`/api/products/${listing.id}/resubmit`, {
    headers: { Authorization: `Bearer ${provider.token}` },
  })
  expect(other.status()).toBe(200)
  await card.getByRole('button', { name: /^إعادة الإرسال/ }).click()
  await expect(page.getByRole('alert')).toContainText('لا يمكن إعادة إرسال إلا الإعلان المرفوض.')
  await expect(card.getByText('قيد الانتظار', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: /^إعادة الإرسال/ })).toHaveCount(0)
})
