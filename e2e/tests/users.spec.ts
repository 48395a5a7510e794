import { MESSAGES } from '@rihla/contract/messages'
import { type ApiUserPage, adminApi } from './admin-api'
import { confirmPassword, expect, signInWithApi, test } from './fixtures'

const PERMISSION = "You don't have permission to view user data."

test('the admin pages, sorts and searches users on the server, and the URL keeps the view', async ({
  page,
}) => {
  const api = adminApi(page, (await signInWithApi(page)).accessToken)
  const names = page.locator('tbody tr td:nth-child(2)')
  const expectRows = async (query: Record<string, string | number>) => {
    const expected = await api.get<ApiUserPage>('/users', { limit: 7, ...query })
    await expect(names).toHaveText(expected.data.map((u) => u.username))
    return expected
  }

  await page.goto('/users')
  const first = await expectRows({ page: 1 })
  expect(first.data).toHaveLength(7)
  await expect(page.getByText(`Page 1 of ${first.meta.totalPages}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/users\?page=2$/)
  await expectRows({ page: 2 })
  await expect(page.getByText(`Page 2 of ${first.meta.totalPages}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled()

  await page.getByRole('button', { name: 'userName' }).click()
  await expect(page).toHaveURL(/\/users\?sort=username&order=asc$/)
  await expectRows({ sort: 'username', order: 'asc' })
  await page.getByRole('button', { name: 'userName' }).click()
  await expect(page).toHaveURL(/\/users\?sort=username&order=desc$/)
  await expect(page.getByRole('columnheader', { name: 'userName' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expectRows({ sort: 'username', order: 'desc' })

  await page.getByRole('searchbox', { name: 'Search users' }).fill('amine')
  await expect(page).toHaveURL(/\/users\?search=amine&sort=username&order=desc$/)
  const found = await expectRows({ search: 'amine', sort: 'username', order: 'desc' })
  expect(found.meta.total).toBeGreaterThan(0)
  await expect(page.getByText(`Page 1 of ${found.meta.totalPages}`)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('amine')
  await expectRows({ search: 'amine', sort: 'username', order: 'desc' })
})

test('the admin opens a user, blocks then unblocks them, and the badge follows', async ({
  page,
}) => {
  const api = adminApi(page, (await signInWithApi(page)).accessToken)
  const target = await api.findUser('asma.zeroual36@example.dz')
  try {
    await page.goto(`/users?search=${encodeURIComponent(target.email)}`)
    const row = page.getByRole('row', { name: new RegExp(target.username) })
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    const menu = row.getByRole('button', { name: `Actions for ${target.username}` })

    // The keyboard alone: open on the first item, Escape gives focus back, then block.
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Show Details' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(menu).toBeFocused()
    // ArrowDown opens the menu on its first item; the next one is pressed once it is open.
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Show Details' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Block' })).toBeFocused()
    await page.keyboard.press('Enter')
    // A block ends the user's sessions at once: it asks first, focus on Cancel.
    const confirm = page.getByRole('alertdialog', { name: 'Block user' })
    await expect(confirm).toContainText(`Block ${target.username}?`)
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Block' }).click()
    // A block ends someone's sessions: the password again, asked once for a few minutes.
    await confirmPassword(page)
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible()
    await expect(page.getByText(`${target.username} is now blocked.`)).toBeVisible()
    expect((await api.findUser(target.email)).isBlocked).toBe(true)

    await menu.click()
    await page.getByRole('menuitem', { name: 'Unblock' }).click()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    expect((await api.findUser(target.email)).isBlocked).toBe(false)

    await menu.click()
    await page.getByRole('menuitem', { name: 'Show Details' }).click()
    await expect(page).toHaveURL(new RegExp(`/users/${target.id}$`))
    await expect(page.getByRole('heading', { name: target.username })).toBeVisible()
    await expect(page.getByText(target.email)).toBeVisible()
    await expect(page.getByText(target.phoneNumber)).toBeVisible()
    await expect(page.getByText('Active', { exact: true })).toBeVisible()
    // The details page carries the same action, with the same question.
    await page.getByRole('button', { name: 'Block', exact: true }).click()
    await page
      .getByRole('alertdialog', { name: 'Block user' })
      .getByRole('button', { name: 'Block' })
      .click()
    await expect(page.getByText('Blocked', { exact: true })).toBeVisible()
    expect((await api.findUser(target.email)).isBlocked).toBe(true)
    await page.getByRole('button', { name: 'Unblock', exact: true }).click()
    await expect(page.getByText('Active', { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Users' }).click()
    await expect(page).toHaveURL(/\/users\?search=asma\.zeroual36%40example\.dz$/)
  } finally {
    // The server is shared by every test of the run: leave the user as found.
    await api.put(`/users/${target.id}/unblock`)
  }
})

test("blocking one's own account is refused with the server's message", async ({ page }) => {
  const api = adminApi(page, (await signInWithApi(page)).accessToken)
  const admin = await api.findUser('admin@rihla.dz')
  await page.goto('/users?search=admin%40rihla.dz')
  const row = page.getByRole('row', { name: new RegExp(admin.username) })
  await row.getByRole('button', { name: `Actions for ${admin.username}` }).click()
  await page.getByRole('menuitem', { name: 'Block' }).click()
  await page
    .getByRole('alertdialog', { name: 'Block user' })
    .getByRole('button', { name: 'Block' })
    .click()
  await confirmPassword(page)
  await expect(page.getByRole('alert')).toHaveText('You cannot block your own account.')
  await expect(row.getByText('Active', { exact: true })).toBeVisible()
})

test('an unknown user id shows "User not found" with the way back', async ({ page }) => {
  await signInWithApi(page)
  await page.goto('/users/999999')
  await expect(page.getByRole('alert')).toContainText('User not found')
  await page.getByRole('link', { name: 'Back to Users' }).click()
  await expect(page).toHaveURL(/\/users$/)
})

test('the admin updates their phone number from the profile link', async ({ page }) => {
  const api = adminApi(page, (await signInWithApi(page)).accessToken)
  const before = await api.findUser('admin@rihla.dz')
  const phone = `+21355${String(Date.now()).slice(-7)}`
  try {
    await page.goto('/users')
    await page.getByRole('link', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/update-admin-phone$/)
    await expect(page.getByRole('heading', { name: 'Update Phone Number' })).toBeVisible()
    await expect(page.getByText('Current number:')).toContainText(before.phoneNumber)

    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText(MESSAGES.phone.required)).toBeVisible()

    await page.getByLabel('Phone Number').fill(phone)
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByRole('status')).toHaveText('Phone number updated.')
    await expect(page.getByLabel('Phone Number')).toHaveValue(phone)
    await expect(page.getByText('Current number:')).toContainText(phone)
    expect((await api.findUser('admin@rihla.dz')).phoneNumber).toBe(phone)

    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/users$/)
  } finally {
    await api.put('/users/admin', { phoneNumber: before.phoneNumber })
  }
})

test('a non-admin sees the permission message and the browser asks nothing of /api/users', async ({
  page,
}) => {
  const register = await page.request.post('/api/auth/register', {
    data: {
      username: 'Reader Only',
      email: `reader.${Date.now()}@example.dz`,
      password: 'Tassili7',
      phoneNumber: '+213555987654',
    },
  })
  expect(register.status()).toBe(201)
  const tokens = (await register.json()) as {
    accessToken: string
    refreshToken: string
    role: string
  }
  expect(tokens.role).toBe('user')
  await page.addInitScript((t) => {
    localStorage.setItem('token', t.accessToken)
    localStorage.setItem('refreshToken', t.refreshToken)
    localStorage.setItem('role', t.role)
  }, tokens)
  const usersCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/users')) usersCalls.push(request.url())
  })

  await page.goto('/users?page=2&search=amine')
  await expect(page.getByText(PERMISSION, { exact: true })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await page.goto('/users/1')
  await expect(page.getByText(PERMISSION, { exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(usersCalls).toEqual([])
})
