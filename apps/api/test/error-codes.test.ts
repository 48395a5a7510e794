import { type ErrorResponse, errorResponseSchema } from '@rihla/contract/errors'
import { paramsIn, renderMessage } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { image, multipart } from './factories'
import { useSteppedUp, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSteppedUp(t, { role: 'admin' })

/** The answer as the contract describes it: the code must be one of MESSAGES' codes. */
function errorOf(res: LightMyRequestResponse, status: number): ErrorResponse {
  expect(res.statusCode).toBe(status)
  return errorResponseSchema.parse(res.json())
}

/** The code names the very text sent: the message is MESSAGES' text of that code, filled in. */
function expectCodeNamesMessage(body: ErrorResponse) {
  expect(renderMessage(body.code, paramsIn(body.code, body.message))).toBe(body.message)
}

describe('error codes', () => {
  it('sends the code of a contract message beside its unchanged English text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.user.email, password: 'not-the-password' },
    })
    expect(errorOf(res, 401)).toEqual({ message: MESSAGES.login.invalid, code: 'login.invalid' })
  })

  it('codes the messages that used to be written in the services', async () => {
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.user.id}/block`,
      headers: admin.headers,
    })
    expect(errorOf(self, 400)).toEqual({
      message: 'You cannot block your own account.',
      code: 'user.selfBlock',
    })

    const banner = await t.app.inject({
      method: 'DELETE',
      url: '/api/banners/999999',
      headers: admin.headers,
    })
    expect(errorOf(banner, 404)).toEqual({ message: 'Banner not found', code: 'banner.notFound' })
  })

  it('keeps the code of a filled-in message, whose values stay in the English text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/waiting-list/bulk',
      headers: admin.headers,
      payload: {
        action: 'approve',
        items: [
          { id: 999999, version: 1 },
          { id: 999998, version: 1 },
        ],
      },
    })
    const body = errorOf(res, 404)
    expect(body).toEqual({
      message: 'Products not found: 999998, 999999.',
      code: 'product.bulkNotFound',
      details: ['999998', '999999'],
    })
    expect(paramsIn(body.code, body.message)).toEqual({ ids: '999998, 999999' })

    // A message with no values is coded the same way; the unknown path is not echoed.
    const route = errorOf(await t.app.inject({ method: 'GET', url: '/api/nowhere?x=1' }), 404)
    expect(route).toEqual({ message: 'Route not found', code: 'generic.routeNotFound' })
  })

  it('codes a refused form by its first problem, the message key, with every problem listed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'R2D2', email: 'nope', password: '123', phoneNumber: '12' },
    })
    const body = errorOf(res, 400)
    expect(body.code).toBe('signup.username')
    expect(body.message).toBe(MESSAGES.signup.username)
    expect(body.details).toEqual([
      MESSAGES.signup.username,
      MESSAGES.signup.email,
      MESSAGES.signup.password,
      MESSAGES.signup.phone,
    ])
  })

  it("gives zod's own wording the general code, and keeps that wording as the message", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users?page=abc',
      headers: admin.headers,
    })
    const body = errorOf(res, 400)
    expect(body.code).toBe('generic.badRequest')
    expect(body.message).toBe(body.details?.[0])
    expect(body.message).not.toBe(MESSAGES.generic.badRequest)
  })

  it('codes the refusals of the plugins, the authorization check and the upload reader', async () => {
    const cases: [Promise<LightMyRequestResponse>, number, string][] = [
      [
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        }),
        400,
        'generic.invalidJson',
      ],
      [t.app.inject({ method: 'GET', url: '/api/users' }), 401, 'auth.tokenRequired'],
      [
        t.app.inject({
          method: 'GET',
          url: '/api/users',
          headers: { authorization: 'Bearer not-a-token' },
        }),
        401,
        'auth.tokenInvalid',
      ],
      [
        t.app.inject({
          method: 'POST',
          url: '/api/banners',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload: {},
        }),
        415,
        'upload.notMultipart',
      ],
      [
        (async () => {
          const form = multipart({}, [{ field: 'photo', filename: 'a.png', data: await image() }])
          return t.app.inject({
            method: 'POST',
            url: '/api/banners',
            headers: { ...admin.headers, ...form.headers },
            payload: form.payload,
          })
        })(),
        400,
        'upload.unexpectedField',
      ],
      [
        t.app.inject({ method: 'GET', url: '/api/products/999999', headers: admin.headers }),
        404,
        'product.notFound',
      ],
    ]
    for (const [answer, status, code] of cases) {
      const body = errorOf(await answer, status)
      expect(body.code).toBe(code)
      expectCodeNamesMessage(body)
    }
  })
})
