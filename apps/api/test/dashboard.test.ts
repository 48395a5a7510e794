import type { ActivityResponse } from '@rihla/contract/activity'
import type { Stats } from '@rihla/contract/stats'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDatabase } from '../src/db/seed'
import { localStorage } from '../src/lib/storage-local'
import { versionTag } from './factories'
import { signedIn, stepUp, useTestApp } from './helpers'

const t = useTestApp()
let headers: Record<string, string>
beforeAll(async () => {
  await seedDatabase(t.db, localStorage(t.config.uploadsDir), {
    demo: true,
    admin: { email: 'seed@rihla.dz', password: 'Seed@2026' },
    users: 12,
    products: 20,
    banners: 3,
  })
  headers = (await stepUp(t, await signedIn(t, { role: 'admin' }))).headers
})

// Both drivers answer raw SQL with `{ rows }`; the shared Db type cannot say so.
const one = async (query: string) => {
  const result = (await t.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: unknown }> }
  return Number(result.rows[0]?.n)
}

describe('GET /api/stats', () => {
  it('matches the database, figure by figure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers })
    expect(res.statusCode).toBe(200)
    const stats = res.json<Stats>()
    expect(stats.totalUsers).toBe(await one('select count(*) as n from users'))
    expect(stats.blockedUsers).toBe(await one('select count(*) as n from users where is_blocked'))
    expect(stats.approvedProducts).toBe(
      await one("select count(*) as n from products where status = 'approved'"),
    )
    expect(stats.waitingProducts).toBe(
      await one("select count(*) as n from products where status = 'pending'"),
    )
    expect(stats.subcategories).toBe(await one('select count(*) as n from subcategories'))
    expect(stats.banners).toBe(3)
    for (const { category, count } of stats.productsPerCategory) {
      expect(count).toBe(
        await one(
          `select count(*) as n from products where status = 'approved' and category = '${category}'`,
        ),
      )
    }
    expect(stats.productsPerDay).toHaveLength(30)
    const since = stats.productsPerDay[0]?.date
    expect(stats.productsPerDay.reduce((a, d) => a + d.count, 0)).toBe(
      await one(
        `select count(*) as n from products where created_at >= timestamptz '${since} 00:00:00+00'`,
      ),
    )
    expect(stats.productsPerDay.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10))
    // The year by month: twelve months ending with this one, each the count created in it.
    expect(stats.productsPerMonth).toHaveLength(12)
    expect(stats.productsPerMonth.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7))
    for (const { month, count } of stats.productsPerMonth) {
      expect(count, month).toBe(
        await one(
          `select count(*) as n from products where to_char(created_at at time zone 'UTC', 'YYYY-MM') = '${month}'`,
        ),
      )
    }
  })
})

describe('the counters behind the figures', () => {
  it('stay exact through block, unblock, approve and delete', async () => {
    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/stats', headers })).json<Stats>()
    const target = await signedIn(t)
    await t.app.inject({ method: 'PUT', url: `/api/users/${target.user.id}/block`, headers })
    const [pending] = (
      (await t.db.execute(
        sql.raw("select id from products where status = 'pending' limit 2"),
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${pending?.id}/accept`,
      headers: { ...headers, 'if-match': await versionTag(t, pending?.id ?? 0) },
    })
    expect(accept.statusCode).toBe(200)
    const [approved] = (
      (await t.db.execute(
        sql.raw("select id from products where status = 'approved' limit 1"),
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows
    await t.app.inject({ method: 'DELETE', url: `/api/products/${approved?.id}`, headers })
    const s = await stats()
    expect(s.totalUsers).toBe(await one('select count(*) as n from users'))
    expect(s.blockedUsers).toBe(await one('select count(*) as n from users where is_blocked'))
    expect(s.approvedProducts).toBe(
      await one("select count(*) as n from products where status = 'approved'"),
    )
    expect(s.waitingProducts).toBe(
      await one("select count(*) as n from products where status = 'pending'"),
    )
    const since = s.productsPerDay[0]?.date
    expect(s.productsPerDay.reduce((a, d) => a + d.count, 0)).toBe(
      await one(
        `select count(*) as n from products where created_at >= timestamptz '${since} 00:00:00+00'`,
      ),
    )
    await t.app.inject({ method: 'PUT', url: `/api/users/${target.user.id}/unblock`, headers })
    expect((await stats()).blockedUsers).toBe(
      await one('select count(*) as n from users where is_blocked'),
    )
  })
})

describe('GET /api/activity', () => {
  it('lists the audit log newest first, with the actor', async () => {
    const target = await signedIn(t)
    await t.app.inject({ method: 'PUT', url: `/api/users/${target.user.id}/block`, headers })
    await t.app.inject({ method: 'PUT', url: `/api/users/${target.user.id}/unblock`, headers })
    const res = await t.app.inject({ method: 'GET', url: '/api/activity?limit=5', headers })
    expect(res.statusCode).toBe(200)
    const body = res.json<ActivityResponse>()
    expect(body.data.map((e) => e.action).slice(0, 2)).toEqual(['user.unblock', 'user.block'])
    expect(body.data[0]?.actor?.username).toBeTruthy()
    expect(body.meta.page).toBe(1)
    expect(body.meta.totalPages).toBe(Math.ceil(body.meta.total / 5))
  })
})
