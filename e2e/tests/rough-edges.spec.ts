import type { Locator } from '@playwright/test'
import { expect, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

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
  const off = await fill(reject)
  // Grey: its three channels within a few steps of each other, nothing like the live red.
  expect(Math.max(off.r, off.g, off.b) - Math.min(off.r, off.g, off.b)).toBeLessThan(24)
  await page.getByRole('checkbox', { name: `Select ${product.title}` }).check()
  await expect(reject).toBeEnabled()
  const on = await fill(reject)
  expect(on.r - Math.max(on.g, on.b)).toBeGreaterThan(100)
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
