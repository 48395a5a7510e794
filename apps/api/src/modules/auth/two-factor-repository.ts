import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema'

export type SecretRow = { secret: string; enabled: boolean }

/** The account's secret; `lock` holds its row to the commit (an admin's reset). */
export async function findSecret(
  db: DbOrTx,
  userId: number,
  lock = false,
): Promise<SecretRow | undefined> {
  const query = db
    .select({ secret: twoFactorSecrets.secret, enabledAt: twoFactorSecrets.enabledAt })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
  const [row] = lock ? await query.for('update') : await query
  return row && { secret: row.secret, enabled: row.enabledAt !== null }
}

/**
 * Starts (or restarts) an enrollment with a new secret. Refused, by returning false, when the
 * second factor is already on: a stolen access token must not be able to swap the secret.
 */
export async function savePendingSecret(db: DbOrTx, userId: number, secret: string) {
  const rows = await db
    .insert(twoFactorSecrets)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId })
  return rows.length === 1
}

/**
 * Records that the code of time step `step` was used, in one conditional UPDATE: only a step
 * later than the last one used passes, so a code replayed (even concurrently) is refused.
 * `enabled` says which state the secret must be in (pending for the enrollment's first code).
 */
export async function spendStep(db: DbOrTx, userId: number, step: number, enabled: boolean) {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ lastStep: step, ...(enabled ? {} : { enabledAt: sql`now()` }) })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        enabled ? isNotNull(twoFactorSecrets.enabledAt) : isNull(twoFactorSecrets.enabledAt),
        or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId })
  return rows.length === 1
}

/** Replaces the account's recovery codes with these (stored as their hashes). */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })))
}

/** Spends a recovery code with one conditional UPDATE: a code works once, even concurrently. */
export async function spendRecoveryCode(db: DbOrTx, userId: number, codeHash: string) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id })
  return rows.length === 1
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)))
  return row?.left ?? 0
}

/** Turns the second factor off: the secret and every recovery code are deleted. */
export async function removeTwoFactor(db: DbOrTx, userId: number) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
  await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId))
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new sign-in challenge: an opaque token, of which only the SHA-256 is stored. */
export async function createChallenge(db: DbOrTx, userId: number, ttlSeconds: number) {
  // The account's finished or expired challenges go first, so the table stays small.
  await db
    .delete(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.userId, userId),
        or(isNotNull(twoFactorChallenges.usedAt), lt(twoFactorChallenges.expiresAt, sql`now()`)),
      ),
    )
  const token = randomBytes(32).toString('base64url')
  await db.insert(twoFactorChallenges).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  })
  return token
}

/** Deletes the account's unfinished sign-in challenges: the password step they passed is void. */
export async function endChallenges(db: DbOrTx, userId: number) {
  await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, userId), isNull(twoFactorChallenges.usedAt)))
}

/** The user a challenge token stands for, when it is unused and not expired. */
export async function findChallenge(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ id: twoFactorChallenges.id, userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(token)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
      ),
    )
  return row
}

/** Marks a challenge used; false when it was used (or expired) in the meantime. */
export async function spendChallenge(db: DbOrTx, id: number) {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorChallenges.id, id),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: twoFactorChallenges.id })
  return rows.length === 1
}
