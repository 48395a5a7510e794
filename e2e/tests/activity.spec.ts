import type { Page } from '@playwright/test'
import { adminApi } from './admin-api'
import { axeViolations } from './checks'
import { expect, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

type Locale = 'en' | 'fr' | 'ar'

/** The texts of the activity page and the history panels, as each language says them. */
const TEXTS = {
  en: {
    nav: 'Activity',
    person: 'Person',
    action: 'Action',
    from: 'From',
    to: 'To',
    placeholder: 'YYYY-MM-DD',
    calendar: 'Pick “From” on a calendar',
    block: 'Blocked a user',
    productDelete: 'Deleted a product',
    history: 'History',
    deleted: '(deleted)',
    user: (id: number) => `User #${id}`,
    product: (id: number) => `Product #${id}`,
    range: 'The start date must be before the end date.',
    seeAll: 'View all activity',
  },
  fr: {
    nav: 'Activité',
    person: 'Personne',
    action: 'Action',
    from: 'Du',
    to: 'Au',
    placeholder: 'AAAA-MM-JJ',
    calendar: 'Choisir « Du » dans un calendrier',
    block: 'A bloqué un utilisateur',
    productDelete: 'A supprimé un produit',
    history: 'Historique',
    deleted: '(supprimé)',
    user: (id: number) => `Utilisateur n° ${id}`,
    product: (id: number) => `Produit n° ${id}`,
    range: 'La date de début doit précéder la date de fin.',
    seeAll: "Voir toute l'activité",
  },
  ar: {
    nav: 'النشاط',
    person: 'الشخص',
    action: 'الإجراء',
    from: 'من',
    to: 'إلى',
    placeholder: 'سنة\u200E-شهر\u200E-يوم',
    calendar: 'اختيار «من» من التقويم',
    block: 'حظر مستخدمًا',
    productDelete: 'حذف منتجًا',
    history: 'السجل',
    deleted: '(محذوف)',
    user: (id: number) => `المستخدم رقم ${id}`,
    product: (id: number) => `المنتج رقم ${id}`,
    range: 'يجب أن يسبق تاريخ البداية تاريخ النهاية.',
    seeAll: 'عرض كل النشاط',
  },
} as const

/** Signs the admin in with the app in `locale`, and returns an API client as the admin. */
async function signIn(page: Page, locale: Locale) {
  const { accessToken } = await signInWithApi(page)
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale)
  return { api: adminApi(page, accessToken), token: accessToken }
}

/** A user blocked then unblocked by the admin, and a product the admin added then deleted. */
async function someHistory(page: Page, token: string) {
  const api = adminApi(page, token)
  const provider = await registerUser(page.request)
  const target = await api.findUser(provider.credentials.email)
  await api.stepUp()
  await api.put(`/users/${target.id}/block`)
  await api.put(`/users/${target.id}/unblock`)
  const admin = productApi(page.request, token)
  const removed = await admin.create({ title: `E2E removed ${unique()}`, wilaya: '16' })
  const gone = await page.request.delete(`/api/products/${removed.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(gone.status()).toBe(200)
  return { target, removed }
}

/** Today in the browser's calendar, `YYYY-MM-DD`, and the day after. */
async function days(page: Page) {
  return page.evaluate(() => {
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    const now = new Date()
    return { today: day(now), tomorrow: day(new Date(now.getTime() + 86_400_000)) }
  })
}

for (const locale of ['en', 'fr', 'ar'] as const) {
  test(`activity in ${locale}: filters by person, action and date, entries link to their records`, async ({
    page,
  }) => {
    const text = TEXTS[locale]
    const { token } = await signIn(page, locale)
    const { target, removed } = await someHistory(page, token)

    // From the dashboard's feed to the full page, and the sidebar names it.
    await page.goto('/')
    await page.getByRole('link', { name: text.seeAll }).click()
    await expect(page).toHaveURL(/\/activity$/)
    await expect(page.getByRole('heading', { level: 1, name: text.nav })).toBeVisible()
    await expect(
      page.getByRole('navigation').getByRole('link', { name: text.nav }),
    ).toHaveAttribute('aria-current', 'page')

    const entries = page.getByTestId('activity-entry')
    await page.getByRole('combobox', { name: text.person }).selectOption({ label: 'Rihla Admin' })
    await page.getByRole('combobox', { name: text.action }).selectOption({ label: text.block })
    await expect(page).toHaveURL(/actorId=\d+/)
    await expect(page).toHaveURL(/action=user\.block/)
    const newest = entries.first()
    await expect(newest).toContainText(text.user(target.id))
    await expect(entries).not.toHaveCount(0)

    // Today only keeps it; an end before the start says so and lists nothing.
    const { today, tomorrow } = await days(page)
    await page.getByLabel(text.from, { exact: true }).fill(today)
    await page.getByLabel(text.to, { exact: true }).fill(today)
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}|to=${today}.*from=${today}`))
    await expect(entries.first()).toContainText(text.user(target.id))
    await page.getByLabel(text.from, { exact: true }).fill(tomorrow)
    await expect(page.getByText(text.range)).toBeVisible()
    await expect(entries).toHaveCount(0)
    await page.getByLabel(text.from, { exact: true }).fill(today)
    await expect(page.getByText(text.range)).toHaveCount(0)
    // The date fields speak the page's language, not the browser's, and pass axe.
    const from = page.getByLabel(text.from, { exact: true })
    await expect(from).toHaveAttribute('placeholder', text.placeholder)
    await expect(from).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('button', { name: text.calendar })).toBeVisible()
    // The list refetched for the date; the scan waits for it to settle (axeViolations).
    expect(await axeViolations(page, `activity filters (${locale})`)).toEqual([])

    // The link opens the record, whose history lists the entries.
    const link = entries.first().getByRole('link', { name: new RegExp(text.user(target.id)) })
    await expect(link).toHaveAttribute('href', `/users/${target.id}`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/users/${target.id}$`))
    const history = page.getByRole('region', { name: text.history })
    await expect(history.getByTestId('activity-entry')).toHaveCount(2)
    // The history leaves out the record it is on; the sentence names it by number.
    await expect(history.getByTestId('activity-entry').first()).toContainText(String(target.id))

    // A deleted product is named, marked deleted, and not a link.
    await page.goto(`/activity?action=product.delete`)
    const deleted = page
      .getByTestId('activity-record')
      .filter({ hasText: text.product(removed.id) })
    await expect(deleted).toContainText(removed.title)
    await expect(deleted).toContainText(text.deleted)
    await expect(deleted.getByRole('link')).toHaveCount(0)
    await expect(
      page.getByRole('combobox', { name: text.action }).locator('option:checked'),
    ).toHaveText(text.productDelete)
  })
}

test('product and subcategory details show their history, with a way to all of it', async ({
  page,
}) => {
  const { token } = await signIn(page, 'en')
  const admin = productApi(page.request, token)
  const product = await admin.create({ title: `E2E history ${unique()}`, wilaya: '16' })
  const headers = { Authorization: `Bearer ${token}` }
  for (const isE of [true, false, true, false, true, false]) {
    const res = await page.request.patch(`/api/products/${product.id}/category`, {
      headers,
      data: { isE, isF: false, isG: false, isH: false },
    })
    expect(res.status(), await res.text()).toBe(200)
  }

  await page.goto(`/products/${product.id}`)
  const history = page.getByRole('region', { name: 'History' })
  // The last five of seven entries, newest first; the link shows them all.
  await expect(history.getByTestId('activity-entry')).toHaveCount(5)
  await expect(history.getByTestId('activity-entry').first()).toContainText(
    `Rihla Admin updated the flags of product #${product.id}`,
  )
  await history.getByRole('link', { name: 'See all in Activity' }).click()
  await expect(page).toHaveURL(`/activity?entity=product&entityId=${product.id}`)
  await expect(page.getByText(`Only Product #${product.id}`)).toBeVisible()
  await expect(page.getByTestId('activity-entry')).toHaveCount(7)
  await expect(page.getByTestId('activity-entry').last()).toContainText(
    `Rihla Admin added product #${product.id}`,
  )

  // The admin's own page leads to what they did.
  const me = (await (await page.request.get('/api/users/admin', { headers })).json()) as {
    id: number
  }
  await page.goto(`/users/${me.id}`)
  await page
    .getByRole('region', { name: 'History' })
    .getByRole('link', { name: 'Their actions' })
    .click()
  await expect(page).toHaveURL(`/activity?actorId=${me.id}`)
  await expect(page.getByRole('combobox', { name: 'Person' })).toHaveValue(String(me.id))
  await expect(page.getByTestId('activity-entry').first()).toContainText(
    `Rihla Admin updated the flags of product #${product.id}`,
  )

  const created = await page.request.post('/api/products/sub-categories', {
    headers,
    data: {
      nameAr: 'رحلات جبلية',
      nameFr: 'Randonnées',
      nameEn: `Hikes ${unique()}`,
      category: 'D',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await page.goto(`/subcategories/${id}`)
  await expect(
    page.getByRole('region', { name: 'History' }).getByTestId('activity-entry'),
  ).toHaveText([new RegExp(`Rihla Admin added subcategory #${id}`)])
})
