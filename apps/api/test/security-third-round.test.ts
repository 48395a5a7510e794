import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events } from '../src/db/schema'
import { createTestApp, createUser, login, signedIn, type TestApp } from './helpers'

// Issue 28 (security, third round): one test per hole, on PGlite and on PostgreSQL.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const sessionEnds = async () => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(eq(events.type, 'session.end'))
  return row?.n ?? 0
}

describe('hole 4: a blocked user replaying old refresh tokens', () => {
  it('gets the blocked answer, and 50 replays write at most one session.end', async () => {
    const admin = await signedIn(t, { role: 'admin' })
    const user = await createUser(t, { role: 'moderator' })
    const first = await login(t, user.email)
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: first.refreshToken },
    })
    expect(refreshed.statusCode).toBe(200)
    const second = refreshed.json<{ refreshToken: string }>().refreshToken
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/block`,
      headers: admin.headers,
    })
    expect(block.statusCode).toBe(200)
    const before = await sessionEnds()
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        // A spent token and the live one (its session ended by the block), in turn.
        payload: { refreshToken: i % 2 === 0 ? first.refreshToken : second },
      })
      expect(res.statusCode).toBe(403)
    }
    expect((await sessionEnds()) - before).toBeLessThanOrEqual(1)
  })
})
