import { MESSAGES } from '@rihla/contract/messages'
import { ADMIN, confirmPassword, expect, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

const NO_PERMISSION = "You don't have permission to view this data."

/** A name of letters only (the contract's rule), different on every run. */
function letters(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase())
}

// An admin invites a moderator; the moderator opens the link, sets a
// password, signs in, approves a waiting product and is refused the banners screen; the admin
// demotes them and their open session loses the queue at its next request.
test('an invited moderator sets a password, works the queue, and loses it when demoted', async ({
  page,
  browser,
}) => {
  test.slow() // two people, eight screens
  const tag = unique()
  const name = `Nadia ${letters()}`
  const email = `invited-${tag}@rihla.dz`
  const password = 'Sahara-dunes-of-Taghit-7'

  // A listing waiting for review, from a member of the marketplace.
  const provider = await registerUser(page.request)
  const offer = await productApi(page.request, provider.token).create({
    title: `E2E Invited review ${tag}`,
    wilaya: '16',
  })
  expect(offer.status).toBe('pending')

  // The admin invites them from the Staff screen; the link is shown once.
  await signInWithApi(page, ADMIN)
  await page.goto('/staff')
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Invite staff' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite a staff member' })
  await invite.getByLabel('Email').fill(email)
  await invite.getByLabel('Name').fill(name)
  await invite.getByLabel('Role').selectOption('moderator')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  // Inviting staff is a power over accounts: the password again, then the invitation goes.
  await confirmPassword(page)
  const linkDialog = page.getByRole('dialog', { name: 'Invitation link' })
  const inviteUrl = await linkDialog.getByLabel('One-time link').inputValue()
  expect(inviteUrl).toMatch(/\/reset-password\?token=[^&]+&invite=1$/)
  await linkDialog.getByRole('button', { name: 'Close' }).first().click()
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row.getByText('Invitation pending')).toBeVisible()

  // The moderator, in a browser of their own: the link, a password, then sign-in.
  const theirs = await browser.newContext()
  const mod = await theirs.newPage()
  try {
    await mod.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search)
    await expect(
      mod.getByRole('heading', { name: 'Welcome — set a password for your new account' }),
    ).toBeVisible()
    await mod.getByLabel('New password').fill(password)
    await mod.getByRole('button', { name: 'Create my account' }).click()
    await expect(
      mod.getByText('Your account is ready: sign in with your email and new password.'),
    ).toBeVisible()
    // The link worked once: a second use is refused.
    const again = await mod.request.post('/api/auth/reset-password', {
      data: { token: new URL(inviteUrl).searchParams.get('token'), password: `${password}!` },
    })
    expect(again.status()).toBe(400)

    await mod.goto('/login')
    await mod.getByLabel('Email').fill(email)
    await mod.getByLabel('Password').fill(password)
    await mod.getByRole('button', { name: 'Sign in' }).click()
    await expect(mod).toHaveURL(/\/welcome$/)
    expect(await mod.evaluate(() => localStorage.getItem('role'))).toBe('moderator')

    // They approve the waiting listing from its page.
    await mod.goto('/waiting-products')
    await mod.getByRole('searchbox', { name: 'Search waiting products' }).fill(tag)
    await mod.getByRole('link', { name: offer.title }).click()
    await expect(mod.getByRole('heading', { name: offer.title })).toBeVisible()
    const approved = mod.waitForResponse(
      (r) => r.url().includes(`/api/products/${offer.id}/accept`) && r.status() === 200,
    )
    await mod
      .getByRole('toolbar', { name: 'Decision' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click()
    await approved

    // The banners screen is an admin's: the seed's notice, no menu entry, no call.
    const bannerCalls: string[] = []
    mod.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/banners')) bannerCalls.push(r.url())
    })
    await mod.goto('/banners')
    await expect(mod.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible()
    await expect(mod.getByText(NO_PERMISSION)).toBeVisible()
    const nav = mod.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Banners' })).toHaveCount(0)
    expect(bannerCalls).toEqual([])

    // The moderator's queue is open in their browser when the admin demotes them.
    await mod.goto('/waiting-products')
    await expect(mod.getByRole('heading', { name: 'Waiting Products' })).toBeVisible()

    await page.reload()
    await page.getByRole('button', { name: `Actions for ${name}` }).click()
    await page.getByRole('menuitem', { name: 'Change role' }).click()
    const roleDialog = page.getByRole('dialog', { name: `Change the role of ${name}` })
    await roleDialog.getByLabel('New role').selectOption('user')
    const demoted = page.waitForResponse(
      (r) => r.url().includes('/role') && r.request().method() === 'PUT' && r.status() === 200,
    )
    await roleDialog.getByRole('button', { name: 'Change role' }).click()
    await demoted
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)

    // Their open session's next request for the queue is refused.
    const refused = mod.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/products/waiting-list' && r.status() === 403,
    )
    await mod.getByRole('searchbox', { name: 'Search waiting products' }).fill(`${tag}x`)
    const answer = await refused
    expect(((await answer.json()) as { message: string }).message).toBe(MESSAGES.auth.forbidden)
    await expect(mod.getByText(MESSAGES.auth.forbidden).first()).toBeVisible()
  } finally {
    await theirs.close()
  }
})
