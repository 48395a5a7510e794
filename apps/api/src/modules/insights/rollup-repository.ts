import { MODERATION_TIME_ZONE } from '@rihla/contract/moderation-stats'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

/**
 * An audit entry is rolled up once this old: ids are taken before commit, so a later id can
 * commit first; a transaction open longer than this would have its entry skipped (decision 056).
 */
export const SETTLE_SECONDS = 5
/** A wait's histogram bucket covers a factor of 1.05: a percentile is within 2.5 % (decision 056). */
export const WAIT_BUCKET_BASE = 1.05

const zone = sql.raw(`'${MODERATION_TIME_ZONE}'`)
const base = sql.raw(String(WAIT_BUCKET_BASE))
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

/** How far the rollups have read the audit log. */
export async function rollupPosition(db: DbOrTx): Promise<number> {
  const [row] = rows<{ last: number }>(
    await db.execute(sql`select last_audit_id as last from moderation_rollup_state where id = 1`),
  )
  return Number(row?.last ?? 0)
}

/**
 * Whether the audit entry after the rollups' position is settled: a read that takes no lock.
 * Only the first counts, since a catch-up stops at the first unsettled entry; ordered by id, it
 * is one step of the primary key however long the log.
 */
export async function hasSettledEntries(db: DbOrTx): Promise<boolean> {
  const [row] = rows<{ waiting: boolean | null }>(
    await db.execute(sql`
      select (select created_at <= now() - make_interval(secs => ${SETTLE_SECONDS})
        from audit_log
        where id > (select last_audit_id from moderation_rollup_state where id = 1)
        order by id limit 1) as waiting`),
  )
  return row?.waiting === true
}

/** Locks the rollup's position for this transaction: one catch-up at a time, on every instance. */
export async function lockRollupState(tx: DbOrTx): Promise<number> {
  const [row] = rows<{ last: number }>(
    await tx.execute(
      sql`select last_audit_id as last from moderation_rollup_state where id = 1 for update`,
    ),
  )
  return Number(row?.last ?? 0)
}

/** The last id of the next `limit` audit entries that are all settled (`last` when none is). */
export async function settledUpTo(tx: DbOrTx, last: number, limit: number): Promise<number> {
  const [row] = rows<{ upto: number | string }>(
    await tx.execute(sql`
      with next as (
        select id, created_at from audit_log where id > ${last} order by id limit ${limit}
      )
      select coalesce(
        (select min(id) - 1 from next
          where created_at > now() - make_interval(secs => ${SETTLE_SECONDS})),
        (select max(id) from next),
        ${last}) as upto`),
  )
  return Number(row?.upto ?? last)
}

/**
 * Adds the audit entries `(last, upto]` to the rollups and moves the position. A decision's wait
 * counts when the product's previous review entry is its submission (creation or resubmission):
 * a decision after an undo is not a first one. Listings that predate the audit log (demo data)
 * wait from their creation.
 */
export async function rollUp(tx: DbOrTx, last: number, upto: number) {
  await tx.execute(sql`
    with batch as (
      select a.id, a.action, a.actor_id, a.entity_id, a.after, a.created_at,
        (a.created_at at time zone ${zone})::date as day
      from audit_log a
      where a.id > ${last} and a.id <= ${upto} and a.action in ('product.approve',
        'product.reject', 'product.undo', 'product.appeal', 'product.appeal-uphold',
        'product.appeal-overturn', 'product.signal-dismiss')
    ),
    waits as (
      select d.day, coalesce(d.actor_id, 0) as actor_id,
        greatest(floor(extract(epoch from d.created_at - coalesce(prev.created_at, p.created_at))), 0)::bigint as seconds
      from batch d
      left join lateral (
        select a.action, a.created_at from audit_log a
        where a.entity = 'product' and a.entity_id = d.entity_id and a.id < d.id
          and a.action in ('product.create', 'product.resubmit', 'product.approve',
            'product.reject', 'product.undo', 'product.restore')
        order by a.id desc limit 1
      ) prev on true
      left join products p on prev.action is null and p.id = d.entity_id
      where d.action in ('product.approve', 'product.reject')
        and (prev.action in ('product.create', 'product.resubmit')
          or (prev.action is null and p.id is not null))
    ),
    facts as (
      select case action when 'product.approve' then 'approved' when 'product.reject'
          then 'rejected' when 'product.undo' then 'undone' when 'product.appeal'
          then 'appeal.opened' when 'product.appeal-uphold' then 'appeal.upheld'
          when 'product.appeal-overturn' then 'appeal.overturned' else 'signal.dismissed' end
          as metric,
        day,
        case when action in ('product.approve', 'product.reject', 'product.undo')
          then coalesce(actor_id, 0) else 0 end as actor_id,
        '' as label, 0::bigint as seconds
      from batch
      union all
      select 'reason', day, 0, after->>'reason', 0 from batch
      where action = 'product.reject' and after->>'reason' is not null
      union all
      select 'overturned', day, coalesce((after->>'rejectedBy')::int, 0), '', 0 from batch
      where action = 'product.appeal-overturn'
      union all
      select 'rejected.signal', day, 0, '', 0 from batch b
      where action = 'product.reject'
        and exists (select 1 from product_signals s where s.product_id = b.entity_id)
      union all
      select m.metric, case m.metric when 'wait' then w.day
          else date_trunc('month', w.day)::date end,
        w.actor_id,
        (case when w.seconds < 1 then 0 else ceil(ln(w.seconds) / ln(${base}))::int end)::text,
        w.seconds
      from waits w cross join (values ('wait'), ('wait.month')) m(metric)
    )
    insert into moderation_rollups as r (metric, day, actor_id, label, n, seconds)
    select metric, day, actor_id, label, count(*), sum(seconds) from facts
    group by metric, day, actor_id, label
    on conflict (metric, day, actor_id, label)
    do update set n = r.n + excluded.n, seconds = r.seconds + excluded.seconds`)
  await tx.execute(sql`update moderation_rollup_state set last_audit_id = ${upto} where id = 1`)
}
