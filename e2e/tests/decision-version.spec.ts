import { axeViolations } from './checks'
import { expect, MODERATOR, signInWithApi, test } from './fixtures'
import { PNG_1X1, productApi, registerUser, unique } from './product-api'

// A decision publishes what was reviewed (decision 052): a seller edits a listing a moderator
// has open; the moderator's approval is refused, shows the change and asks again. Arabic, 390 px.
const PHONE = { width: 390, height: 844 }
const SCAM = 'SCAM - pay by wire to 0550 00 00 00'

test('an approval of a listing edited since it was opened shows the change and asks again: Arabic, 390 px', async ({
  browser,
  page,
}) => {
  test.slow() // two people, a refused decision and a second one
  const seller = await registerUser(page.request)
  const sellerApi = productApi(page.request, seller.token)
  const title = `E2E تيميمون ${unique()}`
  const listing = await sellerApi.create({ title, wilaya: '01' })
  expect(listing.status).toBe('pending')

  const context = await browser.newContext({ viewport: PHONE, locale: 'ar-DZ' })
  const moderator = await context.newPage()
  const staff = await signInWithApi(moderator, MODERATOR)
  await moderator.addInitScript(() => localStorage.setItem('locale', 'ar'))
  // No live updates on this screen: the seller's edit lands between what the moderator read
  // and the click, as when the event is still on its way.
  await moderator.route('**/api/events**', (route) => route.abort())
  await moderator.goto(`/waiting-products/${listing.id}`)
  await expect(moderator.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(moderator.getByRole('heading', { name: title })).toBeVisible()

  // The seller, through the API, swaps the title and adds a picture.
  const auth = { Authorization: `Bearer ${seller.token}` }
  const read = await page.request.get(`/api/products/${listing.id}`, { headers: auth })
  const edited = await page.request.patch(`/api/products/${listing.id}`, {
    headers: { ...auth, 'If-Match': read.headers().etag ?? '' },
    data: { title: SCAM },
  })
  expect(edited.status(), await edited.text()).toBe(200)
  const added = await page.request.post(`/api/products/${listing.id}/pictures`, {
    headers: { ...auth, 'If-Match': edited.headers().etag ?? '' },
    multipart: { pictures: { name: 'wire.png', mimeType: 'image/png', buffer: PNG_1X1 } },
  })
  expect(added.status(), await added.text()).toBe(201)

  // The approval names what was on screen: refused, nothing published; the change is shown.
  const decisions = moderator.getByRole('toolbar', { name: 'القرار' })
  await decisions.getByRole('button', { name: 'موافقة', exact: true }).click()
  const ask = moderator.getByRole('alertdialog', { name: 'تغيّر منذ فتحته' })
  await expect(ask).toBeVisible()
  await expect(ask).toContainText(`قبل: ${title}`)
  await expect(ask).toContainText(`الآن: ${SCAM}`)
  await expect(ask.getByRole('img', { name: /^الصورة \d من/ })).toHaveCount(2)
  const staffApi = productApi(page.request, staff.accessToken)
  expect(await staffApi.status(`/products/waiting-list/${listing.id}`)).toBe(200)
  expect(await axeViolations(moderator, 'a decision asked again')).toEqual([])

  // Asked again, the moderator approves the listing as it is now.
  await ask.getByRole('button', { name: 'الموافقة على هذه النسخة' }).click()
  await expect(
    moderator.getByRole('status').filter({ hasText: `تمت الموافقة على «${SCAM}».` }),
  ).toBeVisible()
  const approved = await page.request.get(`/api/products/${listing.id}`, {
    headers: { Authorization: `Bearer ${staff.accessToken}` },
  })
  expect(await approved.json()).toMatchObject({
    status: 'approved',
    title: SCAM,
    pictures: [{}, {}],
  })
  await context.close()
})
