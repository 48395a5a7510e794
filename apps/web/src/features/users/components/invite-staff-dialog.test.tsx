import { MESSAGES } from '@rihla/contract/messages'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { buildUser } from '@/testing/factories'
import { jsonResponse } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { serveStaff, tokenFor } from '@/testing/staff-server'
import { StaffList } from './staff-list'

const INVITE_URL = 'https://admin.rihla.dz/reset-password/invite-token-123'

function renderStaff() {
  const view = renderRoutes([{ path: '/staff', element: <StaffList /> }], '/staff')
  return { ...view, user: userEvent.setup() }
}

describe('InviteStaffDialog, from the Staff screen', () => {
  beforeEach(() => {
    storage.set('token', tokenFor(99))
    storage.set('role', 'admin')
  })

  it("checks the form with the contract's messages and sends nothing until it passes", async () => {
    const requests = serveStaff()
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
    serveStaff(undefined, (request) =>
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
    serveStaff(undefined, (request) =>
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
    const requests = serveStaff(undefined, (request) =>
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
    serveStaff(undefined, (request) =>
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
