import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { refreshTokens, users } from '../../db/schema'
import { hashRefreshToken, newRefreshToken } from './tokens'

export type SessionUser = { id: number; role: 'admin' | 'user'; isBlocked: boolean }

/** Starts a session (a new refresh-token family) and returns its first refresh token. */
export async function createSession(db: DbOrTx, userId: number, ttlDays: number) {
  const familyId = randomUUID()
  const { token, hash } = newRefreshToken()
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  })
  return { familyId, refreshToken: token }
}

export type RotateResult =
  | { kind: 'rotated'; user: SessionUser; familyId: string; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'reused' }
  | { kind: 'blocked' }

/**
 * Spends a refresh token and issues its successor in the same family. The spend is one
 * conditional UPDATE, so two concurrent uses cannot both succeed: the loser is a reuse,
 * and a reuse revokes the whole family (the token may have been stolen).
 */
export async function rotateSession(
  db: DbOrTx,
  token: string,
  ttlDays: number,
): Promise<RotateResult> {
  const hash = hashRefreshToken(token)
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          sql`${refreshTokens.expiresAt} > now()`,
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    if (!spent) {
      const [known] = await tx
        .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash))
      if (!known) return { kind: 'invalid' }
      if (known.usedAt) {
        await revokeFamily(tx, known.familyId)
        return { kind: 'reused' }
      }
      return { kind: 'invalid' }
    }
    const [user] = await tx
      .select({ id: users.id, role: users.role, isBlocked: users.isBlocked })
      .from(users)
      .where(eq(users.id, spent.userId))
    if (!user) return { kind: 'invalid' }
    if (user.isBlocked) {
      await revokeFamily(tx, spent.familyId)
      return { kind: 'blocked' }
    }
    const next = newRefreshToken()
    await tx.insert(refreshTokens).values({
      userId: user.id,
      familyId: spent.familyId,
      tokenHash: next.hash,
      expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
    })
    return { kind: 'rotated', user, familyId: spent.familyId, refreshToken: next.token }
  })
}

export async function revokeFamily(db: DbOrTx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

/** Ends every session of a user at once (blocking does this). */
export async function revokeUserSessions(db: DbOrTx, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}

/**
 * The per-request check behind every access token: the user still exists, and whether
 * they are blocked and their session is still live, in one indexed round trip.
 */
export async function findSessionUser(db: DbOrTx, userId: number, familyId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      isBlocked: users.isBlocked,
      live: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row
}
