import type { ModerationStats } from '@rihla/contract/moderation-stats'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { recordAudit } from '../src/lib/audit'
import { algiersDay } from '../src/modules/insights/insights-service'
import { createSubcategory, postProduct, versionTag } from './factories'
import { errorAnswer, useSignedIn, useTestApp } from './helpers'

/**
 * The Insights figures from a known scenario: every decision is made through the API, then the
 * audit log's times are set to a timeline of Africa/Algiers days (UTC+1 all year) and the
 * rollups are rebuilt from it.
 */
const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin', username: 'Amina' })
const ali = useSignedIn(t, { role: 'moderator', username: 'Ali' })
const badra = useSignedIn(t, { role: 'moderator', username: 'Badra' })
const seller = useSignedIn(t, { username: 'Yacine' })

type Who = { headers: Record<string, string> }
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows
const today = algiersDay()
/** An Africa/Algiers wall-clock time `daysAgo` days before today, as a UTC instant. */
function at(daysAgo: number, hour: number, minute = 0, second = 0) {
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d - daysAgo, hour - 1, minute, second))
}
const dayOf = (daysAgo: number) => at(daysAgo, 12).toISOString().slice(0, 10)

const decide = async (who: Who, id: number, path: string, payload?: object) => {
  const res = await t.app.inject({
    method: path === 'accept' ? 'PATCH' : 'POST',
    url: `/api/products/${id}/${path}`,
    headers: { ...who.headers, 'if-match': await versionTag(t, id) },
    ...(payload ? { payload } : {}),
  })
  expect(res.statusCode, res.body).toBe(200)
}
const insights = (who: Who, period: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/stats/moderation?period=${period}`,
    headers: who.headers,
  })

/** Each product's audit entries in order get these times. */
const timeline = new Map<number, Date[]>()
const ids: Record<string, number> = {}

beforeAll(async () => {
  const sub = (await createSubcategory(t, 'B', 'Restaurants')).id
  const submit = async (name: string) => {
    ids[name] = (
      await postProduct(t, seller.headers, { title: name, category: 'B', subcategoryId: sub })
    ).id
    return ids[name] as number
  }
  const reject = (who: Who, id: number, reason: string) => decide(who, id, 'reject', { reason })

  // P1: approved by Ali an hour after its submission.
  const p1 = await submit('Dinner in Tlemcen')
  await decide(ali, p1, 'accept')
  timeline.set(p1, [at(2, 8), at(2, 9)])
  // P2: rejected by Ali after 2 h, resubmitted the next day, approved by Badra 30 min later.
  const p2 = await submit('Trip to Djanet')
  await reject(ali, p2, 'poor_photos')
  const resubmit = await t.app.inject({
    method: 'POST',
    url: `/api/products/${p2}/resubmit`,
    headers: seller.headers,
  })
  expect(resubmit.statusCode).toBe(200)
  await decide(badra, p2, 'accept')
  timeline.set(p2, [at(2, 8), at(2, 10), at(1, 8), at(1, 8, 30)])
  // P3: rejected by Badra after 4 h; appealed, and Ali overturns her rejection.
  const p3 = await submit('House in Béjaïa')
  await reject(badra, p3, 'duplicate')
  // P4: rejected by Ali at 00:30 in Algiers, still 23:30 the day before in UTC; the appeal upheld.
  const p4 = await submit('Umrah in March')
  await reject(ali, p4, 'duplicate')
  // P5: approved by Ali, undone, then rejected by Badra (not a first decision: no wait counted).
  const p5 = await submit('Concert in Oran')
  await decide(ali, p5, 'accept')
  await decide(ali, p5, 'undo')
  await reject(badra, p5, 'poor_photos')
  timeline.set(p5, [at(1, 12), at(1, 12, 10), at(1, 12, 11), at(1, 13)])
  // P6: rejected by Badra at 23:59 in Algiers seven days ago (37 h 59 min of wait): in the
  // month, not the week.
  const p6 = await submit('Hammam in Blida')
  await reject(badra, p6, 'wrong_category')
  timeline.set(p6, [at(8, 10), at(7, 23, 59)])
  // P7: approved by Ali 30 s after midnight six days ago: the week's first second counts.
  const p7 = await submit('Sahara 4x4 circuit')
  await decide(ali, p7, 'accept')
  timeline.set(p7, [at(7, 20), at(6, 0, 0, 30)])
  // P8 waits, submitted two days ago.
  const p8 = await submit('Villa in Tipaza')
  await t.db.execute(
    sql`update products set created_at = now() - interval '2 days' where id = ${p8}`,
  )

  // Appeals, as their routes write them (the seller appeals, another reviewer decides).
  await t.db.transaction(async (tx) => {
    const appeal = (
      actorId: number,
      id: number,
      action: 'product.appeal' | 'product.appeal-uphold' | 'product.appeal-overturn',
      rejectedBy: number,
    ) =>
      recordAudit(tx, {
        actorId,
        action,
        entity: 'product',
        entityId: id,
        after: { appealId: id, rejectedBy },
      })
    await appeal(seller.user.id, p3, 'product.appeal', badra.user.id)
    await appeal(ali.user.id, p3, 'product.appeal-overturn', badra.user.id)
    await appeal(seller.user.id, p4, 'product.appeal', ali.user.id)
    await appeal(badra.user.id, p4, 'product.appeal-uphold', ali.user.id)
    await recordAudit(tx, {
      actorId: badra.user.id,
      action: 'product.signal-dismiss',
      entity: 'product',
      entityId: p1,
      after: { kind: 'same-picture', otherProductId: p3 },
    })
  })
  timeline.set(p3, [at(1, 10), at(1, 14), at(1, 15), at(1, 16)])
  timeline.set(p4, [at(3, 22), at(1, 0, 30), at(1, 9), at(1, 10)])
  // The dismissal is P1's third entry.
  timeline.get(p1)?.push(at(1, 11))

  // The signals as the job would have left them: P3 and P5 yesterday, P1 ten days ago.
  for (;;) {
    const [left] = rows<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from jobs where failed_at is null`),
    )
    if (Number(left?.n) === 0) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await t.db.execute(sql`delete from product_signals`)
  for (const [id, computed] of [
    [p3, at(1, 10, 1)],
    [p5, at(1, 12, 1)],
    [p1, at(10, 8)],
  ] as const) {
    await t.db.execute(sql`insert into product_signals (product_id, kind, score, detail, created_at)
      values (${id}, 'price-outlier', 1, '{}'::jsonb, ${computed.toISOString()})`)
  }

  // The audit log set to the timeline (every other entry a month ago), and the rollups rebuilt.
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from moderation_rollup_state for update`)
    await tx.execute(sql`update audit_log set created_at = ${at(30, 12).toISOString()}`)
    for (const [id, times] of timeline) {
      const entries = rows<{ id: number }>(
        await tx.execute(
          sql`select id from audit_log where entity = 'product' and entity_id = ${id} order by id`,
        ),
      )
      expect(entries).toHaveLength(times.length)
      for (const [index, entry] of entries.entries()) {
        await tx.execute(
          sql`update audit_log set created_at = ${times[index]?.toISOString()} where id = ${entry.id}`,
        )
      }
    }
    await tx.execute(sql`delete from moderation_rollups`)
    await tx.execute(sql`update moderation_rollup_state set last_audit_id = 0`)
  })
})

describe('GET /api/stats/moderation', () => {
  it('counts the week’s decisions per Algiers day, reviewer, reason, appeal and signal', async () => {
    const res = await insights(admin, 'week')
    expect(res.statusCode, res.body).toBe(200)
    const stats = res.json<ModerationStats>()
    expect(stats.decisions.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayOf))
    const byDay = Object.fromEntries(stats.decisions.map((d) => [d.date, [d.approved, d.rejected]]))
    expect(byDay[dayOf(6)]).toEqual([1, 0])
    expect(byDay[dayOf(2)]).toEqual([1, 1])
    // P4's rejection at 23:30 UTC is the next day in Algiers.
    expect(byDay[dayOf(1)]).toEqual([2, 3])
    expect(stats.decisions.reduce((n, d) => n + d.approved + d.rejected, 0)).toBe(8)
    expect(stats.timeToDecision).toEqual({ p50Seconds: 7200, p90Seconds: 95_400 })
    expect(stats.moderators).toEqual([
      {
        userId: ali.user.id,
        username: 'Ali',
        decisions: 5,
        medianSeconds: 7200,
        undone: 1,
        overturned: 0,
      },
      {
        userId: badra.user.id,
        username: 'Badra',
        decisions: 3,
        medianSeconds: 1800,
        undone: 0,
        overturned: 1,
      },
    ])
    expect(stats.reasons).toEqual([
      { reason: 'duplicate', count: 2 },
      { reason: 'poor_photos', count: 2 },
    ])
    expect(stats.appeals).toEqual({ opened: 2, upheld: 1, overturned: 1 })
    expect(stats.signals).toEqual({ raised: 2, dismissed: 1, rejectedWithSignal: 2 })
  })

  it('takes the month back to the rejection at 23:59 seven days ago', async () => {
    const stats = (await insights(ali, 'month')).json<ModerationStats>()
    expect(stats.decisions).toHaveLength(30)
    expect(stats.decisions.find((d) => d.date === dayOf(7))).toEqual({
      date: dayOf(7),
      approved: 0,
      rejected: 1,
    })
    expect(stats.timeToDecision).toEqual({ p50Seconds: 7200, p90Seconds: 136_740 })
    expect(stats.moderators.map((m) => [m.username, m.decisions, m.medianSeconds])).toEqual([
      ['Ali', 5, 7200],
      ['Badra', 4, 14_400],
    ])
    expect(stats.reasons).toEqual([
      { reason: 'duplicate', count: 2 },
      { reason: 'poor_photos', count: 2 },
      { reason: 'wrong_category', count: 1 },
    ])
    expect(stats.signals.raised).toBe(3)
  })

  it('gives the year per month, this one last', async () => {
    const stats = (await insights(admin, 'year')).json<ModerationStats>()
    expect(stats.decisions).toHaveLength(12)
    expect(stats.decisions.at(-1)?.date).toBe(today.slice(0, 7))
    const expected = new Map<string, [number, number]>()
    const add = (daysAgo: number, approved: number, rejected: number) => {
      const month = dayOf(daysAgo).slice(0, 7)
      const [a, r] = expected.get(month) ?? [0, 0]
      expected.set(month, [a + approved, r + rejected])
    }
    add(7, 0, 1)
    add(6, 1, 0)
    add(2, 1, 1)
    add(1, 2, 3)
    for (const point of stats.decisions) {
      expect([point.approved, point.rejected], point.date).toEqual(
        expected.get(point.date) ?? [0, 0],
      )
    }
    expect(stats.moderators.map((m) => m.decisions)).toEqual([5, 4])
  })

  it('shows the backlog now: the listings still waiting', async () => {
    const { backlog } = (await insights(admin, 'week')).json<ModerationStats>()
    expect(backlog.count).toBe(1)
    expect(backlog.byAge).toEqual({ underHour: 0, underDay: 0, underThreeDays: 1, older: 0 })
    const waitedMs = Date.now() - Date.parse(backlog.oldestAt ?? '')
    expect(Math.round(waitedMs / 3_600_000)).toBe(48)
  })

  it('answers 400 for another period and 403 to a seller', async () => {
    const res = await insights(admin, 'day')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject(errorAnswer('insights.period'))
    expect((await insights(seller, 'week')).statusCode).toBe(403)
  })
})
