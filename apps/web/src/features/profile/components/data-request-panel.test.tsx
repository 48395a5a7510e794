import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { post } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { renderRoutes } from '@/testing/render'
import { DataRequestPanel } from './data-request-panel'

vi.mock('@/lib/api-client', () => ({ post: vi.fn() }))
const postMock = vi.mocked(post)

function renderPanel() {
  renderRoutes([{ path: '/', element: <DataRequestPanel /> }])
  return userEvent.setup()
}

describe('DataRequestPanel', () => {
  beforeEach(() => postMock.mockReset())

  it('asks for a copy of one’s data at once and says it was sent', async () => {
    postMock.mockResolvedValue({ kind: 'export', requestedAt: '2026-12-02T02:00:00.000Z' })
    const user = renderPanel()
    await user.click(screen.getByRole('button', { name: 'Request a copy of my data' }))
    expect(postMock).toHaveBeenCalledWith('/users/me/data-requests', { kind: 'export' })
    expect(await screen.findByText(/request for a copy of your data was sent/)).toBeInTheDocument()
  })

  it('asks for an erasure only once confirmed, and not when cancelled', async () => {
    postMock.mockResolvedValue({ kind: 'erase', requestedAt: '2026-12-02T02:00:00.000Z' })
    const user = renderPanel()
    await user.click(screen.getByRole('button', { name: 'Request erasure of my account' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(postMock).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Request erasure of my account' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Request erasure',
      }),
    )
    expect(postMock).toHaveBeenCalledWith('/users/me/data-requests', { kind: 'erase' })
    expect(
      await screen.findByText('Your erasure request was sent. Staff will carry it out.'),
    ).toBeInTheDocument()
  })

  it('says when the request could not be sent', async () => {
    postMock.mockRejectedValueOnce(new ApiError(500, 'boom'))
    const user = renderPanel()
    await user.click(screen.getByRole('button', { name: 'Request a copy of my data' }))
    expect(
      await screen.findByText('The request could not be sent. Please try again.'),
    ).toBeInTheDocument()
  })
})
