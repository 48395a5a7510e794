import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { LANGS } from '@rihla/contract/constants'
import { axeViolations } from './checks'
import { ADMIN, expect, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

/** Small details of daily use (decision 025), each in the three languages where text is shown. */

const LOCALES = LANGS
type Locale = (typeof LOCALES)[number]

/** Chooses the language the way a returning user has it: stored, then a fresh page. */
async function useLocale(page: Page, locale: Locale) {
  await page.evaluate((l) => localStorage.setItem('locale', l), locale)
}

async function createSubcategory(page: Page, token: string, stamp: string) {
  const response = await page.request.post('/api/products/sub-categories', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      category: 'C',
      nameAr: `شاليه ${stamp}`,
      nameFr: `Chalet FR ${stamp}`,
      nameEn: `Chalet EN ${stamp}`,
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: number }
}

const NAMES = {
  en: { category: 'House rentals', wilaya: 'Algiers', sub: 'Chalet EN' },
  fr: { category: 'Location de maisons', wilaya: 'Alger', sub: 'Chalet FR' },
  ar: { category: 'كراء المنازل', wilaya: 'الجزائر', sub: 'شاليه' },
} as const

test('names of categories, subcategories and wilayas follow the chosen language; product details add the Arabic ones', async ({
  page,
}) => {
  test.slow()
  const { accessToken } = await signInWithApi(page)
  const stamp = unique()
  const product = await productApi(page.request, accessToken).create({
    title: `E2E Names villa ${stamp}`,
    wilaya: '16',
    category: 'C',
  })
  await createSubcategory(page, accessToken, stamp)
  await page.goto('/')
  for (const locale of LOCALES) {
    const names = NAMES[locale]
    await useLocale(page, locale)
    await page.goto(`/products?search=${encodeURIComponent(product.title)}`)
    const row = page.locator('tbody tr')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(names.category)

    await page.goto(`/products/${product.id}`)
    await expect(page.getByRole('heading', { name: product.title })).toBeVisible()
    await expect(page.getByText(names.wilaya, { exact: true })).toBeVisible()
    await expect(page.getByText(names.category, { exact: true })).toBeVisible()
    // The seed shows the Arabic names on this page: next to the chosen language's.
    await expect(page.locator('bdi[lang="ar"]', { hasText: 'الجزائر' })).toBeVisible()
    await expect(page.locator('bdi[lang="ar"]', { hasText: 'كراء المنازل' })).toBeVisible()
    if (locale !== 'ar') await expect(page.locator('dl bdi[lang="ar"]')).toHaveCount(2)

    await page.goto(`/subcategories?search=${stamp}`)
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(page.locator('tbody tr')).toContainText(`${names.sub} ${stamp}`)
    await expect(page.locator('tbody tr')).toContainText(names.category)
  }
})

test('the wilaya list is searched by typing in any of the three languages, with the keyboard, in each language', async ({
  page,
}) => {
  test.slow()
  await signInWithApi(page)
  await page.goto('/')
  const cases = [
    { locale: 'en', typed: 'وهران', found: '31 - Oran', wilaya: '31' },
    { locale: 'fr', typed: 'bejaia', found: '6 - Béjaïa', wilaya: '6' },
    { locale: 'ar', typed: 'Alger', found: '16 - الجزائر', wilaya: '16' },
  ] as const
  const labels = { en: 'Wilaya', fr: 'Wilaya', ar: 'الولاية' } as const
  for (const { locale, typed, found, wilaya } of cases) {
    await useLocale(page, locale)
    await page.goto('/products')
    const box = page.getByRole('combobox', { name: labels[locale], exact: true })
    await box.fill(typed)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const listbox = page.getByRole('listbox', { name: labels[locale], exact: true })
    await expect(listbox.getByRole('option')).toHaveText([found])
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`wilaya=${wilaya}\\b`))
    await expect(box).toHaveValue(found)
    await expect(box).toHaveAttribute('aria-expanded', 'false')
  }
  // The add-product form has the same list: arrows from the start, Escape closes.
  await useLocale(page, 'en')
  await page.goto('/products/AddProduct')
  const box = page.getByRole('combobox', { name: 'Wilaya' })
  await box.focus()
  await box.press('ArrowDown')
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect(box).toHaveValue('2 - Chlef')
  await box.fill('Tamanrasset')
  await box.press('Escape')
  await expect(box).toHaveValue('2 - Chlef')
})

test('the open wilaya list has no axe violations, in both themes', async ({ page }) => {
  await signInWithApi(page)
  await page.goto('/')
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme)
    await page.goto('/products/AddProduct')
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
    await page.getByRole('combobox', { name: 'Wilaya' }).fill('ou')
    await expect(page.getByRole('listbox', { name: 'Wilaya' })).toBeVisible()
    expect(await axeViolations(page, 'daily details')).toEqual([])
  }
})

const CSV = {
  en: { first: 'ID,Product title,Price', category: 'House rentals', status: 'Approved', no: 'No' },
  fr: {
    first: 'ID,Titre du produit,Prix',
    category: 'Location de maisons',
    status: 'Validé',
    no: 'Non',
  },
  ar: { first: 'المعرّف,عنوان المنتج,السعر', category: 'كراء المنازل', status: 'مقبول', no: 'لا' },
} as const

const EXPORT = { en: 'Export CSV', fr: 'Exporter en CSV', ar: 'تصدير CSV' } as const

test('a CSV export names its columns and values in the language on screen', async ({ page }) => {
  test.slow()
  const { accessToken } = await signInWithApi(page)
  const product = await productApi(page.request, accessToken).create({
    title: `E2E Csv villa ${unique()}`,
    wilaya: '16',
    category: 'C',
  })
  await page.goto('/')
  for (const locale of LOCALES) {
    await useLocale(page, locale)
    await page.goto(`/products?search=${encodeURIComponent(product.title)}`)
    await expect(page.locator('tbody tr')).toHaveCount(1)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: EXPORT[locale] }).click(),
    ])
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '')
    const [header = '', row = ''] = text.split('\r\n')
    expect(header.startsWith(CSV[locale].first), header).toBe(true)
    expect(row).toContain(CSV[locale].category)
    expect(row).toContain(NAMES[locale].wilaya)
    expect(row).toContain(`,${CSV[locale].status},`)
    expect(row).toContain(`,${CSV[locale].no},`)
  }
  // Machines keep the codes.
  const raw = await page.request.get('/api/products/export.csv', {
    headers: { Authorization: `Bearer ${accessToken}` },
    params: { search: product.title, raw: '1' },
  })
  const [rawHeader, rawRow] = (await raw.text()).replace(/^\uFEFF/, '').split('\r\n')
  expect(rawHeader).toBe(
    'id,title,price,location,wilaya,category,subcategoryId,description,status,averageRating,isE,isF,isG,isH,createdAt,updatedAt',
  )
  expect(rawRow).toContain(',16,C,')
})

/** The seed's permission notice for screens of data, in each language. */
const NO_DATA = {
  en: "You don't have permission to view this data.",
  fr: "Vous n'avez pas l'autorisation de consulter ces données.",
  ar: 'ليست لديك صلاحية لعرض هذه البيانات.',
} as const

test('a person without a staff role is offered only what they can use', async ({ page }) => {
  test.slow()
  // The admin adds an approved product through the API only: the page is the other person's.
  const login = await page.request.post('/api/auth/login', { data: ADMIN })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const approved = await productApi(page.request, accessToken).create({
    title: `E2E Role villa ${unique()}`,
    wilaya: '16',
    category: 'C',
  })
  const { credentials } = await registerUser(page.request)
  await signInWithApi(page, credentials)

  // No management screen: no menu entry but their own listings, and the
  // seed's notice on Subcategories and Banners typed by hand, in every language, with no call
  // for their data.
  const catalogueCalls: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/api/banners') || path === '/api/products/sub-categories')
      catalogueCalls.push(path)
  })
  for (const locale of LOCALES) {
    await page.goto('/subcategories')
    await useLocale(page, locale)
    await page.goto('/subcategories')
    await expect(page.getByText(NO_DATA[locale])).toBeVisible()
    const nav = page.getByRole('navigation').first()
    await expect(nav.getByRole('link')).toHaveCount(1)
    await expect(nav.getByRole('link')).toHaveAttribute('href', '/my-listings')
    await page.goto('/banners')
    await expect(page.getByText(NO_DATA[locale])).toBeVisible()
  }
  await useLocale(page, 'en')
  await expect(page.getByRole('link', { name: 'Add New Banner' })).toHaveCount(0)
  expect(catalogueCalls).toEqual([])

  await page.goto(`/products/${approved.id}`)
  await expect(page.getByRole('heading', { name: approved.title })).toBeVisible()
  const actions = page.getByRole('toolbar', { name: 'Product actions' })
  await expect(actions.getByRole('link', { name: 'Rate' })).toBeVisible()
  await expect(actions.getByRole('link', { name: 'Edit flags' })).toHaveCount(0)
  await expect(actions.getByRole('button', { name: 'Delete' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('heading', { name: 'Account and security', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Two-factor authentication' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Update Phone Number' })).toHaveCount(0)

  // The seed's permission notices stay where it shows them, for an address typed by hand.
  await page.goto('/users')
  await expect(page.getByText("You don't have permission to view user data.")).toBeVisible()
  await page.goto('/waiting-products')
  await expect(page.getByText("You don't have permission to view this data.")).toBeVisible()
})

const DASHBOARD = {
  en: ['Subcategories', 'across 4 categories', 'New Products'],
  fr: ['Sous-catégories', 'réparties sur 4 catégories', 'Nouveaux produits'],
  ar: ['الفئات الفرعية', 'موزعة على 4 فئات', 'المنتجات الجديدة'],
} as const

test('the dashboard card and chart are titled for what they show', async ({ page }) => {
  await signInWithApi(page)
  await page.goto('/')
  for (const locale of LOCALES) {
    const [card, caption, chart] = DASHBOARD[locale]
    await useLocale(page, locale)
    await page.goto('/')
    await expect(page.getByRole('region', { name: card, exact: true })).toContainText(caption)
    const sales = page.getByRole('region', { name: chart, exact: true })
    await expect(sales.locator('[data-chart="surface"]')).toBeVisible()
  }
})

const SCREEN_FAILED = {
  en: 'This screen could not be loaded. Check your connection, then try again.',
  fr: "Cet écran n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
  ar: 'تعذّر تحميل هذه الشاشة. تحقّق من اتصالك ثم أعد المحاولة.',
} as const
const BANNERS_CHUNK = /\/assets\/banners-[\w-]{8}\.js$/

test('a fresh load whose screen code fails shows the error in the shell with Try again, in three languages', async ({
  page,
}) => {
  await signInWithApi(page)
  await page.goto('/')
  for (const locale of LOCALES) {
    await useLocale(page, locale)
    await page.route(BANNERS_CHUNK, (route) => route.abort('connectionrefused'))
    await page.goto('/banners')
    await expect(page.getByRole('alert')).toContainText(SCREEN_FAILED[locale])
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await page.unroute(BANNERS_CHUNK)
  }
  await useLocale(page, 'en')
  await page.route(BANNERS_CHUNK, (route) => route.abort('connectionrefused'))
  await page.goto('/banners')
  await expect(page.getByRole('alert')).toContainText(SCREEN_FAILED.en)
  await page.unroute(BANNERS_CHUNK)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible()
})

test('a fresh load whose screen code never arrives leaves the spinner for the error in the shell', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signInWithApi(page)
  // The request is held and never answered: a server that went away mid-deploy.
  await page.route(BANNERS_CHUNK, () => {})
  await page.goto('/banners', { waitUntil: 'commit' })
  await expect(page.getByRole('alert')).toContainText(SCREEN_FAILED.en, { timeout: 25_000 })
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
