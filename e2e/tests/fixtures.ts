import { test as base, expect, type Page } from '@playwright/test'

export const ADMIN = { email: 'admin@rihla.dz', password: 'Admin@2026' }
/** "Samira Moderator", role `moderator`, written by e2e/seed-moderator.mjs with ADMIN's password. */
export const MODERATOR = { email: 'moderator@rihla.dz', password: ADMIN.password }

type Tokens = { accessToken: string; refreshToken: string; role: string }

/** Signs in through the API and puts the tokens where the app keeps them, skipping the form. */
export async function signInWithApi(page: Page, credentials = ADMIN): Promise<Tokens> {
  const res = await page.request.post('/api/auth/login', { data: credentials })
  expect(res.status()).toBe(200)
  const tokens = (await res.json()) as Tokens
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('e2e-signed-in', '1')
      localStorage.setItem('token', t.accessToken)
      localStorage.setItem('refreshToken', t.refreshToken)
      localStorage.setItem('role', t.role)
    }
  }, tokens)
  return tokens
}

/**
 * Answers the step-up dialog a staff power over accounts opens (decision 055): the password
 * again, then the action goes on. `name`, `label`, `confirm`: its texts in the app's language.
 */
export async function confirmPassword(
  page: Page,
  password = ADMIN.password,
  texts = { name: 'Confirm your password', label: 'Password', confirm: 'Confirm' },
) {
  const dialog = page.getByRole('dialog', { name: texts.name })
  await expect(dialog.getByLabel(texts.label)).toBeFocused()
  await dialog.getByLabel(texts.label).fill(password)
  await dialog.getByRole('button', { name: texts.confirm }).click()
  await expect(dialog).toHaveCount(0)
}

export const test = base
export { expect }
