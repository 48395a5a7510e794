import { PRESENCE_TTL_SECONDS, type Presence, type PresencePlace } from '@rihla/contract/presence'
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { presence, users } from '../../db/schema'

/** A heartbeat: `userId` stays on `place` a while longer; answers the others there now. */
export async function beat(db: DbOrTx, place: PresencePlace, userId: number): Promise<Presence[]> {
  const expiresAt = sql`now() + make_interval(secs => ${PRESENCE_TTL_SECONDS})`
  await db
    .insert(presence)
    .values({ place, userId, expiresAt })
    .onConflictDoUpdate({
      target: [presence.place, presence.userId],
      set: {
        expiresAt,
        // Back after having left: present again from now.
        since: sql`case when ${presence.expiresAt} < now() then now() else ${presence.since} end`,
      },
    })
  // A closed tab says nothing: its row is swept by the next heartbeat of anyone on the place.
  await db
    .delete(presence)
    .where(and(eq(presence.place, place), lt(presence.expiresAt, sql`now()`)))
  return others(db, place, userId)
}

/** Leaves `place` (the screen closed): the others stop seeing `userId` at their next beat. */
export async function leave(db: DbOrTx, place: PresencePlace, userId: number) {
  await db.delete(presence).where(and(eq(presence.place, place), eq(presence.userId, userId)))
}

/** The others on `place`, not expired and not blocked, the longest there first. */
async function others(db: DbOrTx, place: PresencePlace, userId: number): Promise<Presence[]> {
  const rows = await db
    .select({ userId: presence.userId, name: users.username, since: presence.since })
    .from(presence)
    .innerJoin(users, eq(users.id, presence.userId))
    .where(
      and(
        eq(presence.place, place),
        ne(presence.userId, userId),
        gt(presence.expiresAt, sql`now()`),
        eq(users.isBlocked, false),
      ),
    )
    .orderBy(asc(presence.since), asc(presence.userId))
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }))
}
