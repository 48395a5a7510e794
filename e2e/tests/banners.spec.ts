import { deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import type { AdminBanner, Banner } from '@rihla/contract/banners'
import { axeViolations } from './checks'
import { expect, signInWithApi, test } from './fixtures'

/**
 * Banners (the seed's add and delete, point 3: link, schedule, switch, order, image,
 * conflicts), on the real server; the screen in Arabic on a 390 px phone passes axe.
 */

/** CRC-32 of a PNG chunk (type and data), as the format requires. */
function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG of one colour, built in memory: the server checks the bytes and re-encodes it. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, default compression, filter and interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

type Api = ReturnType<typeof bannerApi>

/** The banners API as the admin calls it, to set a scene and to check what the screen did. */
function bannerApi(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  return {
    async all(): Promise<AdminBanner[]> {
      const response = await page.request.get('/api/banners/all', { headers })
      expect(response.status()).toBe(200)
      return (await response.json()) as AdminBanner[]
    },
    /** The seed's list: the live banners, in order. */
    async live(): Promise<number[]> {
      const response = await page.request.get('/api/banners?page=1&limit=100', { headers })
      expect(response.status()).toBe(200)
      return ((await response.json()) as Banner[]).map((banner) => banner.id)
    },
    async add(): Promise<Banner> {
      const response = await page.request.post('/api/banners', {
        headers,
        multipart: {
          banner: {
            name: 'b.png',
            mimeType: 'image/png',
            buffer: solidPng(300, 100, [2, 132, 199]),
          },
        },
      })
      expect(response.status()).toBe(201)
      return (await response.json()) as Banner
    },
    async edit(banner: AdminBanner, body: Record<string, unknown>) {
      const response = await page.request.patch(`/api/banners/${banner.id}`, {
        headers: { ...headers, 'If-Match': `"${banner.version}"` },
        data: body,
      })
      expect(response.status()).toBe(200)
    },
  }
}

async function ids(api: Api) {
  return (await api.all()).map((banner) => banner.id)
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem')
const cardOf = (page: Page, banner: { url: string }) =>
  cards(page).filter({ has: page.locator(`img[src="${banner.url}"]`) })

test('an admin adds a banner with a preview, sees it first in the list and deletes it', async ({
  page,
}) => {
  const { accessToken } = await signInWithApi(page)
  const api = bannerApi(page, accessToken)
  await page.goto('/banners')
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible()
  await page.getByRole('link', { name: 'Add New Banner' }).click()
  await expect(page).toHaveURL(/\/banners\/AddBanner$/)

  await page.getByLabel('Banner Image').setInputFiles({
    name: 'b.png',
    mimeType: 'image/png',
    buffer: solidPng(300, 100, [16, 185, 129]),
  })
  const preview = page.getByRole('img', { name: 'Preview of the selected banner' })
  await expect(preview).toBeVisible()
  await expect(preview).toHaveAttribute('src', /^blob:/)

  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/banners') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Add Banner' }).click()
  const response = await uploaded
  expect(response.status()).toBe(201)
  const banner = (await response.json()) as Banner
  await expect(page).toHaveURL(/\/banners$/)
  // The list says so, with a link to the new banner's picture.
  const added = page.getByRole('status').filter({ hasText: 'The banner was added.' })
  await expect(added.getByRole('link', { name: 'View the picture' })).toHaveAttribute(
    'href',
    banner.url,
  )

  // Every banner on one screen, the new one first, live, dated today in the browser's calendar.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()),
  )
  const total = (await api.all()).length
  await expect(page.getByText(`${total} banners`)).toBeVisible()
  await expect(cards(page)).toHaveCount(total)
  const card = cardOf(page, banner)
  await expect(cards(page).first()).toContainText(today)
  await expect(cards(page).first().getByRole('img')).toHaveAttribute('src', banner.url)
  await expect(card.getByText('Live')).toBeVisible()
  await expect(card.getByText('Position 1')).toBeAttached()
  expect((await api.live())[0]).toBe(banner.id)

  await card.getByRole('button', { name: 'Delete banner' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete banner' })
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Banner deleted.')).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(page.getByText(`${total - 1} banners`)).toBeVisible()
  expect(await ids(api)).not.toContain(banner.id)
})

test('an admin links a banner, schedules it in the past, and reorders by keyboard and drag', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const { accessToken } = await signInWithApi(page)
  const api = bannerApi(page, accessToken)
  const banner = await api.add()
  await page.goto('/banners')
  const card = cardOf(page, banner)
  await expect(card.getByText('Position 1')).toBeAttached()

  // Link and schedule: an https address, shown from two days ago until yesterday.
  await card.getByRole('button', { name: 'Edit banner 1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit banner 1' })
  await expect(dialog.getByLabel('Link')).toBeFocused()
  await dialog.getByLabel('Link').fill('https://rihla.dz/hajj-2026')
  const local = await page.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, '0')
    const at = (days: number) => {
      const d = new Date(Date.now() + days * 86_400_000)
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
    }
    return { from: at(-2), to: at(-1) }
  })
  await dialog.getByLabel('Show from', { exact: true }).fill(local.from)
  await dialog.getByLabel('Show until', { exact: true }).fill(local.to)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Banner saved.')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(card.getByText('Ended')).toBeVisible()
  await expect(card.getByRole('link', { name: 'https://rihla.dz/hajj-2026' })).toBeVisible()
  await expect(card.getByText(/^From .+ · Until /)).toBeVisible()
  // Ended: no longer among what GET /api/banners shows, its link kept for the admin.
  expect(await api.live()).not.toContain(banner.id)
  const edited = (await api.all()).find((b) => b.id === banner.id)
  expect(edited).toMatchObject({ link: { url: 'https://rihla.dz/hajj-2026' }, state: 'ended' })

  // Keyboard: Move down twice from the top; the focus stays on the banner as it moves.
  const before = await ids(api)
  await card.getByRole('button', { name: 'Move down' }).focus()
  await page.keyboard.press('Enter')
  await expect(card.getByText('Position 2')).toBeAttached()
  await expect(card.getByRole('button', { name: 'Move down' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(card.getByText('Position 3')).toBeAttached()
  await expect(page.getByRole('status').filter({ hasText: 'moved to position 3' })).toBeAttached()
  await expect.poll(() => ids(api)).toEqual([before[1], before[2], banner.id, ...before.slice(3)])

  // Drag: the banner dropped on the first card takes its place.
  await card.dragTo(cards(page).first())
  await expect(card.getByText('Position 1')).toBeAttached()
  await expect.poll(() => ids(api)).toEqual([banner.id, before[1], before[2], ...before.slice(3)])
  await expect(cards(page).first().getByRole('img')).toHaveAttribute('src', banner.url)
})

test("a save over someone else's change shows both versions, then reapplies mine", async ({
  page,
}) => {
  const { accessToken } = await signInWithApi(page)
  const api = bannerApi(page, accessToken)
  const banner = await api.add()
  await page.goto('/banners')
  const card = cardOf(page, banner)
  await card.getByRole('button', { name: /^Edit banner/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Edit banner/ })
  await dialog.getByLabel('Link').fill('https://rihla.dz/mine')

  // Meanwhile another admin switches it off.
  const read = (await api.all()).find((b) => b.id === banner.id)
  if (!read) throw new Error('banner not listed')
  await api.edit(read, { active: false })

  await dialog.getByRole('button', { name: 'Save' }).click()
  const panel = dialog.getByRole('region', {
    name: 'Someone else saved this while you were editing',
  })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('row').filter({ hasText: 'Link' })).toContainText(
    'https://rihla.dz/mine',
  )
  await expect(panel.getByRole('row').filter({ hasText: 'Active' })).toContainText(
    'Not changed by you',
  )
  await panel.getByRole('button', { name: 'Reapply my changes' }).click()
  await expect(page.getByText('Banner saved.')).toBeVisible()
  await expect(card.getByText('Switched off')).toBeVisible()
  expect((await api.all()).find((b) => b.id === banner.id)).toMatchObject({
    link: { url: 'https://rihla.dz/mine' },
    active: false,
    version: 3,
  })
})

test('the banners screen and its edit dialog in Arabic on a 390 px phone pass axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => localStorage.setItem('locale', 'ar'))
  const { accessToken } = await signInWithApi(page)
  const api = bannerApi(page, accessToken)
  const banner = await api.add()
  await page.goto('/banners')
  await expect(page.getByRole('heading', { name: 'اللافتات', level: 1 })).toBeVisible()
  const card = cardOf(page, banner)
  await expect(card.getByRole('button', { name: 'تحريك لأسفل' })).toBeVisible()
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth)
  expect(await wide()).toBeLessThanOrEqual(390)
  expect(await axeViolations(page, 'banners')).toEqual([])

  await card.getByRole('button', { name: 'تعديل اللافتة 1' }).click()
  const dialog = page.getByRole('dialog', { name: 'تعديل اللافتة 1' })
  await expect(dialog.getByLabel('الرابط')).toBeFocused()
  await dialog.getByLabel('الرابط').fill('http://rihla.dz')
  await dialog.getByRole('button', { name: 'حفظ' }).click()
  await expect(
    dialog.getByText('يجب أن يكون الرابط رقم منتج أو عنوانًا يبدأ بـ https://'),
  ).toBeVisible()
  // The schedule's fields speak Arabic around left-to-right ISO text: a date that does not
  // read is said on its field, one that does is written out.
  const from = dialog.getByLabel('العرض من', { exact: true })
  await expect(from).toHaveAttribute(
    'placeholder',
    'سنة\u200E-شهر\u200E-يوم\u200E ساعة\u200E:دقيقة',
  )
  await from.fill('2026-13-01 10:00')
  await dialog.getByLabel('العرض حتى', { exact: true }).fill('2026-11-27 14:30')
  await expect(from).toHaveValue('2026-13-01 10:00')
  await expect(dialog.getByText('أدخل التاريخ والوقت بالصيغة', { exact: false })).toBeVisible()
  await expect(dialog.getByText(/^27 نوفمبر 2026/)).toBeVisible()
  expect(await wide()).toBeLessThanOrEqual(390)
  expect(await axeViolations(page, 'banner form')).toEqual([])
  await page.setViewportSize({ width: 360, height: 780 })
  expect(await wide()).toBeLessThanOrEqual(360)
  await dialog.getByRole('button', { name: 'إلغاء' }).click()
  await expect(dialog).toHaveCount(0)
})

test('the banner form checks the file before sending it', async ({ page }) => {
  await signInWithApi(page)
  await page.goto('/banners/AddBanner')
  await page.getByRole('button', { name: 'Add Banner' }).click()
  await expect(page.getByText('Please select an image')).toBeVisible()
  await page.getByLabel('Banner Image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  })
  await expect(page.getByText('Please select a valid image file')).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/banners$/)
})
