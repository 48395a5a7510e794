import { MESSAGES } from '@rihla/contract/messages'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ForgotPasswordRoute } from '@/app/routes/forgot-password'
import { ResetPasswordRoute } from '@/app/routes/reset-password'
import { localizeMessage, useLocaleStore } from '@/i18n/i18n'
import { get, post } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storage } from '@/lib/storage'
import { renderRoutes } from '@/testing/render'

vi.mock('@/lib/api-client', () => ({ get: vi.fn(), post: vi.fn() }))
const getMock = vi.mocked(get)
const postMock = vi.mocked(post)

afterEach(() => useLocaleStore.getState().setLocale('en'))

const forgotPage = () =>
  renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/login', element: <p>sign-in page</p> },
    ],
    '/forgot-password',
  )
const resetPage = (path: string) =>
  renderRoutes(
    [
      { path: '/reset-password/:token?', element: <ResetPasswordRoute /> },
      { path: '/login', element: <p>sign-in page</p> },
    ],
    path,
  )

describe('the forgot-password page', () => {
  beforeEach(() => {
    getMock.mockReset()
    postMock.mockReset()
  })

  it('keeps the seed-era text sending people to an administrator when mail is off', async () => {
    getMock.mockResolvedValue({ passwordResetByEmail: false, requireTwoFactorForStaff: false })
    forgotPage()
    expect(
      await screen.findByText(/Password resets are handled by an administrator/),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Email')).toBeNull()
  })

  it('sends the address in the language on screen and says the same whatever the answer', async () => {
    getMock.mockResolvedValue({ passwordResetByEmail: true, requireTwoFactorForStaff: false })
    postMock.mockResolvedValue({ message: MESSAGES.password.resetSent })
    forgotPage()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'amina@example.dz')
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.password.resetSent)
    expect(postMock).toHaveBeenCalledWith('/auth/forgot-password', {
      email: 'amina@example.dz',
      lang: 'en',
    })
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.dz')
  })

  it('shows a refusal (too many requests) and keeps the address', async () => {
    getMock.mockResolvedValue({ passwordResetByEmail: true, requireTwoFactorForStaff: false })
    postMock.mockRejectedValue(
      new ApiError(429, MESSAGES.password.resetTooMany, undefined, true, 'password.resetTooMany'),
    )
    forgotPage()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'amina@example.dz')
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.password.resetTooMany)
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.dz')
  })
})

describe('the reset-password page', () => {
  beforeEach(() => {
    postMock.mockReset()
    storage.set('token', 'someone-else')
  })

  it('sets the password with the token of the link, then clears the stored session', async () => {
    postMock.mockResolvedValue(undefined)
    resetPage('/reset-password?token=abc_DEF-123')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('New password'), 'Dunes-of-Taghit-2026')
    await user.click(screen.getByRole('button', { name: 'Set the password' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/Your password is set/)
    expect(postMock).toHaveBeenCalledWith('/auth/reset-password', {
      token: 'abc_DEF-123',
      password: 'Dunes-of-Taghit-2026',
    })
    expect(storage.get('token')).toBeNull()
  })

  it('reads the token from the last path segment too', async () => {
    postMock.mockResolvedValue(undefined)
    resetPage('/reset-password/tok-999')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('New password'), 'Dunes-of-Taghit-2026')
    await user.click(screen.getByRole('button', { name: 'Set the password' }))
    await screen.findByRole('status')
    expect(postMock).toHaveBeenCalledWith('/auth/reset-password', {
      token: 'tok-999',
      password: 'Dunes-of-Taghit-2026',
    })
  })

  it('says an expired link is, keeping the typed password, and checks the length first', async () => {
    postMock.mockRejectedValue(
      new ApiError(400, MESSAGES.password.resetInvalid, undefined, true, 'password.resetInvalid'),
    )
    resetPage('/reset-password?token=old')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('New password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Set the password' }))
    expect(await screen.findByText(MESSAGES.password.tooShort)).toBeInTheDocument()
    expect(postMock).not.toHaveBeenCalled()
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'Dunes-of-Taghit-2026')
    await user.click(screen.getByRole('button', { name: 'Set the password' }))
    expect(await screen.findByText(MESSAGES.password.resetInvalid)).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveValue('Dunes-of-Taghit-2026')
  })

  it("shows the server's context-word refusal beside the new password, in the screen's language", async () => {
    useLocaleStore.getState().setLocale('fr')
    // What the API client makes of the server's answer on a French screen.
    const french = localizeMessage(MESSAGES.password.contextWord)
    expect(french).toBe(
      'Ce mot de passe contient ou rappelle votre nom, votre adresse e-mail ou le nom du produit. Veuillez en choisir un autre.',
    )
    postMock.mockRejectedValue(new ApiError(400, french, [french], true, 'password.contextWord'))
    resetPage('/reset-password?token=tok-1')
    const user = userEvent.setup()
    const field = screen.getByLabelText('Nouveau mot de passe')
    await user.type(field, 'Rihla@2026!')
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription(expect.stringContaining(french))
    expect(field).toHaveValue('Rihla@2026!')
  })

  it('says the link is needed when there is no token', () => {
    resetPage('/reset-password')
    expect(screen.getByRole('alert')).toHaveTextContent(/needs the link from your email/)
  })
})

describe('the reset-password page opened from an invitation', () => {
  beforeEach(() => {
    postMock.mockReset()
  })

  it('welcomes the new staff member, sets the first password with the token, then says to sign in', async () => {
    postMock.mockResolvedValue(undefined)
    resetPage('/reset-password?token=inv_TOKEN-1&invite=1')
    expect(
      screen.getByRole('heading', { name: 'Welcome — set a password for your new account' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/You were invited to Rihla Admin/)).toBeInTheDocument()
    expect(screen.queryByText('Choose a new password')).toBeNull()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('New password'), 'Dunes-of-Taghit-2026')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account is ready: sign in with your email and new password.',
    )
    expect(postMock).toHaveBeenCalledWith('/auth/reset-password', {
      token: 'inv_TOKEN-1',
      password: 'Dunes-of-Taghit-2026',
    })
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login')
  })

  it('says an expired invitation is one, in French too, keeping the typed password', async () => {
    useLocaleStore.getState().setLocale('fr')
    postMock.mockRejectedValue(
      new ApiError(400, MESSAGES.password.resetInvalid, undefined, true, 'password.resetInvalid'),
    )
    resetPage('/reset-password?token=old&invite=1')
    expect(
      screen.getByRole('heading', {
        name: 'Bienvenue — choisissez un mot de passe pour votre nouveau compte',
      }),
    ).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Dunes-of-Taghit-2026')
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Ce lien d'invitation est invalide ou a expiré.",
    )
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('Dunes-of-Taghit-2026')
  })
})
