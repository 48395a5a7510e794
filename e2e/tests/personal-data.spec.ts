import { axeViolations } from './checks'
import { ADMIN, expect, signInWithApi, test } from './fixtures'
import { registerUser } from './product-api'

test('a seller asks for a copy of their data and for its erasure from their account page', async ({
  page,
}) => {
  const { credentials } = await registerUser(page.request)
  await signInWithApi(page, credentials)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/update-admin-phone')
  const panel = page.getByRole('region', { name: 'Your data' })
  await expect(panel).toBeVisible()
  expect(await axeViolations(page, 'account page with the data requests')).toEqual([])

  await panel.getByRole('button', { name: 'Request a copy of my data' }).click()
  await expect(panel.getByText(/request for a copy of your data was sent/)).toBeVisible()

  // The erasure is confirmed first, from the keyboard.
  await panel.getByRole('button', { name: 'Request erasure of my account' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog', { name: 'Ask for your account to be erased?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Request erasure' }).click()
  await expect(
    panel.getByText('Your erasure request was sent. Staff will carry it out.'),
  ).toBeVisible()

  // Staff see both requests in the activity.
  const login = await page.request.post('/api/auth/login', { data: ADMIN })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const activity = await page.request.get('/api/activity', {
    headers: { Authorization: `Bearer ${accessToken}` },
    params: { action: 'user.data-request' },
  })
  const entries = ((await activity.json()) as { data: Array<{ after: { kind: string } }> }).data
  expect(
    entries
      .map((entry) => entry.after.kind)
      .slice(0, 2)
      .sort(),
  ).toEqual(['erase', 'export'])
})
