import { MESSAGES } from '@rihla/contract/messages'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema'
import { createTestApp, createUser, signedIn, stepUp, type TestApp } from './helpers'

// Many HTTP clients (axios, fetch wrappers, Postman defaults) send this header on every call,
// also on the seed's body-less ones, with no body at all.
const JSON_NO_BODY = { 'content-type': 'application/json' }

let t: TestApp
// A busy machine can take more than a minute to start the app.
beforeAll(async () => {
  t = await createTestApp()
}, 180_000)
afterAll(() => t.close())

describe('a body-less call sent with Content-Type: application/json and an empty body', () => {
  it('blocks and unblocks a user (PUT /api/users/{id}/block, /unblock)', async () => {
    const { headers } = await stepUp(t, await signedIn(t, { role: 'admin' }))
    const target = await createUser(t)
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${target.id}/block`,
      headers: { ...headers, ...JSON_NO_BODY },
      payload: '',
    })
    expect(block.statusCode).toBe(200)
    const [blocked] = await t.db.select().from(users).where(eq(users.id, target.id))
    expect(blocked?.isBlocked).toBe(true)
    const unblock = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${target.id}/unblock`,
      headers: { ...headers, ...JSON_NO_BODY },
      payload: '',
    })
    expect(unblock.statusCode).toBe(200)
  })

  it('is never refused as "not valid JSON" by any route without a body schema', async () => {
    const bodyless = t.app.routeTable.filter(
      (route) => route.method !== 'GET' && !route.schema?.body,
    )
    expect(bodyless.length).toBeGreaterThan(3)
    for (const route of bodyless) {
      // A session of its own: a logout or a block must not end the next route's session.
      // Stepped up, so a staff power reads its body instead of stopping at the step-up.
      const { headers } = await stepUp(t, await signedIn(t, { role: 'admin' }))
      const res = await t.app.inject({
        method: route.method as 'PUT',
        url: route.url.replace(/:\w+/g, '999999'),
        headers: { ...headers, ...JSON_NO_BODY },
        payload: '',
      })
      // Some answers have no body at all (204); those that do must not be the JSON refusal.
      expect(res.body, `${route.method} ${route.url}`).not.toContain(MESSAGES.generic.invalidJson)
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500)
    }
  })

  it('still answers 400 where a body is required, and to a body that is not JSON', async () => {
    const { headers } = await signedIn(t, { role: 'admin' })
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/users/admin',
      headers: { ...headers, ...JSON_NO_BODY },
      payload: '',
    })
    expect(empty.statusCode).toBe(400)
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/api/users/admin',
      headers: { ...headers, ...JSON_NO_BODY },
      payload: '{"phoneNumber": ',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json<{ message: string }>().message).toBe(MESSAGES.generic.invalidJson)
    const poisoned = await t.app.inject({
      method: 'PUT',
      url: '/api/users/admin',
      headers: { ...headers, ...JSON_NO_BODY },
      payload: '{"__proto__": {"x": 1}, "phoneNumber": "0555123456"}',
    })
    expect(poisoned.statusCode).toBe(400)
  })
})
