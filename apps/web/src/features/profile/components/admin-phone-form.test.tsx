import { MESSAGES } from '@rihla/contract/messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { request } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storage } from '@/lib/storage'
import { buildUser } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'
import { AdminPhoneForm } from './admin-phone-form'

vi.mock('@/lib/api-client', () => ({ request: vi.fn() }))
const requestMock = vi.mocked(request)
/** The form's PUT calls (its GET of the number on record is answered by `answerGet`). */
const puts = () => requestMock.mock.calls.filter(([, options]) => options?.method === 'PUT')
const saved = (user: unknown) => ({ data: user, status: 200, headers: new Headers() })

function renderForm() {
  const onCancel = vi.fn()
  const onUpdated = vi.fn()
  renderRoutes([
    { path: '/', element: <AdminPhoneForm onCancel={onCancel} onUpdated={onUpdated} /> },
  ])
  return { onCancel, onUpdated, user: userEvent.setup() }
}

const field = () => screen.getByLabelText('Phone Number')
const update = () => screen.getByRole('button', { name: 'Update' })

describe('AdminPhoneForm', () => {
  beforeEach(() => {
    requestMock.mockReset()
    storage.set('token', 'access')
  })

  it('is one empty tel field with Cancel and Update', () => {
    renderForm()
    expect(field()).toHaveAttribute('type', 'tel')
    expect(field()).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled()
    expect(update()).toBeEnabled()
  })

  it('requires a number before sending anything', async () => {
    const { user } = renderForm()
    await user.type(field(), '   ')
    await user.click(update())
    expect(await screen.findByText(MESSAGES.phone.required)).toBeInTheDocument()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(puts()).toEqual([])
  })

  it.each(['12', '+213', '+1234567890123456', '0555 12 34 5x'])(
    'refuses %s as sign-up does, and sends nothing',
    async (phone) => {
      const { user } = renderForm()
      await user.type(field(), phone)
      await user.click(update())
      expect(await screen.findByText(MESSAGES.signup.phone)).toBeInTheDocument()
      expect(puts()).toEqual([])
    },
  )

  it('sends a number typed with spaces in the one form it is stored in (+213)', async () => {
    requestMock.mockResolvedValue(saved(buildUser({ role: 'admin', phoneNumber: '+213555123456' })))
    const { user } = renderForm()
    await user.type(field(), '0555 12 34 56')
    await user.click(update())
    expect(await screen.findByRole('status')).toHaveTextContent('Phone number updated.')
    expect(puts()[0]?.[1]?.body).toEqual({ phoneNumber: '+213555123456' })
  })

  it('says "Updating..." while saving, then confirms and keeps the number', async () => {
    let finish: (value: Awaited<ReturnType<typeof request>>) => void = () => {}
    requestMock.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const { user, onUpdated } = renderForm()
    await user.type(field(), '+213555000111')
    await user.click(update())

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(puts()[0]?.[1]?.body).toEqual({ phoneNumber: '+213555000111' })

    finish(saved(buildUser({ role: 'admin', phoneNumber: '+213555000111' })))
    expect(await screen.findByRole('status')).toHaveTextContent('Phone number updated.')
    expect(update()).toBeEnabled()
    expect(field()).toHaveValue('+213555000111')
    expect(onUpdated).toHaveBeenCalledOnce()
  })

  it('says the update failed and keeps what was typed', async () => {
    requestMock.mockRejectedValue(new ApiError(500, 'Internal server error', undefined, true))
    const { user, onUpdated } = renderForm()
    await user.type(field(), '0555 12 34 56')
    await user.click(update())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update phone number. Please try again.',
    )
    expect(field()).toHaveValue('0555 12 34 56')
    expect(onUpdated).not.toHaveBeenCalled()
  })

  it('a stale save shows the number saved now beside mine, and reapplies from its version', async () => {
    const theirs = buildUser({ role: 'admin', phoneNumber: '+213555000999' })
    requestMock.mockImplementation(async (_path, options) => {
      if (options?.method !== 'PUT') {
        return {
          data: buildUser({ role: 'admin' }),
          status: 200,
          headers: new Headers({ ETag: '"2"' }),
        }
      }
      if (puts().length === 1) {
        throw new ApiError(409, MESSAGES.generic.stale, undefined, true, 'generic.stale', {
          ...theirs,
          version: 3,
        })
      }
      return {
        data: buildUser({ role: 'admin', phoneNumber: '0555123456' }),
        status: 200,
        headers: new Headers({ ETag: '"4"' }),
      }
    })
    const { user } = renderForm()
    await vi.waitFor(() => expect(requestMock).toHaveBeenCalled())
    await user.type(field(), '0555123456')
    await user.click(update())
    const panel = await screen.findByRole('region', {
      name: 'Someone else saved this while you were editing',
    })
    expect(within(panel).getAllByRole('row')[1]).toHaveTextContent(
      'Phone Number+213555000999+213555123456',
    )
    expect(puts()[0]?.[1]?.headers).toEqual({ 'If-Match': '"2"' })

    await user.click(within(panel).getByRole('button', { name: 'Reapply my changes' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Phone number updated.')
    expect(puts()[1]?.[1]).toMatchObject({
      body: { phoneNumber: '+213555123456' },
      headers: { 'If-Match': '"3"' },
    })
  })

  it('says "Authentication required" without a stored token, and sends nothing', async () => {
    storage.remove('token')
    const { user } = renderForm()
    await user.type(field(), '0555123456')
    await user.click(update())
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication required')
    expect(puts()).toEqual([])
  })

  it('cancels through the callback (the route goes back)', async () => {
    const { user, onCancel } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
