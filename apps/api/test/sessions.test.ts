import type { AuthResponse } from '@rihla/contract/auth'
import { type SessionList, sessionIdParamSchema } from '@rihla/contract/sessions'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refreshTokens } from '../src/db/schema'
import { hashRefreshToken } from '../src/modules/auth/tokens'
import { createUser, errorAnswer, TEST_PASSWORD, useTestApp } from './helpers'

const t = useTestApp()

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'

/** Signs in from a browser of this User-Agent; answers the tokens and the session's id. */
async function signIn(email: string, userAgent = FIREFOX) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password: TEST_PASSWORD },
  })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  const tokens = res.json<AuthResponse>()
  const [row] = await t.db
    .select({ id: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(tokens.refreshToken)))
  if (!row) throw new Error('no session')
  return { ...tokens, sessionId: row.id }
}

const list = async (accessToken: string) => {
  const res = await t.app.inject({ url: '/api/auth/sessions', headers: bearer(accessToken) })
  expect(res.statusCode).toBe(200)
  return res.json<SessionList>().data
}
const end = (accessToken: string, id?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: id === undefined ? '/api/auth/sessions' : `/api/auth/sessions/${id}`,
    headers: bearer(accessToken),
  })
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } })
const statusWith = async (accessToken: string) =>
  (await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(accessToken) })).statusCode

describe('the list of one’s sessions', () => {
  it('shows each live session with its browser and address, the latest first, this one marked', async () => {
    const user = await createUser(t)
    const laptop = await signIn(user.email, FIREFOX)
    const phone = await signIn(user.email, PHONE)
    const rows = await list(laptop.accessToken)
    expect(rows.map((r) => r.id)).toEqual([phone.sessionId, laptop.sessionId])
    expect(rows[0]).toMatchObject({ userAgent: PHONE, address: '127.0.0.1', current: false })
    expect(rows[1]).toMatchObject({ userAgent: FIREFOX, address: '127.0.0.1', current: true })
    for (const row of rows) {
      expect(Date.parse(row.createdAt)).not.toBeNaN()
      expect(row.lastSeenAt).toBeNull()
    }
    // Another person's sessions are never in it.
    const stranger = await signIn((await createUser(t)).email)
    expect((await list(stranger.accessToken)).map((r) => r.id)).toEqual([stranger.sessionId])
  })

  it('keeps a User-Agent to 512 characters', async () => {
    const user = await createUser(t)
    const session = await signIn(user.email, `Agent/${'x'.repeat(2000)}`)
    const [row] = await list(session.accessToken)
    expect(row?.userAgent).toHaveLength(512)
  })

  it('records when a session last renewed its tokens', async () => {
    const user = await createUser(t)
    const session = await signIn(user.email)
    const renewed = await refresh(session.refreshToken)
    expect(renewed.statusCode).toBe(200)
    const [row] = await list(renewed.json<{ accessToken: string }>().accessToken)
    expect(row?.id).toBe(session.sessionId)
    expect(row?.current).toBe(true)
    expect(row?.lastSeenAt).not.toBeNull()
    expect(Date.parse(row?.lastSeenAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(row?.createdAt ?? ''),
    )
  })

  it('leaves out ended sessions and those whose refresh token expired', async () => {
    const user = await createUser(t)
    const here = await signIn(user.email)
    const ended = await signIn(user.email)
    const stale = await signIn(user.email)
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(ended.accessToken),
    })
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.familyId, stale.sessionId))
    expect((await list(here.accessToken)).map((r) => r.id)).toEqual([here.sessionId])
  })
})

describe('ending one session', () => {
  it('refuses its refresh and access tokens at once, and leaves the others live', async () => {
    const user = await createUser(t)
    const here = await signIn(user.email)
    const lost = await signIn(user.email, PHONE)
    const other = await signIn(user.email)
    expect((await end(here.accessToken, lost.sessionId)).statusCode).toBe(204)
    expect(await statusWith(lost.accessToken)).toBe(401)
    expect((await refresh(lost.refreshToken)).statusCode).toBe(401)
    expect(await statusWith(here.accessToken)).toBe(200)
    expect(await statusWith(other.accessToken)).toBe(200)
    expect((await list(here.accessToken)).map((r) => r.id)).toEqual([
      other.sessionId,
      here.sessionId,
    ])
    // Ended is ended: a second try finds nothing to end.
    const again = await end(here.accessToken, lost.sessionId)
    expect(again.statusCode).toBe(404)
  })

  it('answers 404 for another person’s session, which stays live', async () => {
    const mine = await signIn((await createUser(t)).email)
    const theirs = await signIn((await createUser(t)).email)
    const res = await end(mine.accessToken, theirs.sessionId)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(errorAnswer('session.notFound'))
    expect(await statusWith(theirs.accessToken)).toBe(200)
    expect((await refresh(theirs.refreshToken)).statusCode).toBe(200)
  })

  it('answers 404 for an id that is no session', async () => {
    const mine = await signIn((await createUser(t)).email)
    const res = await end(mine.accessToken, '00000000-0000-4000-8000-000000000000')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(errorAnswer('session.notFound'))
  })

  it('answers 400 with the contract’s message for an id that is no UUID', async () => {
    const mine = await signIn((await createUser(t)).email)
    const res = await end(mine.accessToken, 'not-a-session')
    expect(res.statusCode).toBe(400)
    const parsed = sessionIdParamSchema.safeParse({ id: 'not-a-session' })
    expect(res.json().message).toBe(parsed.error?.issues[0]?.message)
  })

  it('may end the current session: that is a sign-out', async () => {
    const user = await createUser(t)
    const here = await signIn(user.email)
    expect((await end(here.accessToken, here.sessionId)).statusCode).toBe(204)
    expect(await statusWith(here.accessToken)).toBe(401)
    expect((await refresh(here.refreshToken)).statusCode).toBe(401)
  })
})

describe('ending every other session', () => {
  it('keeps the current one and ends the rest', async () => {
    const user = await createUser(t)
    const here = await signIn(user.email)
    const others = [await signIn(user.email, PHONE), await signIn(user.email)]
    const stranger = await signIn((await createUser(t)).email)
    expect((await end(here.accessToken)).statusCode).toBe(204)
    expect((await list(here.accessToken)).map((r) => r.id)).toEqual([here.sessionId])
    for (const other of others) {
      expect(await statusWith(other.accessToken)).toBe(401)
      expect((await refresh(other.refreshToken)).statusCode).toBe(401)
    }
    expect((await refresh(here.refreshToken)).statusCode).toBe(200)
    expect(await statusWith(stranger.accessToken)).toBe(200)
  })
})
