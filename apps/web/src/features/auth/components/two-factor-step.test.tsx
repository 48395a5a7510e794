import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { post } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storage } from '@/lib/storage'
import { renderRoutes } from '@/testing/render'
import { LoginForm } from './login-form'

vi.mock('@/lib/api-client', () => ({ post: vi.fn() }))
const postMock = vi.mocked(post)

/** The form alone (the route's lazy loading is covered by login-form.test.tsx). */
async function signInWithPassword() {
  const onSuccess = vi.fn()
  renderRoutes([{ path: '/', element: <LoginForm onSuccess={onSuccess} /> }])
  const user = userEvent.setup()
  await user.click(await screen.findByLabelText('Email'))
  await user.paste('admin@rihla.dz')
  await user.click(screen.getByLabelText('Password'))
  await user.paste('secret1')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return { user, onSuccess }
}

describe('sign-in with a second factor', () => {
  beforeEach(() => {
    postMock.mockReset()
    storage.remove('token')
    storage.remove('refreshToken')
    storage.remove('role')
  })

  it('asks for a code after the password, stores nothing until the code is right, then signs in', async () => {
    postMock.mockResolvedValueOnce({ twoFactorRequired: true, challengeToken: 'challenge-1' })
    const { user, onSuccess } = await signInWithPassword()

    const code = await screen.findByLabelText('Authentication code', {}, { timeout: 5000 })
    expect(storage.get('token')).toBeNull()
    expect(onSuccess).not.toHaveBeenCalled()

    postMock.mockRejectedValueOnce(
      new ApiError(401, 'Invalid authentication code.', undefined, true),
    )
    await user.click(code)
    await user.paste('000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication code.')
    expect(storage.get('token')).toBeNull()
    expect(onSuccess).not.toHaveBeenCalled()

    postMock.mockResolvedValueOnce({ accessToken: 'a', refreshToken: 'r', role: 'admin' })
    await user.clear(code)
    await user.paste('123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce(), { timeout: 5000 })
    expect(postMock).toHaveBeenLastCalledWith('/auth/login/two-factor', {
      challengeToken: 'challenge-1',
      code: '123456',
    })
    expect(storage.get('token')).toBe('a')
    expect(storage.get('refreshToken')).toBe('r')
    expect(storage.get('role')).toBe('admin')
  }, 60_000)

  it('goes back to the password form on request', async () => {
    postMock.mockResolvedValueOnce({ twoFactorRequired: true, challengeToken: 'challenge-2' })
    const { user } = await signInWithPassword()
    await user.click(
      await screen.findByRole('button', { name: 'Back to sign in' }, { timeout: 5000 }),
    )
    expect(await screen.findByLabelText('Password')).toBeInTheDocument()
    expect(screen.queryByLabelText('Authentication code')).toBeNull()
  }, 60_000)
})
