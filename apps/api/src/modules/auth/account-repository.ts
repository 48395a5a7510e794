import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { users } from '../../db/schema'
import { knownAddressSql } from './known-addresses-repository'

// The account rows the auth services read and write (the users module owns the rest of the
// table's use: lists, blocking, phones).

/** What the services need of an account; the password hash only where it is checked. */
const account = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  isBlocked: users.isBlocked,
}

/** The account signing in by `email` (lower-cased), with whether `address` is a known one. */
export async function findSignInAccount(db: DbOrTx, email: string, address: string, now: number) {
  const [row] = await db
    .select({
      ...account,
      passwordHash: users.passwordHash,
      known: knownAddressSql(users.id, address, now),
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  return row
}

/** The account of `email` (lower-cased), if any. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(account)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  return row
}

/** The account of `id`, if any. */
export async function findAccount(db: DbOrTx, id: number) {
  const [row] = await db.select(account).from(users).where(eq(users.id, id))
  return row
}

/** The password hash of account `id`, if any. */
export async function findPasswordHash(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
  return row?.passwordHash
}

/** The account of `id`, locked until the transaction ends (`FOR UPDATE`). */
export async function lockAccount(tx: DbOrTx, id: number) {
  const [row] = await tx.select(account).from(users).where(eq(users.id, id)).for('update')
  return row
}

/** A new account of role `user`; undefined when the email is taken (its unique index). */
export async function insertAccount(
  db: DbOrTx,
  values: { username: string; email: string; phoneNumber: string; passwordHash: string },
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'user' })
    .onConflictDoNothing()
    .returning({ id: users.id, role: users.role })
  return row
}
