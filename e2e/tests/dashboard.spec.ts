import { type ApiUserPage, adminApi } from './admin-api'
import { expect, signInWithApi, test } from './fixtures'

type Stats = {
  totalUsers: number
  blockedUsers: number
  approvedProducts: number
  waitingProducts: number
  rejectedThisWeek: number
  subcategories: number
  productsPerDay: Array<{ date: string; count: number }>
  productsPerMonth: Array<{ month: string; count: number }>
}

const format = (n: number) => n.toLocaleString('en-US')
const newProducts = (n: number) => (n === 1 ? '1 new product' : `${format(n)} new products`)
const waitingText = (n: number) => {
  if (n === 0) return 'no products waiting for approval'
  return n === 1 ? '1 product waiting for approval' : `${n} products waiting for approval`
}
const sum = (entries: Array<{ count: number }>) =>
  entries.reduce((total, entry) => total + entry.count, 0)

test('the dashboard shows the figures GET /api/stats returns, and its notifications', async ({
  page,
}) => {
  const api = adminApi(page, (await signInWithApi(page)).accessToken)
  const stats = await api.get<Stats>('/stats')
  await page.goto('/')
  const card = (name: string) => page.getByRole('region', { name })
  const figure = (name: string, value: number) =>
    expect(card(name).getByText(format(value), { exact: true })).toBeVisible()

  await figure('Total Users', stats.totalUsers)
  await figure('Total Products', stats.approvedProducts + stats.waitingProducts)
  await figure('Waiting Approval', stats.waitingProducts)
  await figure('Subcategories', stats.subcategories)
  await expect(card('Subcategories')).toContainText('across 4 categories')
  await figure('Rejected this week', stats.rejectedThisWeek)
  await expect(
    card('Rejected this week').getByRole('link', { name: 'View rejected products' }),
  ).toHaveAttribute('href', '/products?status=rejected')

  const sales = card('New Products')
  await expect(sales.locator('[data-chart="surface"]')).toBeVisible()
  await expect(sales.getByText(newProducts(sum(stats.productsPerDay.slice(-7))))).toBeVisible()
  await sales.getByRole('combobox', { name: 'Period' }).selectOption('This Month')
  await expect(sales).toContainText('New products per day, last 30 days')
  await expect(sales.getByText(newProducts(sum(stats.productsPerDay)))).toBeVisible()
  await sales.getByRole('combobox', { name: 'Period' }).selectOption('This Year')
  // This Year is the year by month: twelve monthly counts, not the 30 days again.
  await expect(sales).toContainText('New products per month, last 12 months')
  expect(stats.productsPerMonth).toHaveLength(12)
  await expect(sales.getByText(newProducts(sum(stats.productsPerMonth)))).toBeVisible()

  const bell = page.getByRole('button', {
    name: `Notifications: ${waitingText(stats.waitingProducts)}`,
  })
  await bell.click()
  const popover = page.getByRole('dialog', { name: 'Notifications' })
  await expect(popover).toContainText(waitingText(stats.waitingProducts))
  await expect(popover.getByRole('link', { name: 'Review waiting products' })).toHaveAttribute(
    'href',
    '/waiting-products',
  )
  await page.keyboard.press('Escape')
  await expect(popover).toHaveCount(0)
  await expect(bell).toBeFocused()
})

test('recent activity, users and products are real records', async ({ page }) => {
  const { accessToken } = await signInWithApi(page)
  const api = adminApi(page, accessToken)
  const target = await api.findUser('imane.khelifi30@example.dz')
  await api.stepUp()
  await api.put(`/users/${target.id}/block`)
  await api.put(`/users/${target.id}/unblock`)
  const recentUsers = await api.get<ApiUserPage>('/users', {
    limit: 5,
    sort: 'createdAt',
    order: 'desc',
  })

  await page.goto('/')
  const card = (name: string) => page.getByRole('region', { name })
  await expect(card('Recent Activity').locator('li').first()).toContainText(
    `Rihla Admin unblocked user #${target.id}`,
  )
  await expect(card('Recent Activity')).toContainText(`Rihla Admin blocked user #${target.id}`)
  await expect(card('Recent Users').locator('li a')).toHaveText(
    recentUsers.data.map((user) => user.username),
  )

  // Where the products API is missing, the card must fail on its own without breaking the page.
  const products = await page.request.get('/api/products', {
    params: { limit: 5, sort: 'createdAt', order: 'desc' },
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  if (products.status() === 404) {
    await expect(card('Recent Products')).toContainText('Could not load recent products')
  } else {
    const body = (await products.json()) as { products: Array<{ title: string }> }
    await expect(card('Recent Products').locator('li a')).toHaveText(
      body.products.map((product) => product.title),
    )
  }
  await expect(card('Total Users')).toBeVisible()
})

test('the top-bar search opens a user record from the keyboard', async ({ page }) => {
  await signInWithApi(page)
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search' })

  await box.fill('zzqqxxnothing')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('No results')).toBeVisible()

  await box.fill('yasmine.benali2@')
  const option = page.getByRole('option', { name: /Yasmine Benali/ })
  await expect(option).toBeVisible()
  await expect(page.getByRole('group', { name: 'Users' })).toBeVisible()
  await box.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await option.getAttribute('id')) ?? '',
  )
  await box.press('Enter')
  await expect(page).toHaveURL(/\/users\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Yasmine Benali' })).toBeVisible()
  await expect(page.getByRole('main').getByText('yasmine.benali2@example.dz')).toBeVisible()
  await expect(box).toHaveValue('')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
})

test('the top-bar search opens a product record', async ({ page }) => {
  const tokens = await signInWithApi(page)
  const res = await page.request.get('/api/products?limit=1&sort=id&order=desc', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  })
  const { products } = (await res.json()) as { products: Array<{ id: number; title: string }> }
  const product = products[0]
  expect(product).toBeDefined()
  if (!product) return
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search' })
  await box.fill(product.title)
  const group = page.getByRole('group', { name: 'Products' })
  const option = group
    .getByRole('option', {
      name: new RegExp(product.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    })
    .first()
  await expect(option).toBeVisible()
  await option.click()
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`))
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible()
})
