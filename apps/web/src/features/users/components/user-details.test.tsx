import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { get } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storage } from '@/lib/storage'
import { buildUser } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'
import { UserDetails } from './user-details'

vi.mock('@/lib/api-client', () => ({ get: vi.fn() }))
const getMock = vi.mocked(get)

function renderDetails(userId: number | null = 12) {
  renderRoutes([{ path: '/', element: <UserDetails userId={userId} backTo="/users?page=2" /> }])
}

const back = () => screen.getByRole('link', { name: 'Back to Users' })

describe('UserDetails', () => {
  beforeEach(() => {
    getMock.mockReset()
    storage.set('token', 'access')
  })

  it('shows the picture or default icon, badge, username, role, email and phone', async () => {
    getMock.mockResolvedValue(
      buildUser({
        id: 12,
        username: 'Amina Benali',
        email: 'amina.benali1@example.dz',
        phoneNumber: '+213550000000',
        isBlocked: true,
      }),
    )
    renderDetails()
    expect(await screen.findByRole('heading', { name: 'Amina Benali' })).toBeInTheDocument()
    expect(getMock).toHaveBeenCalledWith('/users/12', expect.anything())
    expect(screen.getByRole('img', { name: 'No profile picture' })).toBeInTheDocument()
    expect(screen.getByText('Blocked')).toBeInTheDocument()
    expect(screen.getByText('User')).toBeInTheDocument()
    expect(screen.getByText('amina.benali1@example.dz')).toBeInTheDocument()
    expect(screen.getByText('+213550000000')).toBeInTheDocument()
    expect(back()).toHaveAttribute('href', '/users?page=2')
  })

  it('offers block or unblock to the admin only; a moderator reads the profile', async () => {
    const mourad = buildUser({ id: 12, username: 'Mourad', role: 'moderator', isBlocked: true })
    getMock.mockResolvedValue(mourad)
    storage.set('role', 'admin')
    renderDetails()
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument()
    expect(screen.getByText('Moderator')).toBeInTheDocument()
  })

  it('shows a moderator no block button', async () => {
    getMock.mockResolvedValue(buildUser({ id: 12, username: 'Amina Benali' }))
    storage.set('role', 'moderator')
    renderDetails()
    expect(await screen.findByRole('heading', { name: 'Amina Benali' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument()
  })

  it('says "User not found" on a 404, with the back link', async () => {
    getMock.mockRejectedValue(new ApiError(404, 'User not found', undefined, true))
    renderDetails()
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found')
    expect(back()).toBeInTheDocument()
  })

  it('says "Failed to fetch user details" on any other failure', async () => {
    getMock.mockRejectedValue(new ApiError(403, 'Forbidden', undefined, true))
    renderDetails()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user details')
  })

  it('says "Authentication token not found" without a token, and asks nothing', () => {
    storage.remove('token')
    renderDetails()
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication token not found')
    expect(getMock).not.toHaveBeenCalled()
  })

  it('says "User not found" for an address that holds no id', () => {
    renderDetails(null)
    expect(screen.getByRole('alert')).toHaveTextContent('User not found')
    expect(getMock).not.toHaveBeenCalled()
  })
})
