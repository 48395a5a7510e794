import { MESSAGES } from '@rihla/contract/messages'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { post } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { renderRoutes } from '@/testing/render'
import { ChangePasswordForm } from './change-password-form'

vi.mock('@/lib/api-client', () => ({ post: vi.fn() }))
const postMock = vi.mocked(post)

function renderForm() {
  renderRoutes([{ path: '/', element: <ChangePasswordForm /> }])
  return userEvent.setup()
}
const current = () => screen.getByLabelText('Current password')
const next = () => screen.getByLabelText('New password')
const submit = () => screen.getByRole('button', { name: 'Change password' })

describe('ChangePasswordForm', () => {
  // A block body: `mockReset()` returns the mock, and a function returned from beforeEach runs
  // as the test's teardown, which called the mock once more (a rejected one failed the test).
  beforeEach(() => {
    postMock.mockReset()
  })

  it('labels both fields and says the rule under the new one', () => {
    renderForm()
    expect(current()).toHaveAttribute('type', 'password')
    expect(current()).toHaveAttribute('autocomplete', 'current-password')
    expect(next()).toHaveAttribute('autocomplete', 'new-password')
    expect(next()).toHaveAccessibleDescription(
      "At least 10 characters; refused: a common password, your name or email, the product's name, repeats like aaaa.",
    )
  })

  it('refuses a new password under 10 characters before sending anything', async () => {
    const user = renderForm()
    await user.type(current(), 'Secret123')
    await user.type(next(), 'short-1')
    await user.click(submit())
    expect(await screen.findByText(MESSAGES.password.tooShort)).toBeInTheDocument()
    expect(next()).toHaveAttribute('aria-invalid', 'true')
    expect(postMock).not.toHaveBeenCalled()
  })

  it('shows a wrong current password beside its field and keeps both passwords', async () => {
    postMock.mockRejectedValue(
      new ApiError(
        400,
        MESSAGES.password.currentInvalid,
        undefined,
        true,
        'password.currentInvalid',
      ),
    )
    const user = renderForm()
    await user.type(current(), 'Wrong-one')
    await user.type(next(), 'Dunes-of-Taghit-2026')
    await user.click(submit())
    await vi.waitFor(() => expect(current()).toHaveAttribute('aria-invalid', 'true'))
    expect(current()).toHaveAccessibleDescription(MESSAGES.password.currentInvalid)
    expect(current()).toHaveValue('Wrong-one')
    expect(next()).toHaveValue('Dunes-of-Taghit-2026')
  })

  for (const code of ['password.contextWord', 'password.repeats'] as const) {
    it(`shows the server's ${code} refusal beside the new password, keeping both`, async () => {
      const text =
        code === 'password.contextWord' ? MESSAGES.password.contextWord : MESSAGES.password.repeats
      postMock.mockRejectedValue(new ApiError(400, text, [text], true, code))
      const user = renderForm()
      await user.type(current(), 'Secret123')
      await user.type(next(), 'Rihla@2026!')
      await user.click(submit())
      await vi.waitFor(() => expect(next()).toHaveAttribute('aria-invalid', 'true'))
      expect(next()).toHaveAccessibleDescription(expect.stringContaining(text))
      expect(next()).toHaveValue('Rihla@2026!')
      expect(current()).toHaveValue('Secret123')
    })
  }

  it('sends both passwords, then says the other sessions ended and empties the fields', async () => {
    postMock.mockResolvedValue(undefined)
    const user = renderForm()
    await user.type(current(), 'Secret123')
    await user.type(next(), 'Dunes-of-Taghit-2026')
    await user.click(submit())
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password changed. Your other sessions were signed out.',
    )
    expect(postMock).toHaveBeenCalledWith('/auth/password', {
      currentPassword: 'Secret123',
      newPassword: 'Dunes-of-Taghit-2026',
    })
    expect(current()).toHaveValue('')
  })
})
