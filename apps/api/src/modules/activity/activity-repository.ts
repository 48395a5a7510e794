import type { ActivityActor, ActivityEntry, ActivityRecordState } from '@rihla/contract/activity'
import type { AuditAction, AuditEntity } from '@rihla/contract/audit'
import type { Lang } from '@rihla/contract/constants'
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { alias, type PgColumn } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import { auditLog, banners, products, subcategories, users } from '../../db/schema'
import { type PagedList, readPage } from '../../lib/paged-list'

/** What a page of the audit log is filtered by; undefined is no filter. */
export type ActivityFilter = {
  actorId?: number | undefined
  action?: AuditAction | undefined
  entity?: AuditEntity | undefined
  entityId?: number | undefined
  /** Inclusive. */
  start?: Date | undefined
  /** Exclusive. */
  end?: Date | undefined
}

/** The audit log as a paged list (lib/paged-list.ts): newest first by time, then id. */
// Typed as any column, so a range takes the request's bound (a Date, or a placeholder).
const createdAt: PgColumn = auditLog.createdAt

const activityList: PagedList<
  { id: typeof auditLog.id },
  'createdAt',
  'actorId' | 'action' | 'entity' | 'entityId' | 'start' | 'end'
> = {
  name: 'activity',
  table: auditLog,
  id: auditLog.id,
  columns: { id: auditLog.id },
  sorts: { createdAt: { column: auditLog.createdAt, type: 'timestamptz' } },
  filters: {
    actorId: auditLog.actorId,
    action: auditLog.action,
    entity: auditLog.entity,
    entityId: auditLog.entityId,
    start: (from) => gte(createdAt, from),
    end: (until) => lt(createdAt, until),
  },
}

const actor = alias(users, 'actor')
const subject = alias(users, 'subject')

const SUBCATEGORY_NAME = { en: 'nameEn', fr: 'nameFr', ar: 'nameAr' } as const

/**
 * One page of the audit log, newest first (time, then id), with each entry's actor and what
 * became of its record: the page's ids by `readPage`, then those entries with their joins.
 */
export async function listActivity(
  db: DbOrTx,
  filter: ActivityFilter,
  page: number,
  limit: number,
  lang: Lang,
): Promise<{ data: ActivityEntry[]; total: number }> {
  const read = await readPage(db, activityList, {
    page,
    limit,
    sort: 'createdAt',
    order: 'desc',
    filters: filter,
  })
  if (read.rows.length === 0) return { data: [], total: read.total }
  const ids = read.rows.map((row) => row.id)
  const subName = SUBCATEGORY_NAME[lang]
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorId: actor.id,
      actorName: actor.username,
      productStatus: products.status,
      productTitle: products.title,
      subjectName: subject.username,
      subcategoryName: subcategories[subName],
      bannerId: banners.id,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(
      products,
      and(eq(auditLog.entity, sql`'product'`), eq(products.id, auditLog.entityId)),
    )
    .leftJoin(subject, and(eq(auditLog.entity, sql`'user'`), eq(subject.id, auditLog.entityId)))
    .leftJoin(
      subcategories,
      and(eq(auditLog.entity, sql`'subcategory'`), eq(subcategories.id, auditLog.entityId)),
    )
    .leftJoin(banners, and(eq(auditLog.entity, sql`'banner'`), eq(banners.id, auditLog.entityId)))
    .where(inArray(auditLog.id, ids))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
  const data = rows.map((r): ActivityEntry => {
    const record = recordOf(r, subName)
    return {
      id: r.id,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      actor:
        r.actorId !== null && r.actorName !== null
          ? { id: r.actorId, username: r.actorName }
          : null,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
      record,
    }
  })
  return { data, total: read.total }
}

type JoinedRow = {
  entity: AuditEntity
  entityId: number | null
  before: unknown
  after: unknown
  productStatus: string | null
  productTitle: string | null
  subjectName: string | null
  subcategoryName: string | null
  bannerId: number | null
}

/** A text the entry itself recorded (a deleted product's title, say), after or before. */
function recorded(row: JoinedRow, key: string): string | null {
  for (const side of [row.after, row.before]) {
    if (side && typeof side === 'object') {
      const value = (side as Record<string, unknown>)[key]
      if (typeof value === 'string') return value
    }
  }
  return null
}

function recordOf(
  row: JoinedRow,
  subName: (typeof SUBCATEGORY_NAME)[Lang],
): { state: ActivityRecordState; name: string | null } {
  if (row.entityId === null) return { state: 'gone', name: null }
  switch (row.entity) {
    case 'product':
      if (row.productStatus === null) return { state: 'gone', name: recorded(row, 'title') }
      return {
        state: row.productStatus === 'pending' ? 'waiting' : 'present',
        name: row.productTitle,
      }
    case 'user':
      return row.subjectName === null
        ? { state: 'gone', name: null }
        : { state: 'present', name: row.subjectName }
    case 'subcategory':
      return row.subcategoryName === null
        ? { state: 'gone', name: recorded(row, subName) }
        : { state: 'present', name: row.subcategoryName }
    case 'banner':
      // Banners have no page of their own and no name: the list is where one is seen.
      return { state: row.bannerId === null ? 'gone' : 'present', name: null }
  }
}

/** Everyone who acts in the log, by name, read by skipping through the actor index. */
export async function listActivityActors(db: DbOrTx): Promise<ActivityActor[]> {
  const result = (await db.execute(sql`
    with recursive seen(id) as (
      (select ${auditLog.actorId} from ${auditLog} where ${auditLog.actorId} is not null
        order by ${auditLog.actorId} limit 1)
      union all
      select (select a.actor_id from audit_log a where a.actor_id > seen.id
        order by a.actor_id limit 1)
      from seen where seen.id is not null
    )
    select ${users.id} as id, ${users.username} as username
    from seen join ${users} on ${users.id} = seen.id
    order by lower(${users.username}), ${users.id}
  `)) as unknown as { rows: Array<{ id: number | string; username: string }> }
  return result.rows.map((r) => ({ id: Number(r.id), username: r.username }))
}
