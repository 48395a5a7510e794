import type { User, UserListQuery } from '@rihla/contract/users'
import { asc, count, desc, eq, ilike, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { users } from '../../db/schema'
import { likePattern } from '../../lib/sql'

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: users.role,
  isBlocked: users.isBlocked,
  profilePicture: users.profilePicture,
  createdAt: users.createdAt,
}

type UserRow = Omit<User, 'createdAt'> & { createdAt: Date }

export function toUser(row: UserRow): User {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

const sortColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  isBlocked: users.isBlocked,
  createdAt: users.createdAt,
} as const

export async function listUsers(db: DbOrTx, query: UserListQuery) {
  const where = query.search
    ? or(
        ilike(users.username, likePattern(query.search)),
        ilike(users.email, likePattern(query.search)),
        ilike(users.phoneNumber, likePattern(query.search)),
      )
    : undefined
  const direction = query.order === 'desc' ? desc : asc
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      // The id breaks ties so that pages never overlap or skip rows.
      .orderBy(direction(sortColumns[query.sort]), direction(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(users).where(where),
  ])
  return { rows: rows.map(toUser), total: total?.value ?? 0 }
}

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id))
  return row ? toUser(row) : undefined
}

export async function setBlocked(db: DbOrTx, id: number, isBlocked: boolean) {
  const [row] = await db
    .update(users)
    .set({ isBlocked, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(columns)
  return row ? toUser(row) : undefined
}

export async function setPhoneNumber(db: DbOrTx, id: number, phoneNumber: string) {
  const [row] = await db
    .update(users)
    .set({ phoneNumber, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(columns)
  return row ? toUser(row) : undefined
}
