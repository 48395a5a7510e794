import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { passwordResetTokens, users } from '../../db/schema'
import { hashRefreshToken, newRefreshToken } from './tokens'

/**
 * Issues a reset token for the user, inside the caller's transaction; only the SHA-256 is
 * stored. An admin's link (`replace`) deletes the older unspent ones: a link re-issued is the
 * one that works. A forgot-password link leaves them: anyone may ask for one, and must not be
 * able to spoil the link the owner holds (docs/security.md, forgot-password).
 */
export async function insertResetToken(
  tx: DbOrTx,
  userId: number,
  issuedBy: number | null,
  ttlSeconds: number,
  replace: boolean,
) {
  const { token, hash } = newRefreshToken()
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000)
  if (replace) await revokeResetTokens(tx, userId)
  await tx.insert(passwordResetTokens).values({ userId, tokenHash: hash, issuedBy, expiresAt })
  return { token, expiresAt }
}

/**
 * Deletes every unspent link of the account (reset or invitation): a password set, a block
 * and a role change end them, so no link outlives the account state it was issued for.
 */
export async function revokeResetTokens(tx: DbOrTx, userId: number) {
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}

/** The account a live token (unspent, unexpired) belongs to, without spending it. */
export async function findResetToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashRefreshToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
  return row
}

/**
 * Spends the token and sets the password in one transaction; false when the token was spent
 * (or expired) meanwhile: one conditional UPDATE, so of two concurrent uses exactly one wins.
 */
export async function spendResetToken(tx: DbOrTx, tokenId: number, passwordHash: string) {
  const [spent] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.id, tokenId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
  if (!spent) return false
  await setPasswordHash(tx, spent.userId, passwordHash)
  return true
}

/**
 * Sets the password; the first one an invited person sets ends the invitation (decision 035),
 * and every other unspent link of the account stops working.
 */
export async function setPasswordHash(tx: DbOrTx, userId: number, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, invitedAt: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
  await revokeResetTokens(tx, userId)
}

/** Tokens past their hour are useless: deleted a day later (kept that long for a look). */
export async function sweepResetTokens(db: DbOrTx) {
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`))
}
