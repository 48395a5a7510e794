import type { EventType } from '@rihla/contract/events'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { events } from '../db/schema'

/** The channel every instance listens on (modules/events/event-hub.ts). */
export const EVENTS_CHANNEL = 'rihla_events'
/**
 * Held by a transaction from its first event to its commit, so event ids are committed in order and
 * a reader asking for "ids after N" can never miss one committed late. No deadlock: an event is
 * the last write of its transaction, or comes before its row locks.
 */
const EVENTS_LOCK_KEY = 7_402_517_312

/** Events that move a dashboard figure: their transaction also says `counts.change`, once. */
const COUNTED: ReadonlySet<EventType> = new Set([
  'product.create',
  // An edit may send a listing back to the queue or into another category.
  'product.update',
  'product.approve',
  'product.reject',
  'product.delete',
  'product.restore',
  // An undo or a resubmission moves a listing between the queue and the catalogue or rejected.
  'product.undo',
  'product.resubmit',
  'user.block',
  'user.unblock',
  // An invitation adds a user.
  'user.invite',
])

/** Internal events: they close streams (a logout, a block) and are never sent to a screen. */
export type InternalEventType = 'session.end'

export type NewEvent = {
  type: EventType | InternalEventType
  entityId?: number | null
  actorId?: number | null
  data?: Record<string, unknown> | null
}

// Transactions that already hold the lock and said `counts.change` (a transaction object is
// the same for its whole life; a WeakSet forgets it with it).
const locked = new WeakSet<object>()
const counted = new WeakSet<object>()

/** Writes events in the change's transaction, with a NOTIFY delivered only if it commits. */
export async function publishEvents(tx: DbOrTx, list: NewEvent[]) {
  if (list.length === 0) return
  const rows = list.map((event) => ({
    type: event.type,
    entityId: event.entityId ?? null,
    actorId: event.actorId ?? null,
    data: event.data ?? null,
  }))
  if (!counted.has(tx) && list.some((event) => COUNTED.has(event.type as EventType))) {
    counted.add(tx)
    rows.push({ type: 'counts.change', entityId: null, actorId: null, data: null })
  }
  await holdEventsLock(tx)
  await tx.insert(events).values(rows)
}

/**
 * Takes the event lock now, for a transaction that locks rows before its event, so a staff change
 * and a block cannot wait on each other (decision 035).
 */
export async function holdEventsLock(tx: DbOrTx) {
  if (locked.has(tx)) return
  locked.add(tx)
  // One empty payload per transaction: PostgreSQL folds identical notifications into one.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${EVENTS_LOCK_KEY}), pg_notify(${EVENTS_CHANNEL}, '')`,
  )
}
