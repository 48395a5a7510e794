import type { ServerEvent } from '@rihla/contract/events'
import { asc, eq, gt, lt, max, min, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { events, users } from '../../db/schema'

/** An event as read back, internal ones included (the hub decides what a screen sees). */
export type StoredEvent = Omit<ServerEvent, 'type'> & { type: string }

/** The events committed after `afterId`, oldest first, at most `limit`. */
export async function readEventsAfter(
  db: DbOrTx,
  afterId: number,
  limit: number,
): Promise<StoredEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      type: events.type,
      entityId: events.entityId,
      actorId: events.actorId,
      actorName: users.username,
      data: events.data,
      createdAt: events.createdAt,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.actorId))
    .where(gt(events.id, afterId))
    .orderBy(asc(events.id))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    entityId: row.entityId,
    actor:
      row.actorId !== null ? { id: row.actorId, name: row.actorName ?? String(row.actorId) } : null,
    data: (row.data as Record<string, unknown> | null) ?? null,
    at: row.createdAt.toISOString(),
  }))
}

/** The newest and oldest ids kept (0 when the table is empty). */
export async function eventBounds(db: DbOrTx) {
  const [row] = await db.select({ last: max(events.id), first: min(events.id) }).from(events)
  return { last: Number(row?.last ?? 0), first: Number(row?.first ?? 0) }
}

/** Forgets events older than the retention; answers how many. */
export async function sweepEvents(db: DbOrTx, retentionMinutes: number) {
  const cutoff = sql`now() - make_interval(mins => ${retentionMinutes})`
  const gone = await db
    .delete(events)
    .where(lt(events.createdAt, cutoff))
    .returning({ id: events.id })
  return gone.length
}
