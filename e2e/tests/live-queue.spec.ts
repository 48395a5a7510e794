import type { Browser, Page } from '@playwright/test'
import { axeViolations } from './checks'
import { ADMIN, expect, MODERATOR, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

/** The acceptance's "within a second", counted from the approval's answer. */
const WITHIN_A_SECOND = { timeout: 1_000 }

/** A moderator's own browser (own storage, own event streams), signed in through the API. */
async function moderator(
  browser: Browser,
  credentials: { email: string; password: string },
  theme: 'light' | 'dark' = 'light',
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  })
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
  const page = await context.newPage()
  const tokens = await signInWithApi(page, credentials)
  return { context, page, token: tokens.accessToken }
}

/** A page whose event stream is open: what happens from now on reaches it. */
async function openLive(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('html[data-live="open"]')).toBeAttached()
}

async function waitingCount(page: Page, token: string) {
  const res = await page.request.get('/api/stats', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { waitingProducts: number }).waitingProducts
}

const bell = (page: Page, count: number) =>
  page.getByRole('button', {
    // The bell also counts the staff member's own unread notifications, when there are any.
    name: new RegExp(`^Notifications: ${count} products? waiting for approval(; \\d+ unread)?$`),
  })

/** The live labels and the bar keep the axe walks at zero (WCAG 2.1 AA). */
async function expectNoViolations(page: Page) {
  expect(await axeViolations(page, 'live queue')).toEqual([])
}

const row = (page: Page, title: string) => page.locator('tbody tr', { hasText: title })

test('two moderators on one queue: new rows behind a bar, claims seen, a decision reaches the other at once', async ({
  browser,
  request,
}) => {
  test.slow() // two browsers, three pages, a submission, claims and decisions
  const provider = await registerUser(request)
  const asProvider = productApi(request, provider.token)
  const tag = unique()
  const a = await moderator(browser, ADMIN)
  const b = await moderator(browser, MODERATOR, 'dark')
  const list = `/waiting-products?search=${tag}`

  // Both read the (empty) queue narrowed to this test's products, streams open.
  await openLive(a.page, list)
  await openLive(b.page, list)
  await expect(b.page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(a.page.getByText('No data available')).toBeVisible()
  // Presence: B came second, so B's first beat already names A in the list's header.
  await expect(b.page.getByRole('list', { name: 'Also on this list' })).toContainText(
    'Rihla Admin is also on this list',
  )

  // A third party submits: both lists say so without a reload, and show it on request.
  const product = await asProvider.create({ title: `E2E Live ${tag} 1`, wilaya: '16' })
  for (const { page } of [a, b]) {
    await expect(page.getByRole('status').filter({ hasText: '1 new product' })).toBeVisible()
    await expect(page.getByRole('link', { name: product.title })).toHaveCount(0)
    await expectNoViolations(page)
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await expect(page.getByRole('link', { name: product.title })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'new product' })).toHaveCount(0)
  }

  // A opens it (and so claims it); B's row and B's own details page say who reviews it.
  await a.page.getByRole('link', { name: product.title }).click()
  await expect(a.page.getByRole('heading', { name: product.title })).toBeVisible()
  await expect(row(b.page, product.title)).toContainText('Being reviewed by Rihla Admin')
  const bDetails = await b.context.newPage()
  await openLive(bDetails, `/waiting-products/${product.id}`)
  await expect(
    bDetails.getByRole('status').filter({ hasText: 'Being reviewed by Rihla Admin' }),
  ).toBeVisible()

  // A approves: B's list, badge and open details follow within a second.
  const before = await waitingCount(b.page, b.token)
  await expect(bell(b.page, before)).toBeVisible()
  const approved = a.page.waitForResponse(
    (r) => r.url().endsWith(`/api/products/${product.id}/accept`) && r.status() === 200,
  )
  await a.page
    .getByRole('toolbar', { name: 'Decision' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click()
  await approved
  await expect(row(b.page, product.title)).toContainText(
    'Approved by Rihla Admin at',
    WITHIN_A_SECOND,
  )
  await expect(bell(b.page, before - 1)).toBeVisible(WITHIN_A_SECOND)
  await expect(
    bDetails.getByRole('status').filter({ hasText: 'Approved by Rihla Admin at' }),
  ).toBeVisible(WITHIN_A_SECOND)
  const bToolbar = bDetails.getByRole('toolbar', { name: 'Decision' })
  await expect(bToolbar.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled()
  await expect(bToolbar.getByRole('button', { name: 'Reject' })).toBeDisabled()
  await expectNoViolations(bDetails)
  await expectNoViolations(b.page)
  await bDetails.close()

  await a.context.close()
  await b.context.close()
})

test('a row focused a moment is claimed; approving it from the other browser asks to take over', async ({
  browser,
  request,
}) => {
  test.slow()
  const provider = await registerUser(request)
  const asProvider = productApi(request, provider.token)
  const tag = unique()
  const product = await asProvider.create({ title: `E2E Focus ${tag}`, wilaya: '16' })
  const a = await moderator(browser, ADMIN)
  const b = await moderator(browser, MODERATOR)
  const list = `/waiting-products?search=${tag}`
  await openLive(a.page, list)
  await openLive(b.page, list)

  // B keeps the keyboard on the row: after a moment it is B's, and A's row says so.
  await b.page.getByRole('link', { name: product.title }).focus()
  await expect(row(a.page, product.title)).toContainText('Being reviewed by Samira Moderator')
  await expectNoViolations(a.page)

  // A approves from the row menu: "Take over?" first; cancelling leaves it waiting.
  const menu = () => a.page.getByRole('button', { name: `Actions for ${product.title}` })
  await menu().click()
  await a.page.getByRole('menuitem', { name: 'Approve' }).click()
  const ask = a.page.getByRole('alertdialog', { name: 'Take over?' })
  await expect(ask).toContainText(`Samira Moderator is reviewing "${product.title}"`)
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toHaveCount(0)
  await menu().click()
  await a.page.getByRole('menuitem', { name: 'Approve' }).click()
  await ask.getByRole('button', { name: 'Take over and approve' }).click()
  await expect(a.page.getByRole('status').filter({ hasText: 'was approved' })).toBeVisible()
  // B, who held it, sees who decided it, and its actions are gone.
  await expect(row(b.page, product.title)).toContainText('Approved by Rihla Admin at')
  await expect(row(b.page, product.title).getByRole('checkbox')).toBeDisabled()

  await a.context.close()
  await b.context.close()
})

test('closing a tab frees its claim for the other moderator at once, not when its minute ends', async ({
  browser,
  request,
}) => {
  test.slow()
  const provider = await registerUser(request)
  const asProvider = productApi(request, provider.token)
  const tag = unique()
  const product = await asProvider.create({ title: `E2E Closed ${tag}`, wilaya: '16' })
  const a = await moderator(browser, ADMIN)
  const b = await moderator(browser, MODERATOR)
  await openLive(b.page, `/waiting-products?search=${tag}`)

  // A opens the product, and so claims it: B's row says so.
  await openLive(a.page, `/waiting-products/${product.id}`)
  await expect(a.page.getByRole('heading', { name: product.title })).toBeVisible()
  await expect(row(b.page, product.title)).toContainText('Being reviewed by Rihla Admin')

  // A closes the tab (pagehide): the beacon releases the claim, and B's label goes.
  await a.page.close({ runBeforeUnload: true })
  await expect(row(b.page, product.title)).not.toContainText('Being reviewed by', {
    timeout: 10_000,
  })
  // B may approve it without "Take over?".
  await row(b.page, product.title).getByRole('link', { name: product.title }).click()
  await b.page
    .getByRole('toolbar', { name: 'Decision' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click()
  await expect(b.page.getByRole('alertdialog', { name: 'Take over?' })).toHaveCount(0)
  await expect(b.page.getByRole('status').filter({ hasText: 'was approved' })).toBeVisible()

  await a.context.close()
  await b.context.close()
})

test('the new-rows bar and the claim label in French and Arabic', async ({ browser, request }) => {
  test.slow()
  const provider = await registerUser(request)
  const asProvider = productApi(request, provider.token)
  const a = await moderator(browser, ADMIN)
  const b = await moderator(browser, MODERATOR)
  const texts = {
    fr: {
      bar: '1 nouveau produit',
      show: 'Afficher',
      claim: 'En cours de vérification par',
      presence: 'Également sur cette liste',
      person: 'Rihla Admin est également sur cette liste',
    },
    ar: {
      bar: 'منتج جديد واحد',
      show: 'عرض',
      claim: 'قيد المراجعة من',
      presence: 'موجودون أيضًا في هذه القائمة',
      person: 'Rihla Admin موجود أيضًا في هذه القائمة',
    },
  }
  await b.page.goto('/')
  for (const [locale, text] of Object.entries(texts)) {
    const tag = unique()
    await b.page.evaluate((l) => localStorage.setItem('locale', l), locale)
    // A is on the queue first, so B's first presence beat names A.
    await openLive(a.page, '/waiting-products')
    await openLive(b.page, `/waiting-products?search=${tag}`)
    await expect(b.page.locator(`html[lang="${locale}"]`)).toBeAttached()
    await expect(b.page.getByRole('list', { name: text.presence })).toContainText(text.person)
    const product = await asProvider.create({ title: `E2E Langue ${tag}`, wilaya: '16' })
    await expect(b.page.getByRole('status').filter({ hasText: text.bar })).toBeVisible()
    await b.page.getByRole('button', { name: text.show, exact: true }).click()
    await expect(b.page.getByRole('link', { name: product.title })).toBeVisible()
    await a.page.goto(`/waiting-products/${product.id}`)
    await expect(a.page.getByRole('heading', { name: product.title })).toBeVisible()
    await expect(row(b.page, product.title)).toContainText(`${text.claim} Rihla Admin`)
  }
  await a.context.close()
  await b.context.close()
})
