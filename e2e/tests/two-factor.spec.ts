import type { Page } from '@playwright/test'
import { MESSAGES } from '@rihla/contract/messages'
import { generate } from 'otplib'
import { expect, test } from './fixtures'
import { registerUser } from './product-api'

/** The code an authenticator app would show `steps` 30 s steps from now. */
function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })
}

type Credentials = { email: string; password: string }

async function fillPassword(page: Page, { email, password }: Credentials) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
}

/** Clicks the button that ends the sign-in, and waits for /welcome (no reload: deviation 132). */
async function submitAndLand(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click()
  await expect(page).toHaveURL(/\/welcome$/)
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toEqual(expect.any(String))
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear())
}

test('a user enrolls an authenticator from the profile, then signs in with a code and a recovery code', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // A fresh account: the demo admin that other specs use keeps its one-step sign-in.
  const { credentials } = await registerUser(page.request)

  await fillPassword(page, credentials)
  await submitAndLand(page, 'Sign in')

  // Enrollment: the QR code and the key as text, confirmed with one code.
  await page.goto('/update-admin-phone')
  const panel = page.getByRole('region', { name: 'Two-factor authentication' })
  await expect(panel.getByText('Off: your password alone signs you in.')).toBeVisible()
  await panel.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  const qr = panel.getByRole('img', { name: /QR code/ })
  await expect(qr).toBeVisible()
  // The server-drawn SVG really renders under the CSP (a blocked image has no width).
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  const secret = ((await panel.getByTestId('two-factor-secret').textContent()) ?? '').replace(
    /\s/g,
    '',
  )
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)

  // Turning it on takes the current password with the code.
  await panel.getByLabel('Current password').fill(credentials.password)
  await panel.getByLabel('Authentication code').fill('000000')
  await panel.getByRole('button', { name: 'Turn on' }).click()
  const enrollCode = await codeAt(secret)
  if (enrollCode !== '000000') {
    await expect(panel.getByRole('alert')).toHaveText(MESSAGES.twoFactor.codeInvalid)
    await panel.getByLabel('Authentication code').fill(enrollCode)
    await panel.getByRole('button', { name: 'Turn on' }).click()
  }

  const codes = panel.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allInnerTexts()
  await panel.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await expect(panel.getByText('On. Recovery codes left: 10.')).toBeVisible()
  await expect(panel.getByTestId('two-factor-secret')).toHaveCount(0)

  // Sign-in now asks for a code after the password.
  await signOut(page)
  await fillPassword(page, credentials)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const code = page.getByLabel('Authentication code')
  await expect(code).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  // The enrollment code is spent: replayed inside its window, it is refused.
  await code.fill(enrollCode)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.twoFactor.codeInvalid)
  await code.fill(await codeAt(secret, 1))
  await submitAndLand(page, 'Verify')

  // A lost phone: a recovery code signs in once.
  await signOut(page)
  await fillPassword(page, credentials)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('Authentication code').fill(recoveryCodes[0] ?? '')
  await submitAndLand(page, 'Verify')
  await page.goto('/update-admin-phone')
  await expect(page.getByText('On. Recovery codes left: 9.')).toBeVisible()

  // Turning it off takes the password and a code; then sign-in is one step again.
  const onPanel = page.getByRole('region', { name: 'Two-factor authentication' })
  await onPanel.getByLabel('Current password').fill(credentials.password)
  await onPanel.getByLabel('Authentication code').fill(recoveryCodes[1] ?? '')
  await onPanel.getByRole('button', { name: 'Turn off' }).click()
  await expect(
    page.getByRole('status').filter({
      hasText: 'Two-factor authentication is off. Your other sessions were signed out.',
    }),
  ).toBeVisible()
  await signOut(page)
  await fillPassword(page, credentials)
  await submitAndLand(page, 'Sign in')
})

test('the code step can go back to the password form', async ({ page }) => {
  const { credentials, token } = await registerUser(page.request)
  const headers = { Authorization: `Bearer ${token}` }
  const setup = await page.request.post('/api/auth/two-factor/setup', { headers })
  const { secret } = (await setup.json()) as { secret: string }
  const enabled = await page.request.post('/api/auth/two-factor/enable', {
    headers,
    data: { code: await codeAt(secret), currentPassword: credentials.password },
  })
  expect(enabled.status()).toBe(200)

  await fillPassword(page, credentials)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Back to sign in' }).click()
  await expect(page.getByLabel('Password')).toBeVisible()
  await expect(page.getByLabel('Authentication code')).toHaveCount(0)
})
