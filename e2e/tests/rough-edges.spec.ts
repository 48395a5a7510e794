import type { Locator } from '@playwright/test'
import { expect, signInWithApi, test } from './fixtures'
import { PNG_1X1, productApi, registerUser, unique } from './product-api'

/** The colour a box is filled with, as drawn: red, green and blue (0-255), read off a canvas. */
async function fill(locator: Locator) {
  const [r = 0, g = 0, b = 0] = await locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')
    if (!context) return []
    context.fillStyle = getComputedStyle(element).backgroundColor
    context.fillRect(0, 0, 1, 1)
    return Array.from(context.getImageData(0, 0, 1, 1).data)
  })
  return { r, g, b }
}

test('the disabled bulk reject looks disabled: grey, not a paler red', async ({ page }) => {
  const provider = await registerUser(page.request)
  const product = await productApi(page.request, provider.token).create({
    title: `E2E Rough ${unique()}`,
    wilaya: '16',
  })
  await signInWithApi(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/waiting-products?search=${encodeURIComponent(product.title)}`)
  const reject = page.getByRole('button', { name: 'Reject selected' })
  await expect(reject).toBeDisabled()
  // Grey: its three channels within a few steps of each other, nothing like the live red.
  await expect
    .poll(async () => {
      const off = await fill(reject)
      return Math.max(off.r, off.g, off.b) - Math.min(off.r, off.g, off.b)
    })
    .toBeLessThan(24)
  await page.getByRole('checkbox', { name: `Select ${product.title}` }).check()
  await expect(reject).toBeEnabled()
  // The button's colours change with a transition: wait for the drawn colour, not the first frame.
  await expect
    .poll(async () => {
      const on = await fill(reject)
      return on.r - Math.max(on.g, on.b)
    })
    .toBeGreaterThan(100)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1024, height: 768 } })

  test('the keyboard-shortcuts button is not offered, on the queue or a product', async ({
    page,
  }) => {
    const provider = await registerUser(page.request)
    const product = await productApi(page.request, provider.token).create({
      title: `E2E Touch ${unique()}`,
      wilaya: '16',
    })
    await signInWithApi(page)
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
    await page.goto(`/waiting-products/${product.id}`)
    await expect(page.getByRole('heading', { name: product.title })).toBeVisible()
    const toolbar = page.getByRole('toolbar', { name: 'Decision' })
    await expect(toolbar.getByRole('button', { name: 'Approve', exact: true })).toBeVisible()
    await expect(toolbar.getByRole('button', { name: 'Keyboard shortcuts' })).toBeHidden()
    await page.goto(`/waiting-products?search=${encodeURIComponent(product.title)}`)
    await expect(page.getByRole('button', { name: 'Reject selected' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeHidden()
  })
})

test('with a mouse, the keyboard-shortcuts button is offered on the queue and a product', async ({
  page,
}) => {
  const provider = await registerUser(page.request)
  const product = await productApi(page.request, provider.token).create({
    title: `E2E Mouse ${unique()}`,
    wilaya: '16',
  })
  await signInWithApi(page)
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto(`/waiting-products/${product.id}`)
  const toolbar = page.getByRole('toolbar', { name: 'Decision' })
  await expect(toolbar.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible()
  await page.goto(`/waiting-products?search=${encodeURIComponent(product.title)}`)
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible()
})

for (const width of [360, 1440] as const) {
  test(`French at ${width} px: the sidebar's title and links fit their boxes with the fonts this device has`, async ({
    page,
  }) => {
    await signInWithApi(page)
    await page.addInitScript(() => localStorage.setItem('locale', 'fr'))
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/dashboard')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    // On a phone the sidebar is a drawer, opened from the top bar.
    if (width < 768) {
      await page
        .locator('header')
        .getByRole('button', { name: 'Afficher ou masquer le menu latéral' })
        .click()
    }
    const title = page.getByTestId('sidebar-title')
    await expect(title).toHaveText("Panneau d'administration")
    await expect(title).toBeVisible()
    // What is drawn, read off the page: each text's lines inside its own box, each box inside
    // its parent's, the rail's header below nothing and above the links.
    const problems = await title.evaluate((element) => {
      const found: string[] = []
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5 &&
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5
      const aside = element.closest('aside')
      const header = aside?.firstElementChild
      if (!aside || !header) return ['no sidebar header']
      const texts = [element, ...Array.from(aside.querySelectorAll('nav a'))]
      for (const text of texts) {
        const range = document.createRange()
        range.selectNodeContents(text)
        const drawn = range.getBoundingClientRect()
        const box = text.getBoundingClientRect()
        const name = text.textContent?.trim() ?? ''
        if (!inside(drawn, box))
          found.push(`${name}: text ${drawn.height} px in a ${box.height} px box`)
        if (text.scrollHeight > text.clientHeight + 1) found.push(`${name}: taller than its box`)
      }
      const headerBox = header.getBoundingClientRect()
      const titleText = document.createRange()
      titleText.selectNodeContents(element)
      if (!inside(titleText.getBoundingClientRect(), headerBox))
        found.push('title outside the header')
      const nav = aside.querySelector('nav')?.getBoundingClientRect()
      if (nav && nav.top < headerBox.bottom - 0.5) found.push('the links under the header')
      return found
    })
    expect(problems).toEqual([])
  })
}

test('the file picker speaks the chosen language, not the browser’s', async ({ page }) => {
  await signInWithApi(page)
  await page.addInitScript(() => localStorage.setItem('locale', 'fr'))
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/products/AddProduct')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const input = page.locator('#product-picture')
  // The input keeps its field's label as its whole name; the drawn button is the page's.
  await expect(page.getByLabel('Image du produit', { exact: true })).toHaveAttribute('type', 'file')
  await expect(page.getByText('Choisir un fichier')).toBeVisible()
  await expect(page.getByText('Aucun fichier choisi')).toBeVisible()
  // The browser's own button is not drawn: the input takes no room.
  const box = await input.boundingBox()
  expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1)
  await input.setInputFiles({ name: 'oasis.png', mimeType: 'image/png', buffer: PNG_1X1 })
  await expect(page.getByText('oasis.png')).toBeVisible()
  await expect(page.getByText('Aucun fichier choisi')).toHaveCount(0)
  // From the keyboard the hidden input takes the focus, and the drawn button shows it.
  await input.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const ring = await page
    .getByText('Choisir un fichier')
    .evaluate((label) => getComputedStyle(label).boxShadow)
  expect(ring).not.toBe('none')
})
