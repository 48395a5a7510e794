import { randomUUID } from 'node:crypto'
import type { Role } from '@rihla/contract/constants'
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { refreshTokens, sessions, users } from '../../db/schema'
import { deleteInBatches } from '../../lib/sql'
import { hashRefreshToken, newRefreshToken } from './tokens'

export type SessionUser = { id: number; role: Role; isBlocked: boolean }

/**
 * Which sessions a revocation ends: one (logout, a reused token), all of a user's (block, a
 * password reset), or all but the caller's own (a password change).
 */
export type SessionScope = { sessionId: string } | { userId: number; exceptSessionId?: string }

const expiry = (ttlDays: number) => new Date(Date.now() + ttlDays * 86_400_000)

/** Where a sign-in came from, as the person's list of sessions shows it. */
export type SessionClient = { userAgent: string | undefined; address: string }

/** A User-Agent is the client's to write: kept to a length a list can show. */
export const USER_AGENT_MAX = 512

/**
 * Starts a session and returns its id (the access token's `sid`) and first refresh token.
 * One statement: the session row and its first token are written together or not at all.
 */
export async function createSession(
  db: DbOrTx,
  userId: number,
  ttlDays: number,
  client: SessionClient,
) {
  const familyId = randomUUID()
  const { token, hash } = newRefreshToken()
  const userAgent = client.userAgent?.slice(0, USER_AGENT_MAX) || null
  await db.execute(sql`
    with session as (
      insert into ${sessions} (id, user_id, user_agent, address)
      values (${familyId}, ${userId}, ${userAgent}, ${client.address})
      returning id, user_id
    )
    insert into ${refreshTokens} (user_id, family_id, token_hash, expires_at)
    select user_id, id, ${hash}, ${expiry(ttlDays).toISOString()} from session`)
  return { familyId, refreshToken: token }
}

/** The session a refresh token belongs to, if it is one of ours (for the refresh limit). */
export async function findTokenSession(db: DbOrTx, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
  return row?.familyId
}

export type RotateResult =
  | { kind: 'rotated'; user: SessionUser; familyId: string; refreshToken: string }
  | { kind: 'invalid' }
  /** A spent token was used again: the caller must end the session (endSessions). */
  | { kind: 'reused'; familyId: string }
  /**
   * The user is blocked. `live`: the token's session was not yet ended, so the caller must
   * end the user's sessions (endSessions); a replay of an ended one changes nothing.
   */
  | { kind: 'blocked'; userId: number; live: boolean }

/**
 * Spends a refresh token and issues its successor in the same session. The session row is
 * locked first (`FOR UPDATE`), the row every revocation updates: a logout or a reuse either
 * commits before (this rotation then sees the session ended and refuses) or waits until this
 * rotation commits (and then ends the session with its new token). Two concurrent uses of one
 * token are serialized by the same lock: the second finds the token spent, which is a reuse.
 */
export async function rotateSession(
  db: DbOrTx,
  token: string,
  ttlDays: number,
  /** The session's absolute lifetime (SESSION_MAX_DAYS): no token outlives it. */
  maxDays: number,
): Promise<RotateResult> {
  const hash = hashRefreshToken(token)
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        tokenId: refreshTokens.id,
        familyId: sessions.id,
        revoked: sql<boolean>`${sessions.revokedAt} is not null`,
        expired: sql<boolean>`${refreshTokens.expiresAt} <= now() or ${sessions.createdAt} + make_interval(days => ${maxDays}) <= now()`,
        // The successor's expiry: the token lifetime, within the session's absolute one.
        nextExpiry: sql<string>`least(now() + make_interval(days => ${ttlDays}), ${sessions.createdAt} + make_interval(days => ${maxDays}))`,
        user: { id: users.id, role: users.role, isBlocked: users.isBlocked },
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, hash))
      .for('update', { of: sessions })
    if (!found) return { kind: 'invalid' }
    // The token's own state first: a blocked user's ended, expired or spent tokens get the
    // blocked answer without ending anything again (hole 4: no event per replay).
    const ended = found.revoked || found.expired
    if (found.user.isBlocked) return { kind: 'blocked', userId: found.user.id, live: !ended }
    if (ended) return { kind: 'invalid' }
    // Read after the lock was granted, so a rotation that committed meanwhile is seen.
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, found.tokenId), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id })
    if (!spent) return { kind: 'reused', familyId: found.familyId }
    // The row is already locked by this transaction: the list's "last seen" costs no wait.
    await tx.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, found.familyId))
    const next = newRefreshToken()
    await tx.insert(refreshTokens).values({
      userId: found.user.id,
      familyId: found.familyId,
      tokenHash: next.hash,
      expiresAt: new Date(found.nextExpiry),
    })
    return {
      kind: 'rotated',
      user: found.user,
      familyId: found.familyId,
      refreshToken: next.token,
    }
  })
}

/**
 * Marks sessions ended, inside the caller's transaction. Only `endSessions` (session-end-service.ts)
 * calls this: it also commits and then drops the remembered session checks.
 */
export async function markSessionsRevoked(tx: DbOrTx, scope: SessionScope) {
  const which =
    'sessionId' in scope
      ? eq(sessions.id, scope.sessionId)
      : scope.exceptSessionId
        ? and(eq(sessions.userId, scope.userId), ne(sessions.id, scope.exceptSessionId))
        : eq(sessions.userId, scope.userId)
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(which, isNull(sessions.revokedAt)))
}

/**
 * The per-request check behind every access token: the user still exists, whether they are
 * blocked, whether the token's session is live *and theirs* (a `sid` of another user's
 * session is not live for this one), until when it is stepped up (epoch ms, decision 055), and
 * whether they have an enabled second factor (REQUIRE_2FA_FOR_STAFF), in one indexed round
 * trip (decision 010).
 */
export async function findSessionUser(db: DbOrTx, userId: number, sessionId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      isBlocked: users.isBlocked,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, and `id` would
      // then name the session's id inside the subquery.
      live: sql<boolean>`exists (select 1 from sessions s where s.id = ${sessionId} and s.user_id = "users"."id" and s.revoked_at is null)`,
      // A number on both drivers (a timestamp would be a Date on one and text on the other).
      steppedUpUntil: sql<
        number | null
      >`(select (extract(epoch from s.stepped_up_until) * 1000)::float8 from sessions s where s.id = ${sessionId} and s.user_id = "users"."id" and s.revoked_at is null)`,
      // The secret's primary key is the user id: one index probe.
      twoFactor: sql<boolean>`exists (select 1 from two_factor_secrets f where f.user_id = "users"."id" and f.enabled_at is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/**
 * Steps up the user's live session `sessionId` until now + `minutes` (decision 055); false when
 * the session is not theirs or has ended meanwhile.
 */
export async function markSteppedUp(
  db: DbOrTx,
  userId: number,
  sessionId: string,
  minutes: number,
) {
  const rows = await db
    .update(sessions)
    .set({ steppedUpUntil: sql`now() + make_interval(mins => ${minutes})` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length === 1
}

/**
 * The user's live sessions, the latest first: not ended, and still renewable (an unspent
 * refresh token that has not expired; a spent one is only ever followed by its successor).
 */
export async function listLiveSessions(db: DbOrTx, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        // Spelled out, as above: an unqualified `id` would name the token's inside the subquery.
        sql`exists (select 1 from refresh_tokens r where r.family_id = "sessions"."id" and r.used_at is null and r.expires_at > now())`,
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
}

/**
 * Locks the user's session `sessionId` when it is theirs and not ended yet; false otherwise
 * (unknown, another person's, or already ended: all the same answer).
 */
export async function lockOwnSession(tx: DbOrTx, userId: number, sessionId: string) {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .for('update')
  return rows.length === 1
}

/** Retention of sessions and refresh tokens (docs/security.md). */
export const SESSION_RETENTION = {
  /**
   * A refresh token is deleted this long after it expired or was spent
   * (REFRESH_TOKEN_RETENTION_MINUTES): until then a replay of a spent one is caught as a reuse
   * and ends its session; after, it is refused as unknown.
   */
  tokenMinutes: 24 * 60,
  /** An ended session (and its tokens) is deleted this long after it ended. */
  endedSessionDays: 7,
}

const SWEEP_BATCH = 2000

/**
 * Deletes what no request can use any more, in batches: refresh tokens expired or spent
 * longer ago than the retention, sessions ended longer ago (their tokens go with them), and
 * sessions left without any unexpired token (they can no longer be renewed; a new session is
 * written with its first token in one statement, so none is ever caught between).
 */
export async function sweepSessions(db: Db, retention: { tokenMinutes?: number } = {}) {
  const { endedSessionDays } = SESSION_RETENTION
  const tokenMinutes = retention.tokenMinutes ?? SESSION_RETENTION.tokenMinutes
  const tokens = await deleteInBatches(
    db,
    sql`delete from ${refreshTokens} where id in (
      select r.id from ${refreshTokens} r
      where r.expires_at < now() - make_interval(mins => ${tokenMinutes})
         or r.used_at < now() - make_interval(mins => ${tokenMinutes})
      limit ${SWEEP_BATCH} for update skip locked)`,
    SWEEP_BATCH,
  )
  const ended = await deleteInBatches(
    db,
    sql`delete from ${sessions} where id in (
      select s.id from ${sessions} s
      where s.revoked_at < now() - make_interval(days => ${endedSessionDays})
         or (s.created_at < now() - interval '1 day'
             and not exists (select 1 from refresh_tokens r
                             where r.family_id = s.id and r.expires_at > now()))
      limit ${SWEEP_BATCH} for update skip locked)`,
    SWEEP_BATCH,
  )
  return { tokens, sessions: ended }
}
