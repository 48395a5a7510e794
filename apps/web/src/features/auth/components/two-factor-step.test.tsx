import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/router'
import { post } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { browser } from '@/lib/browser'
import { storage } from '@/lib/storage'
import { renderRoutes } from '@/testing/render'

vi.mock('@/lib/api-client', () => ({ post: vi.fn() }))
const postMock = vi.mocked(post)

async function signInWithPassword() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), 'admin@rihla.dz')
  await user.type(screen.getByLabelText('Password'), 'secret1')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

describe('sign-in with a second factor', () => {
  beforeEach(() => {
    postMock.mockReset()
    storage.remove('token')
    storage.remove('refreshToken')
    storage.remove('role')
  })

  it('asks for a code after the password, stores nothing until the code is right, then signs in', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    postMock.mockResolvedValueOnce({ twoFactorRequired: true, challengeToken: 'challenge-1' })
    const { router } = renderRoutes(routes, '/login')
    const user = await signInWithPassword()

    const code = await screen.findByLabelText('Authentication code')
    expect(storage.get('token')).toBeNull()
    expect(router.state.location.pathname).toBe('/login')

    postMock.mockRejectedValueOnce(
      new ApiError(401, 'Invalid authentication code.', undefined, true),
    )
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication code.')
    expect(storage.get('token')).toBeNull()

    postMock.mockResolvedValueOnce({ accessToken: 'a', refreshToken: 'r', role: 'admin' })
    await user.clear(code)
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/welcome'))
    expect(postMock).toHaveBeenLastCalledWith('/auth/login/two-factor', {
      challengeToken: 'challenge-1',
      code: '123456',
    })
    expect(storage.get('token')).toBe('a')
    expect(storage.get('refreshToken')).toBe('r')
    expect(storage.get('role')).toBe('admin')
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
  })

  it('goes back to the password form on request', async () => {
    postMock.mockResolvedValueOnce({ twoFactorRequired: true, challengeToken: 'challenge-2' })
    renderRoutes(routes, '/login')
    const user = await signInWithPassword()
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }))
    expect(await screen.findByLabelText('Password')).toBeInTheDocument()
    expect(screen.queryByLabelText('Authentication code')).toBeNull()
  })
})
