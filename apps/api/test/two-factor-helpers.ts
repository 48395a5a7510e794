import type { TwoFactorSetup } from '@rihla/contract/auth'
import { generate } from 'otplib'
import { TEST_PASSWORD, type TestApp } from './helpers'

/** The authenticator code of `steps` 30 s steps from now (0 = the current one). */
export function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export function post(t: TestApp, url: string, payload?: object, headers = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers })
}

/**
 * Enrolls the signed-in user with their password and the current code (which ends their other
 * sessions); returns the secret and recovery codes.
 */
export async function enroll(
  t: TestApp,
  headers: Record<string, string>,
  currentPassword = TEST_PASSWORD,
) {
  const setup = await post(t, '/api/auth/two-factor/setup', undefined, headers)
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`)
  const { secret } = setup.json<TwoFactorSetup>()
  const enable = await post(
    t,
    '/api/auth/two-factor/enable',
    { code: await codeAt(secret), currentPassword },
    headers,
  )
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.body}`)
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes }
}

/** The first step of a sign-in of a 2FA account: its challenge token. */
export async function challengeFor(t: TestApp, email: string, password: string) {
  const res = await post(t, '/api/auth/login', { email, password })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  const body = res.json<{ challengeToken?: string }>()
  if (!body.challengeToken) throw new Error(`no challenge: ${res.body}`)
  return body.challengeToken
}

export function completeLogin(t: TestApp, challengeToken: string, code: string) {
  return post(t, '/api/auth/login/two-factor', { challengeToken, code })
}
