import type { Browser } from '@playwright/test'
import sharp from 'sharp'
import { axeViolations } from './checks'
import { ADMIN, expect, MODERATOR, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

/** A photo-like picture: a gradient sky, a sun and a few buildings, 1200×800. */
async function villaPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#fde68a"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#s)"/>
    <circle cx="930" cy="180" r="90" fill="#f59e0b"/>
    <rect x="120" y="380" width="300" height="420" fill="#f8fafc"/>
    <rect x="470" y="300" width="220" height="500" fill="#e2e8f0"/>
    <polygon points="100,380 270,240 440,380" fill="#b91c1c"/>
    <rect x="760" y="450" width="340" height="350" fill="#94a3b8"/>
    <rect x="0" y="700" width="1200" height="100" fill="#15803d"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

/** A moderator's own browser, signed in through the API. */
async function moderator(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  const tokens = await signInWithApi(page, MODERATOR)
  return { context, page, token: tokens.accessToken }
}

test('a copied picture: the open queue shows the badge without a reload, the details compare both, "Reject as duplicate" records the reason', async ({
  browser,
  request,
}) => {
  test.slow() // two accounts, real pictures, the job runner between them
  const tag = unique()
  const original = await villaPhoto()
  // The admin's listing is approved at once: the one the copy is compared with.
  const adminLogin = await request.post('/api/auth/login', { data: ADMIN })
  const adminToken = ((await adminLogin.json()) as { accessToken: string }).accessToken
  const approved = await productApi(request, adminToken).create({
    title: `Villa Sidi Fredj ${tag}`,
    wilaya: '16',
    picture: { name: 'villa.jpg', mimeType: 'image/jpeg', buffer: original },
  })
  expect(approved.status).toBe('approved')

  // The moderator's queue is open, narrowed to this test's listings, its stream live.
  const m = await moderator(browser)
  await m.page.goto(`/waiting-products?search=${tag}`)
  await expect(m.page.locator('html[data-live="open"]')).toBeAttached()
  await expect(m.page.getByText('No data available')).toBeVisible()

  // Another account submits the same photo, resized to half and re-compressed.
  const copy = await sharp(original).resize(600, 400).jpeg({ quality: 60 }).toBuffer()
  const seller = await registerUser(request)
  const waiting = await productApi(request, seller.token).create({
    title: `Villa vue mer ${tag}`,
    wilaya: '16',
    picture: { name: 'copy.jpg', mimeType: 'image/jpeg', buffer: copy },
  })
  expect(waiting.status).toBe('pending')

  // Without a reload: the new row is offered, then carries the signal's badge.
  await m.page.getByRole('button', { name: 'Show', exact: true }).click()
  const row = m.page.locator('tbody tr', { hasText: waiting.title })
  await expect(row.getByText('Same picture')).toBeVisible({ timeout: 10_000 })
  expect(await axeViolations(m.page, 'queue with a signal')).toEqual([])

  // The details put both listings side by side.
  await row.getByRole('link', { name: waiting.title }).click()
  await expect(m.page.getByRole('heading', { name: waiting.title })).toBeVisible()
  const signals = m.page.getByRole('region', { name: 'Signals' })
  await expect(signals).toContainText('Same picture')
  await expect(signals).toContainText(approved.title)
  expect(await axeViolations(m.page, 'details with a signal')).toEqual([])

  // "Reject as duplicate" rejects with that reason.
  const rejected = m.page.waitForResponse(
    (r) => r.url().endsWith(`/api/products/${waiting.id}/reject`) && r.status() === 200,
  )
  await signals.getByRole('button', { name: 'Reject as duplicate' }).click()
  // The reject dialog opens on that reason: confirming sends it.
  const dialog = m.page.getByRole('alertdialog')
  await expect(dialog.getByRole('combobox')).toHaveValue('duplicate')
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
  await rejected
  const after = await productApi(request, adminToken).get(`/products/${waiting.id}`)
  expect(after.status).toBe('rejected')
  expect(after.rejection?.reason).toBe('duplicate')
  await m.context.close()
})
