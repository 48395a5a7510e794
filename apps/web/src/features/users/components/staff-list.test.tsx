import { MESSAGES } from '@rihla/contract/messages'
import type { StaffMember } from '@rihla/contract/staff'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { buildStaffMember, buildUser } from '@/testing/factories'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { StaffList } from './staff-list'

const amina = buildStaffMember({
  id: 12,
  username: 'Amina Benali',
  email: 'amina@rihla.dz',
  role: 'admin',
  twoFactorEnabled: true,
})
const karim = buildStaffMember({ id: 13, username: 'Karim Haddad', isBlocked: true })
const salima = buildStaffMember({
  id: 14,
  username: 'Salima Ouali',
  lastSignInAt: null,
  invitePending: true,
})
const yacine = buildStaffMember({ id: 15, username: 'Yacine Mansouri', lastSignInAt: null })

const INVITE_URL = 'https://admin.rihla.dz/reset-password/invite-token-123'

/**
 * A fake API: the staff list, and `answer` for the rest (its answer wins when given). The
 * requests are returned, oldest first.
 */
function serve(
  staff: StaffMember[] = [amina, karim, salima, yacine],
  answer: (request: FakeRequest) => Response | undefined = () => undefined,
) {
  return stubFetch((request) => {
    const special = answer(request)
    if (special) return special
    if (request.method === 'GET' && request.path === '/api/users/staff') {
      return jsonResponse(200, { data: staff })
    }
    return jsonResponse(404, { message: 'Not found' })
  })
}

function renderStaff() {
  const view = renderRoutes([{ path: '/staff', element: <StaffList /> }], '/staff')
  return { ...view, user: userEvent.setup() }
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement

/** A token whose `sub` is `id`, so the screen knows which row is the signed-in admin's. */
const tokenFor = (id: number) => `header.${btoa(JSON.stringify({ sub: id }))}.signature`

async function openMenuItem(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }))
  await user.click(screen.getByRole('menuitem', { name: item }))
}

describe('StaffList', () => {
  beforeEach(() => {
    storage.set('token', tokenFor(99))
    storage.set('role', 'admin')
  })

  it('lists each staff member with role, 2FA, last sign-in and status', async () => {
    serve()
    renderStaff()
    expect(await screen.findByRole('cell', { name: 'Amina Benali' })).toBeInTheDocument()
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual([
      'Name',
      'Email',
      'Role',
      'Two-factor',
      'Last sign-in',
      'Status',
      'Actions',
    ])
    expect(screen.getByText('4 staff members')).toBeInTheDocument()

    const aminaRow = within(rowOf('Amina Benali'))
    expect(aminaRow.getByText('amina@rihla.dz')).toBeInTheDocument()
    expect(aminaRow.getByText('Admin')).toBeInTheDocument()
    expect(aminaRow.getByText('2FA on')).toBeInTheDocument()
    expect(aminaRow.getByText('Active')).toBeInTheDocument()
    expect(aminaRow.getByText(/2026/)).toHaveAttribute('dateTime', '2026-03-10T09:30:00.000Z')

    expect(within(rowOf('Karim Haddad')).getByText('Moderator')).toBeInTheDocument()
    expect(within(rowOf('Karim Haddad')).getByText('2FA off')).toBeInTheDocument()
    expect(within(rowOf('Karim Haddad')).getByText('Blocked')).toBeInTheDocument()
    expect(within(rowOf('Salima Ouali')).getByText('Invitation pending')).toBeInTheDocument()
    expect(within(rowOf('Yacine Mansouri')).getByText('Never')).toBeInTheDocument()
  })

  it('shows cards instead of a table on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    serve()
    renderStaff()
    expect(await screen.findByText('Amina Benali')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Staff members' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(4)
    expect(within(cards[2] as HTMLElement).getByText('Invitation pending')).toBeInTheDocument()
  })

  it('shows an empty state, and an error state that retries', async () => {
    let fail = true
    serve([], (request) =>
      request.path === '/api/users/staff' && fail
        ? jsonResponse(500, { message: 'Internal server error' })
        : undefined,
    )
    const { user } = renderStaff()
    expect(await screen.findByText('Failed to load the staff.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No staff members yet.')).toBeInTheDocument()
  })

  it('offers a two-factor reset only to those who have it on', async () => {
    serve()
    const { user } = renderStaff()
    await user.click(await screen.findByRole('button', { name: 'Actions for Karim Haddad' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Change role',
      'Unblock',
      'Issue password reset link',
    ])
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Actions for Amina Benali' }))
    expect(screen.getByRole('menuitem', { name: 'Reset two-factor' })).toBeInTheDocument()
  })

  describe('invite', () => {
    it("checks the form with the contract's messages and sends nothing until it passes", async () => {
      const requests = serve()
      const { user } = renderStaff()
      await user.click(await screen.findByRole('button', { name: 'Invite staff' }))
      const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' })
      expect(within(dialog).getByLabelText('Email')).toHaveFocus()

      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
      expect(await within(dialog).findByText(MESSAGES.signup.email)).toBeInTheDocument()
      expect(within(dialog).getByText(MESSAGES.user.usernameRequired)).toBeInTheDocument()
      expect(within(dialog).getByText(MESSAGES.user.staffRole)).toBeInTheDocument()

      await user.type(within(dialog).getByLabelText('Name'), 'Nadia 42')
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
      expect(await within(dialog).findByText(MESSAGES.signup.username)).toBeInTheDocument()
      expect(requests.filter((r) => r.method === 'POST')).toEqual([])
    })

    it('shows the e-mail in use under the field and keeps what was typed', async () => {
      serve(undefined, (request) =>
        request.method === 'POST'
          ? jsonResponse(409, { message: MESSAGES.signup.emailTaken, code: 'signup.emailTaken' })
          : undefined,
      )
      const { user } = renderStaff()
      await user.click(await screen.findByRole('button', { name: 'Invite staff' }))
      const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' })
      await user.type(within(dialog).getByLabelText('Email'), 'amina@rihla.dz')
      await user.type(within(dialog).getByLabelText('Name'), 'Amina Bis')
      await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin')
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))

      const email = within(dialog).getByLabelText('Email')
      await waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.signup.emailTaken))
      expect(email).toHaveValue('amina@rihla.dz')
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Amina Bis')
      expect(within(dialog).getByLabelText('Role')).toHaveValue('admin')
    })

    it('puts a 400 detail under its field', async () => {
      serve(undefined, (request) =>
        request.method === 'POST'
          ? jsonResponse(400, {
              message: MESSAGES.generic.badRequest,
              code: 'generic.badRequest',
              details: [MESSAGES.signup.username],
            })
          : undefined,
      )
      const { user } = renderStaff()
      await user.click(await screen.findByRole('button', { name: 'Invite staff' }))
      const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' })
      await user.type(within(dialog).getByLabelText('Email'), 'nadia@rihla.dz')
      await user.type(within(dialog).getByLabelText('Name'), 'Nadia')
      await user.selectOptions(within(dialog).getByLabelText('Role'), 'moderator')
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
      await waitFor(() =>
        expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
          MESSAGES.signup.username,
        ),
      )
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Nadia')
    })

    it('shows the invitation link once, with its expiry, and copies it', async () => {
      const nadia = buildUser({ id: 20, username: 'Nadia Kaci', email: 'nadia@rihla.dz' })
      const requests = serve(undefined, (request) =>
        request.method === 'POST' && request.path === '/api/users'
          ? jsonResponse(201, {
              user: { ...nadia, role: 'moderator' },
              inviteUrl: INVITE_URL,
              inviteExpiresAt: '2026-03-13T09:30:00.000Z',
              emailed: false,
            })
          : undefined,
      )
      const { user } = renderStaff()
      await user.click(await screen.findByRole('button', { name: 'Invite staff' }))
      const form = screen.getByRole('dialog', { name: 'Invite a staff member' })
      await user.type(within(form).getByLabelText('Email'), ' nadia@rihla.dz ')
      await user.type(within(form).getByLabelText('Name'), 'Nadia Kaci')
      await user.selectOptions(within(form).getByLabelText('Role'), 'moderator')
      await user.click(within(form).getByRole('button', { name: 'Send invitation' }))

      const dialog = await screen.findByRole('dialog', { name: 'Invitation link' })
      const post = requests.find((r) => r.method === 'POST')
      expect(post?.path).toBe('/api/users')
      expect(post?.body).toEqual({
        email: 'nadia@rihla.dz',
        username: 'Nadia Kaci',
        role: 'moderator',
        lang: 'en',
      })
      expect(screen.queryByRole('dialog', { name: 'Invite a staff member' })).toBeNull()
      expect(within(dialog).getByLabelText('One-time link')).toHaveValue(INVITE_URL)
      expect(dialog).toHaveTextContent('This link is shown only this once.')
      expect(dialog).toHaveTextContent(/Valid until .*2026/)
      expect(dialog).toHaveTextContent('It was not e-mailed: send it to them yourself.')
      expect(screen.getByText('Nadia Kaci was invited.')).toBeInTheDocument()

      await user.click(within(dialog).getByRole('button', { name: 'Copy' }))
      expect(await navigator.clipboard.readText()).toBe(INVITE_URL)
      expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied.')

      await user.click(within(dialog).getByRole('button', { name: 'Close' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.queryByDisplayValue(INVITE_URL)).toBeNull()
      expect(document.body).not.toHaveTextContent(INVITE_URL)
    })

    it('selects the link for Ctrl+C where the clipboard refuses', async () => {
      serve(undefined, (request) =>
        request.method === 'POST'
          ? jsonResponse(201, {
              user: buildUser({ id: 21, username: 'Nadia Kaci', role: 'admin' }),
              inviteUrl: INVITE_URL,
              inviteExpiresAt: '2026-03-13T09:30:00.000Z',
              emailed: true,
            })
          : undefined,
      )
      const { user } = renderStaff()
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'))
      await user.click(await screen.findByRole('button', { name: 'Invite staff' }))
      const form = screen.getByRole('dialog', { name: 'Invite a staff member' })
      await user.type(within(form).getByLabelText('Email'), 'nadia@rihla.dz')
      await user.type(within(form).getByLabelText('Name'), 'Nadia Kaci')
      await user.selectOptions(within(form).getByLabelText('Role'), 'admin')
      await user.click(within(form).getByRole('button', { name: 'Send invitation' }))

      const dialog = await screen.findByRole('dialog', { name: 'Invitation link' })
      expect(dialog).toHaveTextContent(/It was also e-mailed to user21@example.dz/)
      await user.click(within(dialog).getByRole('button', { name: 'Copy' }))
      const field = within(dialog).getByLabelText<HTMLInputElement>('One-time link')
      expect(within(dialog).getByRole('status')).toHaveTextContent('press Ctrl+C')
      expect(field).toHaveFocus()
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, INVITE_URL.length])
    })
  })

  describe('role change', () => {
    it('says what changes, then sends the chosen role', async () => {
      const requests = serve(undefined, (request) =>
        request.method === 'PUT' ? jsonResponse(200, { ...karim, role: 'admin' }) : undefined,
      )
      const { user } = renderStaff()
      await openMenuItem(user, 'Karim Haddad', 'Change role')
      const dialog = screen.getByRole('dialog', { name: 'Change the role of Karim Haddad' })
      expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeDisabled()

      await user.selectOptions(within(dialog).getByLabelText('New role'), 'admin')
      expect(dialog).toHaveTextContent('Karim Haddad goes from Moderator to Admin.')
      expect(dialog).toHaveTextContent('Admins manage the staff')
      await user.click(within(dialog).getByRole('button', { name: 'Change role' }))

      expect(await screen.findByText('Karim Haddad is now Admin.')).toBeInTheDocument()
      const put = requests.find((r) => r.method === 'PUT')
      expect(put?.path).toBe('/api/users/13/role')
      expect(put?.body).toEqual({ role: 'admin' })
      expect(screen.queryByRole('dialog')).toBeNull()
    })

    it('shows the last-admin refusal and keeps the dialog open', async () => {
      const requests = serve(undefined, (request) =>
        request.method === 'PUT'
          ? jsonResponse(409, { message: MESSAGES.user.lastAdmin, code: 'user.lastAdmin' })
          : undefined,
      )
      const { user } = renderStaff()
      await openMenuItem(user, 'Amina Benali', 'Change role')
      const dialog = screen.getByRole('dialog', { name: 'Change the role of Amina Benali' })
      await user.selectOptions(within(dialog).getByLabelText('New role'), 'user')
      await user.click(within(dialog).getByRole('button', { name: 'Change role' }))

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.user.lastAdmin)
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ role: 'user' })
      expect(within(dialog).getByLabelText('New role')).toHaveValue('user')
    })

    it('warns an admin demoting themself that the access goes with it', async () => {
      storage.set('token', tokenFor(12))
      serve()
      const { user } = renderStaff()
      await openMenuItem(user, 'Amina Benali', 'Change role')
      const dialog = screen.getByRole('dialog', { name: 'Change the role of Amina Benali' })
      await user.selectOptions(within(dialog).getByLabelText('New role'), 'moderator')
      expect(dialog).toHaveTextContent('This is your own account: you lose access to this screen')
    })

    it('shows the last-admin refusal of a block in the notice', async () => {
      serve(undefined, (request) =>
        request.method === 'PUT'
          ? jsonResponse(409, { message: MESSAGES.user.lastAdmin, code: 'user.lastAdmin' })
          : undefined,
      )
      const { user } = renderStaff()
      await openMenuItem(user, 'Amina Benali', 'Block')
      const confirm = screen.getByRole('alertdialog', { name: 'Block user' })
      await user.click(within(confirm).getByRole('button', { name: 'Block' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.user.lastAdmin)
    })
  })

  it('issues a password reset link and shows it once', async () => {
    const resetUrl = 'https://admin.rihla.dz/reset-password/reset-token-9'
    const requests = serve(undefined, (request) =>
      request.method === 'POST'
        ? jsonResponse(201, { resetUrl, expiresAt: '2026-03-10T10:30:00.000Z', emailed: true })
        : undefined,
    )
    const { user } = renderStaff()
    await openMenuItem(user, 'Karim Haddad', 'Issue password reset link')
    const dialog = await screen.findByRole('dialog', { name: 'Password reset link' })
    expect(requests.find((r) => r.method === 'POST')?.path).toBe('/api/users/13/password-reset')
    expect(within(dialog).getByLabelText('One-time link')).toHaveValue(resetUrl)
    expect(dialog).toHaveTextContent('Send Karim Haddad this link to choose a new password.')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByDisplayValue(resetUrl)).toBeNull()
  })

  it('resets two-factor after saying that their sessions end', async () => {
    const requests = serve(undefined, (request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    )
    const { user } = renderStaff()
    await openMenuItem(user, 'Amina Benali', 'Reset two-factor')
    const confirm = screen.getByRole('alertdialog', { name: 'Reset two-factor sign-in' })
    expect(confirm).toHaveTextContent('Their sessions end at once')
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false)
    await user.click(within(confirm).getByRole('button', { name: 'Reset two-factor' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Two-factor sign-in is off for Amina Benali.',
    )
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/users/12/two-factor')
  })
})
