import { randomUUID } from 'node:crypto'
import type { Role } from '@rihla/contract/constants'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { refreshTokens, sessions, users } from '../../db/schema'
import { hashRefreshToken, newRefreshToken } from './tokens'

export type SessionUser = { id: number; role: Role; isBlocked: boolean }

/**
 * Which sessions a revocation ends: one (logout, a reused token), all of a user's (block, a
 * password reset), or all but the caller's own (a password change).
 */
export type SessionScope = { sessionId: string } | { userId: number; exceptSessionId?: string }

const expiry = (ttlDays: number) => new Date(Date.now() + ttlDays * 86_400_000)

/**
 * Starts a session and returns its id (the access token's `sid`) and first refresh token.
 * One statement: the session row and its first token are written together or not at all.
 */
export async function createSession(db: DbOrTx, userId: number, ttlDays: number) {
  const familyId = randomUUID()
  const { token, hash } = newRefreshToken()
  await db.execute(sql`
    with session as (
      insert into ${sessions} (id, user_id) values (${familyId}, ${userId}) returning id, user_id
    )
    insert into ${refreshTokens} (user_id, family_id, token_hash, expires_at)
    select user_id, id, ${hash}, ${expiry(ttlDays).toISOString()} from session`)
  return { familyId, refreshToken: token }
}

export type RotateResult =
  | { kind: 'rotated'; user: SessionUser; familyId: string; refreshToken: string }
  | { kind: 'invalid' }
  /** A spent token was used again: the caller must end the session (endSessions). */
  | { kind: 'reused'; familyId: string }
  /** The user is blocked: the caller must end their sessions (endSessions). */
  | { kind: 'blocked'; userId: number }

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
): Promise<RotateResult> {
  const hash = hashRefreshToken(token)
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        tokenId: refreshTokens.id,
        familyId: sessions.id,
        revoked: sql<boolean>`${sessions.revokedAt} is not null`,
        expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
        user: { id: users.id, role: users.role, isBlocked: users.isBlocked },
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, hash))
      .for('update', { of: sessions })
    if (!found) return { kind: 'invalid' }
    if (found.user.isBlocked) return { kind: 'blocked', userId: found.user.id }
    if (found.revoked || found.expired) return { kind: 'invalid' }
    // Read after the lock was granted, so a rotation that committed meanwhile is seen.
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, found.tokenId), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id })
    if (!spent) return { kind: 'reused', familyId: found.familyId }
    const next = newRefreshToken()
    await tx.insert(refreshTokens).values({
      userId: found.user.id,
      familyId: found.familyId,
      tokenHash: next.hash,
      expiresAt: expiry(ttlDays),
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
 * Marks sessions ended, inside the caller's transaction. Only `endSessions` (end-sessions.ts)
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
 * blocked, and whether the token's session is live *and theirs* (a `sid` of another user's
 * session is not live for this one), in one indexed round trip (decision 010).
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
    })
    .from(users)
    .where(eq(users.id, userId))
  return row
}
