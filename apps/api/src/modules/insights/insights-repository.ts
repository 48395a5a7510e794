import { MODERATION_TIME_ZONE } from '@rihla/contract/moderation-stats'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

const zone = sql.raw(`'${MODERATION_TIME_ZONE}'`)
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

export type CountRow = { metric: string; key: string; actorId: number; label: string; n: number }
export type WaitRow = { actorId: number; bucket: number; n: number; seconds: number }
export type Backlog = {
  count: number
  oldestAt: Date | string | null
  underHour: number
  underDay: number
  underThreeDays: number
}

/**
 * The period's rolled-up counts, by metric, day (or month when `byMonth`), reviewer and label,
 * from `from` to `to` (inclusive Africa/Algiers days).
 */
export async function readCounts(db: DbOrTx, from: string, to: string, byMonth: boolean) {
  const key = byMonth ? sql`to_char(day, 'YYYY-MM')` : sql`day::text`
  const result = rows<CountRow>(
    await db.execute(sql`
      select metric, ${key} as key, actor_id as "actorId", label, sum(n)::int as n
      from moderation_rollups
      where metric in ('approved', 'rejected', 'undone', 'overturned', 'reason', 'appeal.opened',
          'appeal.upheld', 'appeal.overturned', 'signal.dismissed', 'rejected.signal')
        and day between ${from}::date and ${to}::date
      group by metric, ${key}, actor_id, label`),
  )
  return result.map((r) => ({ ...r, actorId: Number(r.actorId), n: Number(r.n) }))
}

/** The waits' histogram of the period per reviewer and bucket, smallest bucket first. */
export async function readWaits(db: DbOrTx, from: string, to: string, byMonth: boolean) {
  const metric = byMonth ? 'wait.month' : 'wait'
  const result = rows<WaitRow>(
    await db.execute(sql`
      select actor_id as "actorId", label::int as bucket, sum(n)::int as n,
        sum(seconds)::float8 as seconds
      from moderation_rollups
      where metric = ${metric} and day between ${from}::date and ${to}::date
      group by actor_id, label::int
      order by bucket`),
  )
  return result.map((r) => ({
    actorId: Number(r.actorId),
    bucket: Number(r.bucket),
    n: Number(r.n),
    seconds: Number(r.seconds),
  }))
}

/**
 * The queue now: its size from the trigger-kept counters, the oldest and the recent ranges from
 * the partial "waiting since" index, so a long tail of old listings is never counted row by row.
 */
export async function readBacklog(db: DbOrTx): Promise<Backlog> {
  const since = sql`coalesce(resubmitted_at, created_at)`
  const within = (span: string) =>
    sql`(select count(*) from products where status = 'pending'
      and ${since} > now() - ${span}::interval)::int`
  const [row] = rows<
    Record<'count' | 'hour' | 'day' | 'threeDays', number> & Pick<Backlog, 'oldestAt'>
  >(
    await db.execute(sql`
      select (select coalesce(sum(n), 0) from product_counts where status = 'pending')::int as count,
        (select min(${since}) from products where status = 'pending') as "oldestAt",
        ${within('1 hour')} as hour, ${within('1 day')} as day,
        ${within('3 days')} as "threeDays"`),
  )
  const hour = Number(row?.hour ?? 0)
  const day = Number(row?.day ?? 0)
  const threeDays = Number(row?.threeDays ?? 0)
  return {
    count: Number(row?.count ?? 0),
    oldestAt: row?.oldestAt ?? null,
    underHour: hour,
    underDay: day - hour,
    underThreeDays: threeDays - day,
  }
}

/** Listings whose stored signals were computed since the period's first day began. */
export async function countSignalsRaised(db: DbOrTx, from: string) {
  const [row] = rows<{ n: number }>(
    await db.execute(sql`
      select count(distinct product_id)::int as n from product_signals
      where created_at >= (${from}::date)::timestamp at time zone ${zone}`),
  )
  return Number(row?.n ?? 0)
}

/** The names of the reviewers by id (a deleted account is left out). */
export async function readUsernames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>()
  const result = rows<{ id: number; username: string }>(
    await db.execute(
      sql`select id, username from users where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  )
  return new Map(result.map((r) => [Number(r.id), r.username]))
}
