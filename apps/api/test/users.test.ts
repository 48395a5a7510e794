import { PAGE_SIZES } from '@rihla/contract/constants'
import type { User, UserListResponse } from '@rihla/contract/users'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, users } from '../src/db/schema'
import { createUser, signedIn, useSteppedUp, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSteppedUp(t, { role: 'admin', username: 'Zineb Admin', email: 'zineb@rihla.dz' })

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers })
  return res
}
const list = async (query: string) => {
  const res = await get(`/api/users?${query}`)
  expect(res.statusCode).toBe(200)
  return res.json<UserListResponse>()
}

describe('GET /api/users paging', () => {
  it('pages by 7 with totalPages right at 0, 7 and 8 users', async () => {
    const none = await list('search=nobody-has-this')
    expect(none.meta).toEqual({ page: 1, limit: PAGE_SIZES.users, total: 0, totalPages: 0 })
    expect(none.data).toEqual([])

    for (let i = 0; i < 6; i++)
      await createUser(t, { username: `Pager User ${String.fromCharCode(65 + i)}` })
    const seven = await list('')
    expect(seven.meta).toEqual({ page: 1, limit: 7, total: 7, totalPages: 1 })
    expect(seven.data).toHaveLength(7)

    await createUser(t, { username: 'Pager User Eight' })
    const eight = await list('page=2')
    expect(eight.meta).toEqual({ page: 2, limit: 7, total: 8, totalPages: 2 })
    expect(eight.data).toHaveLength(1)
    const beyond = await list('page=3')
    expect(beyond.data).toEqual([])
  })

  it('answers users with the contract fields and never the password hash', async () => {
    const { data } = await list('limit=1')
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(
      [
        'createdAt',
        'email',
        'id',
        'isBlocked',
        'phoneNumber',
        'profilePicture',
        'role',
        'username',
      ].sort(),
    )
  })
})

describe('GET /api/users search and sort', () => {
  it('searches username, email and phone, case-insensitively, over all users', async () => {
    await createUser(t, {
      username: 'Kamel Searchable',
      email: 'kamel@findme.dz',
      phoneNumber: '+213777000111',
    })
    expect((await list('search=searchABLE')).data.map((u) => u.username)).toEqual([
      'Kamel Searchable',
    ])
    expect((await list('search=findme.dz')).meta.total).toBe(1)
    expect((await list('search=777000111')).meta.total).toBe(1)
  })

  it('sorts by a column both ways, across pages', async () => {
    const asc = await list('sort=username&order=asc&limit=100')
    const names = asc.data.map((u) => u.username)
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0),
    )
    const desc = await list('sort=username&order=desc&limit=100')
    expect(desc.data.map((u) => u.id)).toEqual(asc.data.map((u) => u.id).reverse())
    const firstOfPage2Desc = (await list('sort=id&order=desc&page=2')).data[0]
    const all = (await list('sort=id&order=desc&limit=100')).data
    expect(firstOfPage2Desc?.id).toBe(all[7]?.id)
  })
})

describe('paging from both ends', () => {
  it('gives every page exactly the slice of the whole sorted list, in both directions', async () => {
    for (const sort of ['id', 'username', 'isBlocked'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const all = (await list(`sort=${sort}&order=${order}&limit=100`)).data.map((u) => u.id)
        for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
          const ids = (await list(`sort=${sort}&order=${order}&limit=3&page=${page}`)).data.map(
            (u) => u.id,
          )
          expect(ids, `${sort} ${order} page ${page}`).toEqual(all.slice((page - 1) * 3, page * 3))
        }
      }
    }
  })
})

describe('GET /api/users/{id}', () => {
  it('answers the user, 404 for an unknown id and 400 for a non-numeric one', async () => {
    const res = await get(`/api/users/${admin.user.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json<User>()).toMatchObject({
      id: admin.user.id,
      email: 'zineb@rihla.dz',
      role: 'admin',
    })
    expect((await get('/api/users/987654')).statusCode).toBe(404)
    expect((await get('/api/users/abc')).statusCode).toBe(400)
  })

  it('answers 403 to a non-admin', async () => {
    const plain = await signedIn(t)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${plain.user.id}`,
      headers: plain.headers,
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('blocking', () => {
  const put = (url: string) => t.app.inject({ method: 'PUT', url, headers: admin.headers })

  it('blocks and unblocks, ends the sessions, and writes the audit log', async () => {
    const victim = await signedIn(t)
    const before = (await t.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0
    const blocked = await put(`/api/users/${victim.user.id}/block`)
    expect(blocked.statusCode).toBe(200)
    expect(blocked.json<User>().isBlocked).toBe(true)
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: victim.headers,
    })
    expect(attempt.statusCode).toBe(403)

    const unblocked = await put(`/api/users/${victim.user.id}/unblock`)
    expect(unblocked.json<User>().isBlocked).toBe(false)
    // The old session stays ended: unblocking does not revive stolen tokens.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: victim.headers,
    })
    expect(again.statusCode).toBe(401)

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, victim.user.id))
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['user.block', admin.user.id, { isBlocked: false }, { isBlocked: true }],
      ['user.unblock', admin.user.id, { isBlocked: true }, { isBlocked: false }],
    ])
    expect((await t.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(before + 2)
  })

  it('refuses to let an admin block themself', async () => {
    const res = await put(`/api/users/${admin.user.id}/block`)
    expect(res.statusCode).toBe(400)
    const [me] = await t.db.select().from(users).where(eq(users.id, admin.user.id))
    expect(me?.isBlocked).toBe(false)
  })

  it('answers 404 for an unknown user', async () => {
    expect((await put('/api/users/777777/block')).statusCode).toBe(404)
  })
})

describe('GET /api/users/admin', () => {
  it('answers the signed-in admin, for the phone form to show the current number', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/admin',
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<User>()).toMatchObject({ role: 'admin', phoneNumber: expect.any(String) })
  })
})

describe('PUT /api/users/admin', () => {
  it("updates the caller's phone number with an audit entry", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/admin',
      headers: admin.headers,
      payload: { phoneNumber: ' +213555999888 ' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<User>().phoneNumber).toBe('+213555999888')
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.phone'))
    expect(entry?.after).toEqual({ phoneNumber: '+213555999888' })
  })

  it('stores the number in one form, +213 and nine digits, however it was typed', async () => {
    for (const typed of ['0555 99 98 87', '0555-999-887', '+213 555 999 887']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/admin',
        headers: admin.headers,
        payload: { phoneNumber: typed },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json<User>().phoneNumber).toBe('+213555999887')
    }
  })

  it('requires a phone number', async () => {
    for (const payload of [{}, { phoneNumber: '   ' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/admin',
        headers: admin.headers,
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Phone number is required')
    }
  })
})
