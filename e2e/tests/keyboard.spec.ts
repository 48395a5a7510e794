import type { Page } from '@playwright/test'
import { expect, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

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

test('the queue on an Arabic keyboard: the A key approves, focus goes on, r then Enter rejects', async ({
  page,
  request,
}) => {
  test.slow()
  const provider = await registerUser(request)
  const asProvider = productApi(request, provider.token)
  const tag = unique()
  const first = await asProvider.create({ title: `E2E Keys ${tag} 1`, wilaya: '16' })
  const second = await asProvider.create({ title: `E2E Keys ${tag} 2`, wilaya: '16' })
  const third = await asProvider.create({ title: `E2E Keys ${tag} 3`, wilaya: '16' })
  await signInWithApi(page)
  await page.goto(`/waiting-products?search=${tag}&limit=10`)
  const link = (title: string) => page.getByRole('link', { name: title })
  await expect(link(third.title)).toBeVisible()

  // What an Arabic layout sends for the A key: the character "ش", the physical key KeyA.
  const cdp = await page.context().newCDPSession(page)
  const arabicA = async () => {
    for (const type of ['keyDown', 'keyUp'] as const) {
      await cdp.send('Input.dispatchKeyEvent', {
        type,
        key: 'ش',
        code: 'KeyA',
        text: type === 'keyDown' ? 'ش' : undefined,
        windowsVirtualKeyCode: 65,
      })
    }
  }
  await page.keyboard.press('j')
  await expect(link(first.title)).toBeFocused()
  await arabicA()
  await expect(page.getByRole('status').filter({ hasText: 'was approved' })).toContainText(
    `"${first.title}" was approved.`,
  )
  // The focus is on the next row, where the keys go on.
  await expect(link(second.title)).toBeFocused()

  // The first rejection asks why (focus on the reason: Enter there cancels nothing).
  await page.keyboard.press('r')
  const dialog = page.getByRole('alertdialog', { name: 'Reject product' })
  await expect(dialog.getByLabel('Reason', { exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Reason', { exact: true }).selectOption('wrong_category')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText(`"${second.title}" was rejected.`)).toBeVisible()
  await expect(link(third.title)).toBeFocused()

  // The next: the reason given last is chosen and Reject has the focus, so r then Enter.
  await page.keyboard.press('r')
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused()
  await expect(dialog.getByLabel('Reason', { exact: true })).toHaveValue('wrong_category')
  await page.keyboard.press('Enter')
  await expect(page.getByText(`"${third.title}" was rejected.`)).toBeVisible()
  const asAdmin = productApi(page.request, (await signInWithApi(page)).accessToken)
  expect((await asAdmin.get(`/products/${third.id}`)).status).toBe('rejected')
})
