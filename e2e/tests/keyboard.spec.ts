import type { Page } from '@playwright/test'
import { expect, signInWithApi, test } from './fixtures'

/** What has focus, and whether it shows it: an outline or a ring that is not transparent. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement) || element === document.body) return null
    const style = getComputedStyle(element)
    const outline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 1 &&
      !/rgba\(0, 0, 0, 0\)|transparent/.test(style.outlineColor)
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      inTableBody: element.closest('tbody') !== null,
      href: element.getAttribute('href'),
      visible: outline || style.boxShadow !== 'none',
    }
  })
}

test('a keyboard user skips to the list, tabs to a row and opens it with Enter', async ({
  page,
}) => {
  await signInWithApi(page)
  await page.goto('/users')
  await expect(page.locator('tbody tr').first().getByRole('link')).toBeVisible()

  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  // Search box, sort buttons, then the first row: every stop shows where focus is.
  let stop = await focused(page)
  for (let presses = 0; presses < 20 && !stop?.inTableBody; presses++) {
    await page.keyboard.press('Tab')
    stop = await focused(page)
    expect(stop?.visible, `focus is visible on ${stop?.tag} "${stop?.name}"`).toBe(true)
  }
  expect(stop).toMatchObject({ tag: 'a', inTableBody: true })
  const href = stop?.href ?? ''
  expect(href).toMatch(/^\/users\/\d+$/)

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a row menu opens, moves and closes from the keyboard, then opens the row', async ({
  page,
}) => {
  await signInWithApi(page)
  await page.goto('/users')
  const menuButton = page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Actions for/ })
  await menuButton.focus()
  expect((await focused(page))?.visible).toBe(true)

  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'Show Details' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(menuButton).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(menu.getByRole('menuitem', { name: 'Show Details' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/users\/\d+$/)
})

test('a dialog keeps focus inside, leaves the page behind inert and gives focus back', async ({
  page,
}) => {
  await signInWithApi(page)
  await page.goto('/subcategories')
  const menuButton = page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Actions for/ })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Show Details' })).toBeFocused()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Subcategory Details' })
  await expect(dialog).toBeVisible()
  const close = dialog.getByRole('button', { name: 'Close' })
  await expect(close).toBeFocused()
  // Native modal: everything outside the dialog is inert, for the mouse and screen readers too.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)

  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(menuButton).toBeFocused()
})
