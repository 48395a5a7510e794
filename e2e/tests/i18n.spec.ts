import type { Locator, Page } from '@playwright/test'
import { adminApi } from './admin-api'
import { expect, signInWithApi, test } from './fixtures'

type Paged<T> = { products: T[] }
type Row = { id: number }
type Subcategory = { id: number; name: string; nameFr: string }

/** Where a visible element sits: fails (never skips a check) when it is not on screen. */
async function box(locator: Locator) {
  await expect(locator).toBeVisible()
  const found = await locator.boundingBox()
  if (!found) throw new Error(`no box for ${locator}`)
  return found
}

/** Records the page's language and direction at the moment React first fills #root. */
async function recordFirstRender(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const root = document.getElementById('root')
      if (!root || root.childElementCount === 0) return false
      const html = document.documentElement
      ;(window as unknown as { firstRender: string }).firstRender = `${html.lang} ${html.dir}`
      return true
    }
    const observer = new MutationObserver(() => record() && observer.disconnect())
    observer.observe(document, { childList: true, subtree: true })
  })
}

const firstRender = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { firstRender?: string }).firstRender)

/** The icon's mirror: Tailwind's `-scale-x-100` sets `scale` (or `transform`) to -1 on x. */
async function isMirrored(icon: Locator): Promise<boolean> {
  return icon.evaluate((element) => {
    const style = getComputedStyle(element)
    return style.scale.startsWith('-1') || /^matrix\(-1,/.test(style.transform)
  })
}

test('Arabic flips the whole admin to the right and is spoken on every screen', async ({
  page,
}) => {
  // Ten screens, each loaded from the server: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const { accessToken } = await signInWithApi(page)
  const api = adminApi(page, accessToken)
  await recordFirstRender(page)

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  expect(await (await firstRender(page)).jsonValue()).toBe('en ltr')

  // Switch with the top bar's select, named "Language".
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar')
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')

  // Dashboard: texts, the sidebar on the right, the chart's counts on the right.
  await expect(page.getByRole('heading', { name: 'لوحة التحكم', level: 1 })).toBeVisible()
  await expect(page.getByText('أحدث المستخدمين')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'المنتجات الجديدة' })).toBeVisible()
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('the page has no viewport size')
  const sidebar = await box(page.locator('#app-sidebar'))
  const main = await box(page.locator('main'))
  // Against the right edge (a scrollbar may sit beyond it), the content to its left.
  expect(sidebar.x + sidebar.width).toBeGreaterThan(viewport.width - 20)
  expect(main.x + main.width).toBeLessThanOrEqual(sidebar.x + 1)
  // The y axis starts at 0; its tick labels are the only ones that read "0".
  const yTick = await box(page.locator('[data-chart="y-tick"]', { hasText: /^0$/ }).first())
  const bars = await box(page.locator('[data-chart="bar"]:not([data-count="0"])').first())
  const chart = await box(page.locator('[data-chart="wrapper"]').first())
  expect(yTick.x).toBeGreaterThan(chart.x + chart.width * 0.9)
  expect(yTick.x).toBeGreaterThan(bars.x)

  // Users: the pager's arrows point the other way, and "previous" sits on the right.
  await page.getByRole('link', { name: 'المستخدمون', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'المستخدمون', level: 1 })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'اسم المستخدم' })).toBeVisible()
  const previous = page.getByRole('button', { name: 'السابق' })
  const next = page.getByRole('button', { name: 'التالي' })
  await expect(page.getByText(/^الصفحة 1 من \d+$/)).toBeVisible()
  expect(await isMirrored(previous.locator('svg'))).toBe(true)
  expect(await isMirrored(next.locator('svg'))).toBe(true)
  const previousBox = await previous.boundingBox()
  const nextBox = await next.boundingBox()
  expect(previousBox && nextBox && previousBox.x > nextBox.x).toBe(true)

  // User details.
  const firstUser = await api.get<{ data: Row[] }>('/users', { limit: 1 })
  await page.goto(`/users/${firstUser.data[0]?.id}`)
  await expect(page.getByText('العودة إلى المستخدمين')).toBeVisible()
  await expect(page.getByText('البريد الإلكتروني')).toBeVisible()

  // Products, product details (wilaya and category in Arabic), add product.
  await page.goto('/products')
  await expect(page.getByRole('heading', { name: 'المنتجات', level: 1 })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'عنوان المنتج' })).toBeVisible()
  const products = await api.get<Paged<Row>>('/products', { limit: 1 })
  await page.goto(`/products/${products.products[0]?.id}`)
  await expect(page.getByText('العودة إلى المنتجات')).toBeVisible()
  await expect(page.getByText('السعر', { exact: true })).toBeVisible()
  await page.goto('/products/AddProduct')
  await expect(page.getByRole('heading', { name: 'إضافة منتج جديد', level: 1 })).toBeVisible()
  // The wilaya list is searched by typing; its names are Arabic on Arabic screens.
  await page.getByRole('combobox', { name: 'الولاية' }).fill('Adrar')
  await expect(page.getByRole('option', { name: '1 - أدرار' })).toBeVisible()

  // Waiting products.
  await page.goto('/waiting-products')
  await expect(page.getByRole('heading', { name: 'المنتجات قيد الانتظار', level: 1 })).toBeVisible()
  await expect(page.getByText('منتجات بانتظار الموافقة', { exact: true })).toBeVisible()

  // Subcategories: Arabic names, the add form with the Arabic input written right to left.
  await page.goto('/subcategories')
  await expect(page.getByRole('heading', { name: 'الفئات الفرعية', level: 1 })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'عدد المنتجات' })).toBeVisible()
  await page.getByRole('link', { name: 'إضافة فئة فرعية جديدة' }).click()
  await expect(page.getByLabel('الاسم بالعربية')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByLabel('الاسم بالفرنسية')).toBeVisible()
  await expect(page.getByLabel('الاسم بالإنجليزية')).toBeVisible()

  // Banners and the profile page.
  await page.goto('/banners')
  await expect(page.getByRole('heading', { name: 'اللافتات', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'إضافة لافتة جديدة' })).toBeVisible()
  await page.goto('/update-admin-phone')
  // The account page is titled for what it holds; the phone form is a section of it.
  await expect(page.getByRole('heading', { name: 'الحساب والأمان', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'تحديث رقم الهاتف', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'تحديث' })).toBeVisible()

  // A reload starts in Arabic at once: the first render is already right to left.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'الحساب والأمان', level: 1 })).toBeVisible()
  expect(await (await firstRender(page)).jsonValue()).toBe('ar rtl')
})

test('French is chosen from the keyboard, names and messages follow, and a reload keeps it', async ({
  page,
}) => {
  const { accessToken } = await signInWithApi(page)
  const api = adminApi(page, accessToken)
  await recordFirstRender(page)

  await page.goto('/update-admin-phone')
  // The page is named for all it holds; the seed's title names its phone section.
  await expect(page.getByRole('heading', { name: 'Account and security', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Update Phone Number', level: 2 })).toBeVisible()
  // The option after English, from the keyboard.
  await page.getByRole('combobox', { name: 'Language' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { name: 'Compte et sécurité', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Modifier le numéro de téléphone', level: 2 }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Se déconnecter', exact: true })).toBeVisible()

  // French names of subcategories, French validation messages.
  const subcategories = await api.get<Subcategory[]>('/products/sub-categories', { lang: 'fr' })
  await page.goto('/subcategories')
  await expect(page.getByRole('heading', { name: 'Sous-catégories', level: 1 })).toBeVisible()
  const shown = [...subcategories].sort((a, b) => a.id - b.id).slice(0, 3)
  for (const subcategory of shown) {
    await expect(page.getByRole('link', { name: subcategory.nameFr, exact: true })).toBeVisible()
  }
  await page.goto('/subcategories/AddSubcategory')
  await page.getByRole('button', { name: 'Ajouter la sous-catégorie' }).click()
  await expect(page.getByText('Le nom arabe est obligatoire')).toBeVisible()

  // The choice survives a reload.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr')
  expect(await (await firstRender(page)).jsonValue()).toBe('fr ltr')
})

test('A page that starts in Arabic asks for its font at once; English and French never do', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-arabic')) fonts.push(request.url())
  })
  const preload = page.locator('head link[rel="preload"][as="font"]')
  for (const locale of ['en', 'fr']) {
    await page.goto('/login')
    await page.evaluate((value) => localStorage.setItem('locale', value), locale)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('button', { name: /sign in|se connecter/i })).toBeVisible()
    await expect(preload).toHaveCount(0)
  }
  expect(fonts).toEqual([])

  await page.evaluate(() => localStorage.setItem('locale', 'ar'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(preload).toHaveCount(1)
  await expect(preload).toHaveAttribute('type', 'font/woff2')
  await expect(preload).toHaveAttribute('crossorigin', '')
  await expect(preload).toHaveAttribute('href', /noto-sans-arabic-arabic-400-normal.*\.woff2$/)
  // Asked for once: the preload and the declared face share one download.
  await expect.poll(() => fonts.filter((url) => url.includes('-400-')).length).toBe(1)
})
