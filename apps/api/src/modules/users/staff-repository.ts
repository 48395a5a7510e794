import type { Role } from '@rihla/contract/constants'
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@rihla/contract/staff'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { sessions, twoFactorSecrets, users } from '../../db/schema'
import { toUser, userColumns } from './users-repository'

/** Every admin and moderator with their second factor, last sign-in and pending invite. */
export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  const rows = await db
    .select({
      ...userColumns,
      twoFactorEnabled: sql<boolean>`${twoFactorSecrets.enabledAt} is not null`.mapWith(Boolean),
      lastSignInAt: sql<Date | null>`(
        select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id}
      )`.mapWith(sessions.createdAt),
      invitedAt: users.invitedAt,
    })
    .from(users)
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(inArray(users.role, STAFF_ROLES))
    // Admins first (false sorts before true), then by name; the id settles equal names.
    .orderBy(sql`${users.role} <> 'admin'`, asc(users.username), asc(users.id))
  return rows.map(({ twoFactorEnabled, lastSignInAt, invitedAt, ...user }) => ({
    ...toUser(user),
    twoFactorEnabled,
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    invitePending: invitedAt !== null,
  }))
}

/**
 * Locks the rows of the active admins to the commit and answers their ids: those who can sign
 * in (role admin, not blocked, a password of their own: a pending invitation, even expired,
 * has none). A demotion or a block of an admin counts them after this, so of two admins
 * removing each other at once the second waits, then sees one left (decision 035).
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isBlocked, false), isNull(users.invitedAt)))
    .orderBy(asc(users.id))
    .for('update')
  return rows.map((row) => row.id)
}

/** An invited account: its unusable hash, no phone yet; undefined when the email is taken. */
export async function insertInvitedUser(
  tx: DbOrTx,
  invited: { email: string; username: string; role: StaffRole; passwordHash: string },
) {
  const [row] = await tx
    .insert(users)
    .values({ ...invited, phoneNumber: '', invitedAt: sql`now()` })
    // The unique index on lower(email): a concurrent invite or sign-up may win it.
    .onConflictDoNothing()
    .returning(userColumns)
  return row ? toUser(row) : undefined
}

export async function setRole(tx: DbOrTx, id: number, role: Role) {
  const [row] = await tx
    .update(users)
    .set({ role, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(userColumns)
  return row ? toUser(row) : undefined
}
