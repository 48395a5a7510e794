import { MESSAGES } from '@rihla/contract/messages'
import type { Session } from '@rihla/contract/sessions'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { del, get } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { renderRoutes } from '@/testing/render'
import { SessionsPanel } from './sessions-panel'

vi.mock('@/lib/api-client', () => ({ get: vi.fn(), del: vi.fn() }))
const getMock = vi.mocked(get)
const delMock = vi.mocked(del)

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

function session(overrides: Partial<Session>): Session {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userAgent: CHROME_WINDOWS,
    address: '197.200.10.4',
    createdAt: '2026-11-20T09:30:00.000Z',
    lastSeenAt: '2026-11-26T08:00:00.000Z',
    current: false,
    ...overrides,
  }
}
const HERE = session({ id: 'aaaaaaaa-0000-4000-8000-000000000001', current: true })
const PHONE = session({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  userAgent: SAFARI_IPHONE,
  address: '41.111.0.9',
  lastSeenAt: null,
})
const UNKNOWN = session({ id: 'cccccccc-0000-4000-8000-000000000003', userAgent: null })

function renderPanel() {
  const onSignOutHere = vi.fn(async () => {})
  renderRoutes([{ path: '/', element: <SessionsPanel onSignOutHere={onSignOutHere} /> }])
  return { user: userEvent.setup(), onSignOutHere }
}
const rows = () => within(screen.getByRole('list')).getAllByRole('listitem')
function row(index: number): HTMLElement {
  const found = rows()[index]
  if (!found) throw new Error(`no row ${index}`)
  return found
}

describe('SessionsPanel', () => {
  beforeEach(() => {
    getMock.mockReset()
    delMock.mockReset()
  })

  it('lists the sessions with a short device name, their address, and this device marked', async () => {
    getMock.mockResolvedValue({ data: [HERE, PHONE, UNKNOWN] })
    renderPanel()
    expect(await screen.findByText('Chrome 126 on Windows')).toBeInTheDocument()
    expect(getMock).toHaveBeenCalledWith('/auth/sessions', expect.anything())
    const [here, phone, unknown] = [row(0), row(1), row(2)]
    expect(within(here).getByText('This device')).toBeInTheDocument()
    expect(within(here).getByText('197.200.10.4')).toBeInTheDocument()
    expect(within(phone).getByText('Safari 17 on iOS')).toBeInTheDocument()
    expect(within(phone).queryByText('This device')).toBeNull()
    // Never renewed yet: last seen when it signed in.
    const times = within(phone).getAllByText((_, element) => element?.tagName === 'TIME')
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([
      PHONE.createdAt,
      PHONE.createdAt,
    ])
    expect(within(unknown).getByText('Unknown device')).toBeInTheDocument()
  })

  it('signs out another device after a confirmation, then reads the list again', async () => {
    getMock.mockResolvedValue({ data: [HERE, PHONE] })
    const { user, onSignOutHere } = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out this device?' })
    expect(delMock).not.toHaveBeenCalled()

    delMock.mockResolvedValue(undefined)
    getMock.mockResolvedValue({ data: [HERE] })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))
    expect(delMock).toHaveBeenCalledWith(`/auth/sessions/${PHONE.id}`)
    expect(await screen.findByRole('status')).toHaveTextContent('That device was signed out.')
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onSignOutHere).not.toHaveBeenCalled()
  })

  it('signs out every other session after a confirmation', async () => {
    getMock.mockResolvedValue({ data: [HERE, PHONE, UNKNOWN] })
    const { user } = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of all other sessions?' })

    delMock.mockResolvedValue(undefined)
    getMock.mockResolvedValue({ data: [HERE] })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all other sessions' }))
    expect(delMock).toHaveBeenCalledWith('/auth/sessions')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your other sessions were signed out.',
    )
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
    // Nothing else to sign out: the button goes.
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull()
  })

  it('signs out here through the logout flow, not by ending the session by id', async () => {
    getMock.mockResolvedValue({ data: [HERE, PHONE] })
    const { user, onSignOutHere } = renderPanel()
    await user.click(
      await screen.findByRole('button', {
        name: 'Sign out of this device (Chrome 126 on Windows)',
      }),
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of this device?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))
    expect(onSignOutHere).toHaveBeenCalledOnce()
    expect(delMock).not.toHaveBeenCalled()
  })

  it('keeps the list and says why when the server refuses', async () => {
    getMock.mockResolvedValue({ data: [HERE, PHONE] })
    const { user } = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS' }))
    delMock.mockRejectedValue(
      new ApiError(404, MESSAGES.session.notFound, undefined, true, 'session.notFound'),
    )
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.session.notFound)
    expect(rows()).toHaveLength(2)
  })

  it('says the sessions could not be loaded, with a retry', async () => {
    getMock.mockRejectedValueOnce(new ApiError(500, 'boom'))
    const { user } = renderPanel()
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your sessions.')
    getMock.mockResolvedValue({ data: [HERE] })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('This device')).toBeInTheDocument()
  })

  it('says so when there is no session to show', async () => {
    getMock.mockResolvedValue({ data: [] })
    renderPanel()
    expect(await screen.findByText('No active sessions.')).toBeInTheDocument()
  })
})
