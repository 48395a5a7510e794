import { deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import type { Banner } from '@rihla/contract/banners'
import { expect, signInWithApi, test } from './fixtures'

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

/** The real total of banners, as the server counts it right now. */
async function bannerTotal(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/banners?page=1&limit=3', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status()).toBe(200)
  return Number(response.headers()['x-total-count'])
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem')

test('an admin adds a banner with a preview, pages through the banners and deletes it', async ({
  page,
}) => {
  const { accessToken } = await signInWithApi(page)
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

  // Newest first: the new banner leads page 1, dated today in the browser's own calendar.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()),
  )
  const card = cards(page).filter({ has: page.locator(`img[src="${banner.url}"]`) })
  await expect(card).toContainText(today)
  await expect(card.getByRole('img')).toHaveAttribute('loading', 'lazy')

  const total = await bannerTotal(page, accessToken)
  const pages = Math.ceil(total / 3)
  expect(pages).toBeGreaterThan(1)
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible()
  await expect(page.getByText(`${total} banners`)).toBeVisible()
  await expect(cards(page)).toHaveCount(3)
  for (let n = 2; n <= pages; n++) {
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText(`Page ${n} of ${pages}`)).toBeVisible()
    await expect(cards(page)).toHaveCount(n < pages ? 3 : total - 3 * (pages - 1))
  }
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await expect(card).toHaveCount(0)

  await page.goto('/banners')
  await card.getByRole('button', { name: 'Delete banner' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete banner' })
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Banner deleted.')).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(page.getByText(`${total - 1} banners`)).toBeVisible()
  await expect(page.getByText(`Page 1 of ${Math.ceil((total - 1) / 3)}`)).toBeVisible()
  expect(await bannerTotal(page, accessToken)).toBe(total - 1)
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
