import type { Request } from '@playwright/test'
import { MESSAGES } from '@rihla/contract/messages'
import { ADMIN, expect, signInWithApi, test } from './fixtures'

test('a protected page without a token redirects to /login', async ({ page }) => {
  await page.goto('/users')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('the demo admin signs in, lands on /welcome, starts on the queue in the shell and logs out', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  // No reload after signing in (seed deviation 132): a mark left on the page survives it.
  await page.evaluate(() => {
    document.documentElement.dataset.e2eSamePage = 'yes'
  })
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/welcome$/)
  await expect(page.getByRole('link', { name: 'Browse Products' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('admin')

  // The queue (seed deviation 162), in the same page: the admin's menus and live stream.
  await page.getByRole('link', { name: 'Get Started' }).click()
  await expect(page).toHaveURL(/\/waiting-products$/)
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-page', 'yes')
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(page.getByText('Admin Panel')).toBeVisible()
  for (const name of [
    'Dashboard',
    'Users',
    'Products',
    'Waiting Products',
    'Subcategories',
    'Banners',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    '/update-admin-phone',
  )

  // The seed reloads the page 300 ms after logging out: read it once that reload is done.
  const reloadedOut = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Log out' }).click()
  await reloadedOut
  await expect(page).toHaveURL(/\/login$/)
  const stored = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('refreshToken'),
  ])
  expect(stored).toEqual([null, null])
})

test('a wrong password shows the error and keeps what was typed', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.login.invalid)
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email)
  await expect(page).toHaveURL(/\/login$/)
})

test('/login with a token redirects to the dashboard', async ({ page }) => {
  await signInWithApi(page)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/signup')
  await expect(page).toHaveURL(/\/$/)
})

test('sign-up shows the first failing rule, in the seed order, then creates the account', async ({
  page,
}) => {
  const m = MESSAGES.signup
  await page.goto('/signup')
  const submit = page.getByRole('button', { name: 'Sign up' })
  await page.getByLabel('Full Name').fill('Amina 2')
  await page.getByLabel('Email').fill('bad')
  await page.getByLabel('Phone Number').fill('12')
  await page.getByLabel('Password').fill('123')
  await submit.click()
  await expect(page.getByText(m.username)).toBeVisible()
  await page.getByLabel('Full Name').fill('Amina Saidi')
  await submit.click()
  await expect(page.getByText(m.email)).toBeVisible()
  await page.getByLabel('Email').fill(`amina.${Date.now()}@example.dz`)
  await submit.click()
  await expect(page.getByText(m.password)).toBeVisible()
  await page.getByLabel('Password').fill('Tassili7')
  await submit.click()
  await expect(page.getByText(m.phone)).toBeVisible()
  await page.getByLabel('Phone Number').fill('+213661234567')
  // No reload after signing up (seed deviation 132): /users, with the new role's screen.
  await submit.click()
  await expect(page).toHaveURL(/\/users$/)
  await expect(page.getByText("You don't have permission to view user data.")).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('user')
})

test('a rejected access token is renewed once with the refresh token, then the call retried', async ({
  page,
}) => {
  await signInWithApi(page)
  const BROKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.invalid'
  await page.addInitScript((broken) => {
    if (!sessionStorage.getItem('e2e-broken')) {
      sessionStorage.setItem('e2e-broken', '1')
      localStorage.setItem('token', broken)
    }
  }, BROKEN)
  // Each API call in the order it was sent, with the token it carried and, once answered, its
  // status and the order of its answer. Answers can arrive in another order than the calls (a
  // call sent with the refused token just before the refresh may be answered just after it),
  // so the flow is judged by what each call carried, not by when its answer came.
  type Call = { path: string; broken: boolean; status?: number; answered?: number }
  const calls: Call[] = []
  const callOf = new Map<Request, Call>()
  let answers = 0
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (!path.startsWith('/api/')) return
    const call = { path, broken: request.headers().authorization === `Bearer ${BROKEN}` }
    calls.push(call)
    callOf.set(request, call)
  })
  page.on('response', (response) => {
    const call = callOf.get(response.request())
    if (!call) return
    call.status = response.status()
    answers += 1
    call.answered = answers
  })
  // Log out only once the screen has its figures with the renewed token: a click while the
  // refresh is still in flight would send the logout with the refused token (it is then
  // retried too, which is right, but not the flow under test).
  const renewed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/stats' && r.status() === 200,
  )
  await page.goto('/')
  await renewed
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  const shown = JSON.stringify(calls)
  // Whatever the screen asked first carried the refused token and was refused.
  expect(calls[0], shown).toMatchObject({ broken: true, status: 401 })
  // A single refresh renewed it.
  const refreshes = calls.filter((c) => c.path === '/api/auth/refresh-token')
  expect(
    refreshes.map((c) => c.status),
    shown,
  ).toEqual([200])
  // Every call that carried the refused token was refused, and was sent again with the renewed
  // one.
  const refused = calls.filter((c) => c.broken)
  expect(refused.length, shown).toBeGreaterThan(0)
  expect(
    refused.map((c) => c.status),
    shown,
  ).toEqual(refused.map(() => 401))
  const logout = calls.find((c) => c.path === '/api/auth/logout')
  expect(logout?.status, shown).toBe(204)
  const renewedCalls = calls.filter(
    (c) => !c.broken && c !== logout && c.path !== '/api/auth/refresh-token',
  )
  for (const { path } of refused) {
    expect(
      renewedCalls.some((c) => c.path === path),
      `${path} sent again: ${shown}`,
    ).toBe(true)
  }
  // Every call with the renewed token answered before the logout succeeded (a poll answered
  // after the logout is rightly refused, and is no part of this flow).
  const beforeLogout = renewedCalls.filter(
    (c) => c.answered !== undefined && c.answered < (logout?.answered ?? 0),
  )
  expect(beforeLogout.length, shown).toBeGreaterThan(0)
  expect(
    beforeLogout.filter((c) => (c.status ?? 0) >= 300),
    shown,
  ).toEqual([])
})
