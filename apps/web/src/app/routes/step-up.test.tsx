import { MESSAGES } from '@rihla/contract/messages'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { StepUpDialog } from '@/features/profile/components/step-up-dialog'
import { StaffList } from '@/features/users/components/staff-list'
import { useLocaleStore } from '@/i18n/i18n'
import { storage } from '@/lib/storage'
import { type FakeRequest, jsonResponse } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { karim, serveStaff, tokenFor } from '@/testing/staff-server'

/**
 * A staff power over accounts needs the password again (decision 055): the server answers
 * 403 `auth.stepUpRequired` until the session steps up, and the frame's dialog asks once.
 */
function serveWithStepUp(twoFactor = false) {
  let steppedUp = false
  const requests = serveStaff(undefined, (request: FakeRequest) => {
    if (request.path === '/api/auth/two-factor')
      return jsonResponse(200, { enabled: twoFactor, recoveryCodesLeft: twoFactor ? 9 : 0 })
    if (request.path === '/api/auth/step-up') {
      const body = request.body as { password?: string; code?: string }
      if (body.password !== 'Secret123')
        return jsonResponse(400, {
          message: MESSAGES.password.currentInvalid,
          code: 'password.currentInvalid',
        })
      if (twoFactor && body.code !== '123456')
        return jsonResponse(400, {
          message: MESSAGES.twoFactor.codeInvalid,
          code: 'twoFactor.codeInvalid',
        })
      steppedUp = true
      return new Response(null, { status: 204 })
    }
    if (request.method === 'PUT' && request.path === '/api/users/13/role')
      return steppedUp
        ? jsonResponse(200, { ...karim, role: 'admin' })
        : jsonResponse(403, { message: MESSAGES.auth.stepUpRequired, code: 'auth.stepUpRequired' })
    return undefined
  })
  return requests
}

function renderStaffInFrame() {
  renderRoutes(
    [
      {
        path: '/staff',
        element: (
          <>
            <StaffList />
            <StepUpDialog />
          </>
        ),
      },
    ],
    '/staff',
  )
  return userEvent.setup()
}

async function askToMakeKarimAdmin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Karim Haddad' }))
  await user.click(screen.getByRole('menuitem', { name: 'Change role' }))
  const roleDialog = screen.getByRole('dialog', { name: 'Change the role of Karim Haddad' })
  await user.selectOptions(within(roleDialog).getByLabelText('New role'), 'admin')
  const save = within(roleDialog).getByRole('button', { name: 'Change role' })
  await user.click(save)
  return { roleDialog, save }
}

const roleChanges = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'PUT' && r.path === '/api/users/13/role')

describe('the step-up dialog', () => {
  beforeEach(() => {
    storage.set('token', tokenFor(99))
    storage.set('role', 'admin')
  })

  it('asks for the password, keeps a wrong one for correcting, then the change goes through', async () => {
    const requests = serveWithStepUp()
    const user = renderStaffInFrame()
    await askToMakeKarimAdmin(user)

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' })
    const password = await within(dialog).findByLabelText('Password')
    await vi.waitFor(() => expect(password).toHaveFocus())
    expect(within(dialog).queryByLabelText('Authentication code')).toBeNull()
    await user.keyboard('wrong-password{Enter}')
    expect(await within(dialog).findByText(MESSAGES.password.currentInvalid)).toBeInTheDocument()
    expect(password).toHaveAttribute('aria-invalid', 'true')

    await user.clear(password)
    await user.keyboard('Secret123{Enter}')
    expect(await screen.findByText('Karim Haddad is now Admin.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    // Refused once, sent again once after the step-up: never more.
    expect(roleChanges(requests)).toHaveLength(2)
    expect(requests.filter((r) => r.path === '/api/auth/step-up')).toHaveLength(2)
  })

  it('asks for the code of an account with a second factor', async () => {
    const requests = serveWithStepUp(true)
    const user = renderStaffInFrame()
    await askToMakeKarimAdmin(user)
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' })
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus())
    await user.keyboard('Secret123')
    await user.click(await within(dialog).findByLabelText('Authentication code'))
    await user.keyboard('123456{Enter}')
    expect(await screen.findByText('Karim Haddad is now Admin.')).toBeInTheDocument()
    expect(requests.find((r) => r.path === '/api/auth/step-up')?.body).toEqual({
      password: 'Secret123',
      code: '123456',
    })
  })

  it('cancel leaves the screen as it was, focus back on the button that asked', async () => {
    const requests = serveWithStepUp()
    const user = renderStaffInFrame()
    const { roleDialog, save } = await askToMakeKarimAdmin(user)
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' })
    await within(dialog).findByLabelText('Password')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).toBeNull()
    expect(dialog).not.toBeInTheDocument()
    // The role dialog is still open with what was chosen, and says why nothing changed.
    expect(within(roleDialog).getByLabelText('New role')).toHaveValue('admin')
    expect(await within(roleDialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.auth.stepUpRequired,
    )
    await vi.waitFor(() => expect(save).toHaveFocus())
    expect(roleChanges(requests)).toHaveLength(1)
    expect(requests.filter((r) => r.path === '/api/auth/step-up')).toEqual([])
  })

  it('speaks Arabic, right to left', async () => {
    await act(() => useLocaleStore.getState().setLocale('ar'))
    try {
      serveWithStepUp()
      const user = renderStaffInFrame()
      await user.click(await screen.findByRole('button', { name: /كريم|Karim Haddad/ }))
      await user.click(screen.getByRole('menuitem', { name: 'تغيير الدور' }))
      const roleDialog = screen.getByRole('dialog')
      await user.selectOptions(within(roleDialog).getByRole('combobox'), 'admin')
      await user.click(within(roleDialog).getByRole('button', { name: 'تغيير الدور' }))
      const dialog = await screen.findByRole('dialog', { name: 'أكّد كلمة المرور' })
      const password = await within(dialog).findByLabelText('كلمة المرور')
      await vi.waitFor(() => expect(password).toHaveFocus())
      expect(document.documentElement).toHaveAttribute('dir', 'rtl')
      await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }))
      expect(screen.queryByRole('dialog', { name: 'أكّد كلمة المرور' })).toBeNull()
    } finally {
      await act(() => useLocaleStore.getState().setLocale('en'))
    }
  })
})
