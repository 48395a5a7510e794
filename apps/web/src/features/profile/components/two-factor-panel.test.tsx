import { MESSAGES } from '@rihla/contract/messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { get, post } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { renderRoutes } from '@/testing/render'
import { TwoFactorPanel } from './two-factor-panel'

vi.mock('@/lib/api-client', () => ({ get: vi.fn(), post: vi.fn() }))
const getMock = vi.mocked(get)
const postMock = vi.mocked(post)

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Rihla%20Admin:a%40b.dz?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
}
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`)

function renderPanel() {
  renderRoutes([{ path: '/', element: <TwoFactorPanel /> }])
  return userEvent.setup()
}

describe('TwoFactorPanel', () => {
  beforeEach(() => {
    getMock.mockReset()
    postMock.mockReset()
  })

  it('enrolls: QR and key, a wrong code kept for correction, then the recovery codes once', async () => {
    getMock.mockResolvedValue({ enabled: false, recoveryCodesLeft: 0 })
    const user = renderPanel()
    postMock.mockResolvedValueOnce(SETUP)
    await user.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    )

    const qr = await screen.findByRole('img', { name: /QR code/ })
    expect(qr).toHaveAttribute('src', SETUP.qrCode)
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    )

    // An empty code is stopped by the form, never sent.
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByText(MESSAGES.twoFactor.codeRequired)).toBeInTheDocument()
    expect(postMock).toHaveBeenCalledTimes(1)

    expect(screen.getByText(MESSAGES.password.currentRequired)).toBeInTheDocument()

    postMock.mockRejectedValueOnce(
      new ApiError(400, MESSAGES.twoFactor.codeInvalid, undefined, true, 'twoFactor.codeInvalid'),
    )
    await user.click(screen.getByLabelText('Current password'))
    await user.paste('Secret123')
    await user.click(screen.getByLabelText('Authentication code'))
    await user.paste('000000')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.twoFactor.codeInvalid)
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Authentication code')).toHaveValue('000000')
    expect(screen.getByLabelText('Current password')).toHaveValue('Secret123')

    postMock.mockResolvedValueOnce({ recoveryCodes: CODES })
    getMock.mockResolvedValue({ enabled: true, recoveryCodesLeft: 10 })
    await user.clear(screen.getByLabelText('Authentication code'))
    await user.click(screen.getByLabelText('Authentication code'))
    await user.paste('123 456')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(postMock).toHaveBeenLastCalledWith('/auth/two-factor/enable', {
      code: '123456',
      currentPassword: 'Secret123',
    })
    const list = await screen.findByTestId('recovery-codes')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES)
    expect(screen.queryByTestId('two-factor-secret')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }))
    expect(screen.queryByTestId('recovery-codes')).toBeNull()
    expect(await screen.findByText('On. Recovery codes left: 10.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Two-factor authentication is on. Your other sessions were signed out.',
    )
  }, 60_000)

  it('shows a wrong password beside the password field when turning on, keeping both fields', async () => {
    getMock.mockResolvedValue({ enabled: false, recoveryCodesLeft: 0 })
    const user = renderPanel()
    postMock.mockResolvedValueOnce(SETUP)
    await user.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    )
    postMock.mockRejectedValueOnce(
      new ApiError(
        400,
        MESSAGES.password.currentInvalid,
        undefined,
        true,
        'password.currentInvalid',
      ),
    )
    await user.click(await screen.findByLabelText('Current password'))
    await user.paste('wrong-one')
    await user.click(screen.getByLabelText('Authentication code'))
    await user.paste('123456')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))

    const password = screen.getByLabelText('Current password')
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    expect(password).toHaveAccessibleDescription(MESSAGES.password.currentInvalid)
    expect(password).toHaveValue('wrong-one')
    expect(screen.getByLabelText('Authentication code')).toHaveValue('123456')
    expect(screen.getByLabelText('Authentication code')).not.toHaveAttribute('aria-invalid')
    expect(postMock).toHaveBeenLastCalledWith('/auth/two-factor/enable', {
      code: '123456',
      currentPassword: 'wrong-one',
    })
  }, 60_000)

  it('turns off with the password and a code, and shows the setup button again', async () => {
    getMock.mockResolvedValue({ enabled: true, recoveryCodesLeft: 7 })
    const user = renderPanel()
    expect(await screen.findByText('On. Recovery codes left: 7.')).toBeInTheDocument()
    // A wrong password first: said beside its field, the code kept.
    postMock.mockRejectedValueOnce(
      new ApiError(
        400,
        MESSAGES.password.currentInvalid,
        undefined,
        true,
        'password.currentInvalid',
      ),
    )
    await user.click(screen.getByLabelText('Current password'))
    await user.paste('wrong-one')
    await user.click(screen.getByLabelText('Authentication code'))
    await user.paste('abcde-fghjk')
    await user.click(screen.getByRole('button', { name: 'Turn off' }))
    expect(postMock).toHaveBeenLastCalledWith('/auth/two-factor/disable', {
      code: 'ABCDEFGHJK',
      currentPassword: 'wrong-one',
    })
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        MESSAGES.password.currentInvalid,
      ),
    )
    expect(screen.getByLabelText('Authentication code')).toHaveValue('abcde-fghjk')

    postMock.mockResolvedValueOnce(undefined)
    getMock.mockResolvedValue({ enabled: false, recoveryCodesLeft: 0 })
    await user.clear(screen.getByLabelText('Current password'))
    await user.paste('Secret123')
    await user.click(screen.getByRole('button', { name: 'Turn off' }))
    expect(postMock).toHaveBeenLastCalledWith('/auth/two-factor/disable', {
      code: 'ABCDEFGHJK',
      currentPassword: 'Secret123',
    })
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Two-factor authentication is off. Your other sessions were signed out.',
    )
  }, 60_000)
})
