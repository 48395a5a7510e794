import { MESSAGES } from '@rihla/contract/messages'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { post } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storage } from '@/lib/storage'
import { renderRoutes } from '@/testing/render'
import { SignupForm } from './signup-form'

vi.mock('@/lib/api-client', () => ({ post: vi.fn() }))
const postMock = vi.mocked(post)

function renderSignup() {
  const onSuccess = vi.fn()
  renderRoutes([{ path: '/signup', element: <SignupForm onSuccess={onSuccess} /> }], '/signup')
  return { onSuccess, user: userEvent.setup() }
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label)
  await user.clear(input)
  await user.type(input, value)
}

const submit = () => screen.getByRole('button', { name: 'Sign up' })

describe('SignupForm', () => {
  // A block body: a function returned from beforeEach would run as teardown.
  beforeEach(() => {
    postMock.mockReset()
  })

  it('shows only the first failing rule, in the seed order', async () => {
    const { user } = renderSignup()
    await replace(user, 'Full Name', 'J0hn')
    await replace(user, 'Email', 'not-an-email')
    await replace(user, 'Phone Number', '12')
    await replace(user, 'Password', '123')

    const expectOnly = async (message: string, label: string) => {
      await user.click(submit())
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(screen.getAllByRole('alert')).toHaveLength(1)
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message)
    }

    await expectOnly(MESSAGES.signup.username, 'Full Name')
    await replace(user, 'Full Name', 'John Doe')
    await expectOnly(MESSAGES.signup.email, 'Email')
    await replace(user, 'Email', 'john@example.com')
    await expectOnly(MESSAGES.signup.password, 'Password')
    await replace(user, 'Password', 'secret1')
    await expectOnly(MESSAGES.signup.phone, 'Phone Number')
    expect(postMock).not.toHaveBeenCalled()
  })

  it('sends the trimmed username, stores the session and reports success', async () => {
    postMock.mockResolvedValue({ accessToken: 'a', refreshToken: 'r', role: 'user' })
    const { user, onSuccess } = renderSignup()
    await replace(user, 'Full Name', '  Amina Benali ')
    await replace(user, 'Email', 'amina@example.com')
    await replace(user, 'Phone Number', '+213555123456')
    await replace(user, 'Password', 'secret1')
    await user.click(submit())

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
    expect(postMock).toHaveBeenCalledWith('/auth/register', {
      username: 'Amina Benali',
      email: 'amina@example.com',
      password: 'secret1',
      phoneNumber: '+213555123456',
    })
    expect(storage.get('token')).toBe('a')
    expect(storage.get('refreshToken')).toBe('r')
    expect(storage.get('role')).toBe('user')
  })

  it('shows the first detail of a server error and keeps what was typed', async () => {
    postMock.mockRejectedValue(
      new ApiError(409, 'Conflict', ['An account with this email already exists.'], true),
    )
    const { user, onSuccess } = renderSignup()
    await replace(user, 'Full Name', 'Amina')
    await replace(user, 'Email', 'amina@example.com')
    await replace(user, 'Phone Number', '0555123456')
    await replace(user, 'Password', 'secret1')
    await user.click(submit())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    )
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com')
    expect(screen.getByLabelText('Full Name')).toHaveValue('Amina')
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('falls back to the seed text when the server gives no reason', async () => {
    postMock.mockRejectedValue(new ApiError(0, 'offline'))
    const { user } = renderSignup()
    await replace(user, 'Full Name', 'Amina')
    await replace(user, 'Email', 'amina@example.com')
    await replace(user, 'Phone Number', '0555123456')
    await replace(user, 'Password', 'secret1')
    await user.click(submit())

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signup.failed)
  })
})
