import { MESSAGES } from '@rihla/contract/messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { jsonResponse } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { karim, serveStaff, tokenFor } from '@/testing/staff-server'
import { StaffList } from './staff-list'

function renderStaff() {
  const view = renderRoutes([{ path: '/staff', element: <StaffList /> }], '/staff')
  return { ...view, user: userEvent.setup() }
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement

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
    serveStaff()
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
    serveStaff()
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
    serveStaff([], (request) =>
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
    serveStaff()
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

  describe('role change', () => {
    it('says what changes, then sends the chosen role', async () => {
      const requests = serveStaff(undefined, (request) =>
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

    it('says that a pending invitation link stops working with the change', async () => {
      serveStaff()
      const { user } = renderStaff()
      await openMenuItem(user, 'Salima Ouali', 'Change role')
      const dialog = screen.getByRole('dialog', { name: 'Change the role of Salima Ouali' })
      await user.selectOptions(within(dialog).getByLabelText('New role'), 'admin')
      expect(dialog).toHaveTextContent("Salima Ouali's invitation link stops working")
    })

    it('shows the last-admin refusal and keeps the dialog open', async () => {
      const requests = serveStaff(undefined, (request) =>
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

    it("offers no staff power over one's own row: it points to the profile", async () => {
      storage.set('token', tokenFor(12))
      serveStaff()
      renderStaff()
      const own = within(await screen.findByRole('row', { name: /Amina Benali/ }))
      expect(own.queryByRole('button', { name: 'Actions for Amina Benali' })).toBeNull()
      expect(
        own.getByRole('link', { name: 'Manage your account on your profile' }),
      ).toHaveAttribute('href', '/update-admin-phone')
      expect(screen.getByRole('button', { name: 'Actions for Karim Haddad' })).toBeInTheDocument()
    })

    it('shows the last-admin refusal of a block in the notice', async () => {
      serveStaff(undefined, (request) =>
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
    const requests = serveStaff(undefined, (request) =>
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
    const requests = serveStaff(undefined, (request) =>
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
