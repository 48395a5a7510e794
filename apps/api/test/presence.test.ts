import { PRESENCE_TTL_SECONDS, type Presence } from '@rihla/contract/presence'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { presence, users } from '../src/db/schema'
import { signedIn, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const amina = useSignedIn(t, { role: 'admin', username: 'Amina' })
const bilal = useSignedIn(t, { role: 'admin', username: 'Bilal' })

const URL = '/api/presence/waiting-list'
const beat = async (who: typeof amina) => {
  const res = await t.app.inject({ method: 'PUT', url: URL, headers: who.headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Presence[]>()
}

describe('presence on the waiting list', () => {
  it('shows each moderator the others on it, not themselves, until they leave', async () => {
    expect(await beat(amina)).toEqual([])
    const seenByBilal = await beat(bilal)
    expect(seenByBilal).toEqual([
      { userId: amina.user.id, name: 'Amina', since: expect.any(String) },
    ])
    expect((await beat(amina)).map((p) => p.name)).toEqual(['Bilal'])
    // A renewal keeps the time Amina arrived.
    expect((await beat(bilal))[0]?.since).toBe(seenByBilal[0]?.since)

    const left = await t.app.inject({ method: 'DELETE', url: URL, headers: bilal.headers })
    expect(left.statusCode).toBe(204)
    expect(await beat(amina)).toEqual([])
  })

  it('forgets a closed tab once its heartbeat is older than the time to live', async () => {
    await beat(bilal)
    expect((await beat(amina)).map((p) => p.name)).toEqual(['Bilal'])
    // Bilal's tab closed without a word: his row runs out.
    await t.db
      .update(presence)
      .set({ expiresAt: sql`now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})` })
      .where(eq(presence.userId, bilal.user.id))
    expect(await beat(amina)).toEqual([])
    const rows = await t.db.select().from(presence).where(eq(presence.userId, bilal.user.id))
    expect(rows).toEqual([])
  })

  it('does not show a blocked moderator', async () => {
    const carim = await signedIn(t, { role: 'admin', username: 'Carim' })
    await beat(carim)
    expect((await beat(amina)).map((p) => p.name)).toContain('Carim')
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, carim.user.id))
    expect((await beat(amina)).map((p) => p.name)).not.toContain('Carim')
  })

  it('is for admins only, on known screens only', async () => {
    const user = await signedIn(t)
    const asUser = await t.app.inject({ method: 'PUT', url: URL, headers: user.headers })
    expect(asUser.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'PUT', url: URL })
    expect(anonymous.statusCode).toBe(401)
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/presence/users',
      headers: amina.headers,
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBeTypeOf('string')
  })
})
