import type { Browser, Page } from '@playwright/test'
import { axeViolations } from './checks'
import { expect, signInWithApi, test } from './fixtures'
import { productApi, unique } from './product-api'

/**
 * No lost updates: two moderators, each in a browser context of their own, edit the
 * same subcategory; the second save is stale and gets the conflict screen, in three languages.
 */

type Texts = {
  title: string
  reapply: string
  discard: string
  unchanged: string
  nameFr: string
  nameEn: string
  update: string
}

const TEXTS: Record<'en' | 'fr' | 'ar', Texts> = {
  en: {
    title: 'Someone else saved this while you were editing',
    reapply: 'Reapply my changes',
    discard: 'Discard mine',
    unchanged: 'Not changed by you',
    nameFr: 'French Name',
    nameEn: 'English Name',
    update: 'Update',
  },
  fr: {
    title: 'Quelqu’un d’autre a enregistré cet élément pendant votre modification',
    reapply: 'Réappliquer mes modifications',
    discard: 'Abandonner les miennes',
    unchanged: 'Non modifié par vous',
    nameFr: 'Nom en français',
    nameEn: 'Nom en anglais',
    update: 'Modifier',
  },
  ar: {
    title: 'حفظ شخص آخر هذا العنصر أثناء تعديلك',
    reapply: 'أعد تطبيق تعديلاتي',
    discard: 'تجاهل تعديلاتي',
    unchanged: 'لم تعدّله',
    nameFr: 'الاسم بالفرنسية',
    nameEn: 'الاسم بالإنجليزية',
    update: 'تحديث',
  },
}

/** A moderator in a browser context of their own, signed in, in `locale` and `theme`. */
async function moderator(browser: Browser, locale: keyof typeof TEXTS, theme = 'light') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('locale', l)
      localStorage.setItem('theme', t)
    },
    [locale, theme] as const,
  )
  const tokens = await signInWithApi(page)
  return { context, page, token: tokens.accessToken }
}

async function newSubcategory(page: Page, token: string, stamp: string) {
  const res = await page.request.post('/api/products/sub-categories', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      nameAr: `مقهى ${stamp}`,
      nameFr: `Café ${stamp}`,
      nameEn: `Cafe ${stamp}`,
      category: 'B',
    },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

async function readBack(page: Page, token: string, id: number) {
  const res = await page.request.get(`/api/products/sub-categories/${id}?lang=en`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as { nameFr: string; nameEn: string }
}

async function openForm(page: Page, id: number, texts: Texts, stamp: string) {
  await page.goto(`/subcategories/UpdateSubcategory/${id}`)
  await expect(page.getByLabel(texts.nameFr, { exact: true })).toHaveValue(`Café ${stamp}`)
}

/** A saves a new French name first; B, whose form was read before, then saves another field. */
async function raceTwoSaves(a: Page, b: Page, texts: Texts, stamp: string, id: number) {
  await openForm(a, id, texts, stamp)
  await openForm(b, id, texts, stamp)
  await a.getByLabel(texts.nameFr, { exact: true }).fill(`Salon ${stamp}`)
  await a.getByRole('button', { name: texts.update, exact: true }).click()
  await expect(a).toHaveURL(/\/subcategories$/)
  await b.getByLabel(texts.nameEn, { exact: true }).fill(`Coffee ${stamp}`)
  await b.getByRole('button', { name: texts.update, exact: true }).click()
  const panel = b.getByRole('region', { name: texts.title })
  await expect(panel).toBeVisible()
  return panel
}

test("B's stale subcategory save gets the conflict screen and reapplies over A's change", async ({
  browser,
}) => {
  const texts = TEXTS.en
  const stamp = unique()
  const a = await moderator(browser, 'en')
  const b = await moderator(browser, 'en')
  try {
    const id = await newSubcategory(a.page, a.token, stamp)
    const panel = await raceTwoSaves(a.page, b.page, texts, stamp, id)

    // What changed, field by field: A's French name (B left it alone), B's English name.
    const rows = panel.getByRole('row')
    await expect(rows.filter({ hasText: texts.nameFr })).toContainText(`Salon ${stamp}`)
    await expect(rows.filter({ hasText: texts.nameFr })).toContainText(texts.unchanged)
    await expect(rows.filter({ hasText: texts.nameEn })).toContainText(`Cafe ${stamp}`)
    await expect(rows.filter({ hasText: texts.nameEn })).toContainText(`Coffee ${stamp}`)
    await expect(panel.getByRole('heading', { name: texts.title })).toBeFocused()
    expect(await axeViolations(b.page, 'conflict')).toEqual([])

    await panel.getByRole('button', { name: texts.reapply }).click()
    await expect(b.page).toHaveURL(/\/subcategories$/)
    // Both changes are kept: A's French name and B's English one.
    expect(await readBack(a.page, a.token, id)).toMatchObject({
      nameFr: `Salon ${stamp}`,
      nameEn: `Coffee ${stamp}`,
    })
  } finally {
    await a.context.close()
    await b.context.close()
  }
})

for (const locale of ['fr', 'ar'] as const) {
  test(`the conflict screen speaks ${locale}, and discarding shows what A saved`, async ({
    browser,
  }) => {
    const texts = TEXTS[locale]
    const stamp = unique()
    const a = await moderator(browser, locale)
    // Arabic in the dark theme: the panel's colours are checked there too.
    const b = await moderator(browser, locale, locale === 'ar' ? 'dark' : 'light')
    try {
      const id = await newSubcategory(a.page, a.token, stamp)
      const panel = await raceTwoSaves(a.page, b.page, texts, stamp, id)
      await expect(panel.getByRole('button', { name: texts.reapply })).toBeVisible()
      await expect(panel.getByRole('row').filter({ hasText: texts.nameFr })).toContainText(
        texts.unchanged,
      )
      expect(await axeViolations(b.page, 'conflict')).toEqual([])

      await panel.getByRole('button', { name: texts.discard }).click()
      await expect(b.page.getByLabel(texts.nameFr, { exact: true })).toHaveValue(`Salon ${stamp}`)
      await expect(b.page.getByLabel(texts.nameEn, { exact: true })).toHaveValue(`Cafe ${stamp}`)
      expect(await readBack(a.page, a.token, id)).toMatchObject({ nameEn: `Cafe ${stamp}` })
    } finally {
      await a.context.close()
      await b.context.close()
    }
  })
}

test("B's stale flags save shows both changes; reapplying keeps A's flag and adds B's", async ({
  browser,
}) => {
  const a = await moderator(browser, 'en')
  const b = await moderator(browser, 'en')
  try {
    const api = productApi(a.page.request, a.token)
    const product = await api.create({ title: `E2E Flags ${unique()}`, wilaya: '16' })
    for (const { page } of [a, b]) {
      await page.addInitScript((id) => localStorage.setItem('productId', id), String(product.id))
      await page.goto('/products/updateFlags')
      await expect(page.getByRole('checkbox', { name: 'Exclusive' })).not.toBeChecked()
    }
    await a.page.getByRole('checkbox', { name: 'Exclusive' }).check()
    await a.page.getByRole('button', { name: 'Update Flags' }).click()
    await expect(a.page).toHaveURL(/\/products$/)

    await b.page.getByRole('checkbox', { name: 'Best family destinations' }).check()
    await b.page.getByRole('button', { name: 'Update Flags' }).click()
    const panel = b.page.getByRole('region', { name: TEXTS.en.title })
    const rows = panel.getByRole('row')
    await expect(rows.filter({ hasText: 'Exclusive' })).toContainText(TEXTS.en.unchanged)
    await expect(rows.filter({ hasText: 'Best family destinations' })).toContainText('NoYes')
    await panel.getByRole('button', { name: TEXTS.en.reapply }).click()
    await expect(b.page).toHaveURL(/\/products$/)
    expect(await api.get(`/products/${product.id}`)).toMatchObject({ isE: true, isH: true })
  } finally {
    await a.context.close()
    await b.context.close()
  }
})
