import { adminApi } from './admin-api'
import { expect, MODERATOR, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

const NO_PERMISSION = "You don't have permission to view this data."

test('a moderator signs in, works the queue and the products, and is refused the banner and subcategory forms', async ({
  page,
}) => {
  test.slow() // a sign-in, six screens
  const provider = await registerUser(page.request)
  const tag = unique()
  const offer = await productApi(page.request, provider.token).create({
    title: `E2E Moderated dunes ${tag}`,
    wilaya: '47',
  })
  expect(offer.status).toBe('pending')

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/login')
  await page.getByLabel('Email').fill(MODERATOR.email)
  await page.getByLabel('Password').fill(MODERATOR.password)
  // No reload after signing in (seed deviation 132): wait for the signed-in screen.
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/welcome$/)
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('moderator')
  // Get Started opens the queue for a reviewer (seed deviation 162).
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/waiting-products',
  )

  // The landing page's next step: the number waiting, as the server counts it (other
  // specs may move it meanwhile: the page follows the event stream), and the recent activity.
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
  const next = page.getByRole('region', { name: 'Waiting for review' })
  const shown = next.getByTestId('waiting-count')
  await expect(shown).toHaveText(/^\d[\d,]*$/)
  await expect
    .poll(async () => {
      const stats = await adminApi(page, token).get<{ waitingProducts: number }>('/stats')
      return Number((await shown.textContent())?.replace(/\D/g, '')) === stats.waitingProducts
    })
    .toBe(true)
  const activity = page.getByRole('region', { name: 'Recent Activity' })
  await expect(activity.getByRole('link', { name: 'View all activity' })).toBeVisible()
  await expect(activity.getByRole('listitem').first()).toBeVisible()

  // "Continue reviewing" leads to the queue.
  await next.getByRole('link', { name: 'Continue reviewing' }).click()
  await expect(page).toHaveURL(/\/waiting-products$/)

  // The menu offers what the permission table gives a moderator: no catalogue set-up; their
  // own listings, as everyone.
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Users',
    'Products',
    'Waiting Products',
    'Appeals',
    'Activity',
    'Insights',
    'My listings',
  ])

  // The queue: the waiting product, approved from its page.
  await expect(page.getByRole('heading', { name: 'Waiting Products' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search waiting products' }).fill(tag)
  await page.getByRole('link', { name: offer.title }).click()
  await expect(page.getByRole('heading', { name: offer.title })).toBeVisible()
  const approved = page.waitForResponse(
    (r) => r.url().includes(`/api/products/${offer.id}/accept`) && r.status() === 200,
  )
  await page
    .getByRole('toolbar', { name: 'Decision' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click()
  await approved

  // The products: the approved one is listed.
  await page.goto(`/products?search=${tag}`)
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: offer.title })).toBeVisible()

  // Banners and subcategories are an admin's screens: the seed's notice, no entries.
  await page.goto('/banners')
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible()
  await expect(page.getByText(NO_PERMISSION)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add New Banner' })).toHaveCount(0)
  await page.goto('/subcategories')
  await expect(page.getByRole('heading', { name: 'Subcategories', level: 1 })).toBeVisible()
  await expect(page.getByText(NO_PERMISSION)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add New Subcategory' })).toHaveCount(0)

  // The banner form, typed by hand: the seed's permission message, no form.
  await page.goto('/banners/AddBanner')
  await expect(page.getByText(NO_PERMISSION)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Banner' })).toHaveCount(0)
  await page.goto('/subcategories/AddSubcategory')
  await expect(page.getByText(NO_PERMISSION)).toBeVisible()

  // The activity log names the moderator as the one who approved it.
  await page.goto('/activity')
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible()
  await expect(
    page.getByText(`Samira Moderator approved product #${offer.id}`).first(),
  ).toBeVisible()
})
