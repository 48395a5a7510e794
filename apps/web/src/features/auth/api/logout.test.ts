import { beforeEach, describe, expect, it, vi } from 'vitest'
import { post } from '@/lib/api-client'
import { browser } from '@/lib/browser'
import { storage } from '@/lib/storage'
import { logout } from './logout'

vi.mock('@/lib/api-client', () => ({ post: vi.fn() }))
const postMock = vi.mocked(post)

describe('logout', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    storage.set('token', 'a')
    storage.set('refreshToken', 'r')
    storage.set('role', 'admin')
    storage.set('productId', '3')
  })

  it('revokes the refresh token, clears the session and reloads after 300 ms', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    postMock.mockResolvedValue(undefined)

    await logout()

    expect(postMock).toHaveBeenCalledWith('/auth/logout', { refreshToken: 'r' })
    expect(storage.get('token')).toBeNull()
    expect(storage.get('refreshToken')).toBeNull()
    expect(storage.get('role')).toBeNull()
    vi.advanceTimersByTime(299)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('still signs out locally when the server cannot be reached', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    postMock.mockRejectedValue(new Error('offline'))

    await logout()

    expect(storage.get('token')).toBeNull()
    expect(storage.get('refreshToken')).toBeNull()
    vi.advanceTimersByTime(300)
    expect(reload).toHaveBeenCalledOnce()
  })
})
