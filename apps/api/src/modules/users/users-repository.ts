import type { User, UserListQuery } from '@rihla/contract/users'
import { asc, count, desc, eq, ilike, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { userCounts, users } from '../../db/schema'
import { pageWindow } from '../../lib/paging'
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
  const total = where
    ? ((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0)
    : ((await db.select({ n: userCounts.total }).from(userCounts))[0]?.n ?? 0)
  const window = pageWindow(total, query.page, query.limit)
  if (window.limit <= 0) return { rows: [], total }
  const direction = (query.order === 'asc') !== window.reverse ? asc : desc
  const rows = await db
    .select(columns)
    .from(users)
    .where(where)
    // The id breaks ties so that pages never overlap or skip rows.
    .orderBy(direction(sortColumns[query.sort]), direction(users.id))
    .limit(window.limit)
    .offset(window.offset)
  if (window.reverse) rows.reverse()
  return { rows: rows.map(toUser), total }
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
