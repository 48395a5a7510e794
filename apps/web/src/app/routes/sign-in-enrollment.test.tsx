import { MESSAGES } from '@rihla/contract/messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { clearEnrollmentRequired, isEnrollmentRequired } from '@/lib/enrollment'
import { storage } from '@/lib/storage'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { createRoutes } from '../router'

const LAZY = { timeout: 5_000 }
const TOKENS = { accessToken: 'token-m', refreshToken: 'r', role: 'moderator' } as const
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Rihla%20Admin:m%40rihla.dz?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
}
/** The person's own account routes: the only ones answered until they enroll. */
const OWN = ['/api/auth/login', '/api/auth/login/two-factor', '/api/auth/two-factor']

/**
 * REQUIRE_2FA_FOR_STAFF on: the sign-in answers `twoFactorSetupRequired` with the tokens, and
 * every permission route answers 403 `twoFactor.enrollmentRequired` until the setup is done.
 */
function server(login: (request: FakeRequest) => Response) {
  const state = { enrolled: false }
  const requests = stubFetch((request) => {
    if (request.path === '/api/auth/login' || request.path === '/api/auth/login/two-factor')
      return login(request)
    if (request.path === '/api/auth/two-factor')
      return jsonResponse(200, { enabled: state.enrolled, recoveryCodesLeft: 10 })
    if (request.path === '/api/auth/two-factor/setup') return jsonResponse(200, SETUP)
    if (request.path === '/api/auth/two-factor/enable') {
      state.enrolled = true
      return jsonResponse(200, { recoveryCodes: ['AAAA1-BBBB1'] })
    }
    if (request.path === '/api/auth/sessions') return jsonResponse(200, { data: [] })
    if (state.enrolled) return jsonResponse(404, { message: 'Not found' })
    return jsonResponse(403, {
      message: MESSAGES.twoFactor.enrollmentRequired,
      code: 'twoFactor.enrollmentRequired',
    })
  })
  return { requests, state }
}

async function signIn() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email', {}, LAZY), 'm@rihla.dz')
  await user.type(screen.getByLabelText('Password'), 'secret1')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

const isOwn = (path: string) =>
  OWN.some((own) => path.startsWith(own)) || path === '/api/auth/sessions'

describe('a staff account that must set up two-factor authentication', () => {
  afterEach(() => clearEnrollmentRequired())

  it('is taken from the sign-in to the profile’s setup, with the reason, and asks nothing else', async () => {
    const { requests } = server(() =>
      jsonResponse(200, { ...TOKENS, twoFactorSetupRequired: true }),
    )
    const { router } = renderRoutes(createRoutes, '/login')
    const user = await signIn()

    expect(await screen.findByText(MESSAGES.twoFactor.enrollmentRequired, {}, LAZY)).toBeVisible()
    expect(router.state.location.pathname).toBe('/update-admin-phone')
    expect(isEnrollmentRequired()).toBe(true)
    expect(storage.get('token')).toBe('token-m')
    // No figures, search or event stream from the frame: the server would refuse them all.
    await screen.findByRole('button', { name: 'Set up two-factor authentication' }, LAZY)
    expect(requests.map((r) => r.path).filter((path) => !isOwn(path))).toEqual([])

    // Enrolling clears the flag; the recovery codes stay on screen.
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }))
    const panel = screen.getByRole('region', { name: 'Two-factor authentication' })
    await user.type(await within(panel).findByLabelText('Current password'), 'secret1')
    await user.type(within(panel).getByLabelText('Authentication code'), '123456')
    await user.click(within(panel).getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByTestId('recovery-codes')).toBeInTheDocument()
    expect(isEnrollmentRequired()).toBe(false)
    expect(screen.queryByText(MESSAGES.twoFactor.enrollmentRequired)).toBeNull()
  }, 60_000)

  it('is taken there from the two-factor step of the sign-in too', async () => {
    server((request) =>
      request.path === '/api/auth/login'
        ? jsonResponse(200, { twoFactorRequired: true, challengeToken: 'c-1' })
        : jsonResponse(200, { ...TOKENS, twoFactorSetupRequired: true }),
    )
    const { router } = renderRoutes(createRoutes, '/login')
    const user = await signIn()
    await user.type(await screen.findByLabelText('Authentication code', {}, LAZY), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(MESSAGES.twoFactor.enrollmentRequired, {}, LAZY)).toBeVisible()
    expect(router.state.location.pathname).toBe('/update-admin-phone')
  }, 60_000)

  it('is taken to the profile when a screen’s data is refused for that reason', async () => {
    server(() => jsonResponse(200, TOKENS))
    storage.set('token', 'token-m')
    storage.set('refreshToken', 'r')
    storage.set('role', 'admin')
    const { router } = renderRoutes(createRoutes, '/users')
    expect(await screen.findByText(MESSAGES.twoFactor.enrollmentRequired, {}, LAZY)).toBeVisible()
    expect(router.state.location.pathname).toBe('/update-admin-phone')
  }, 60_000)
})
