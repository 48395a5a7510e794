import type { User, UserListQuery } from '@rihla/contract/users'
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { userCounts, users } from '../../db/schema'
import { pageWindow } from '../../lib/paging'
import { prepared } from '../../lib/prepared'
import { cappedCount, likePattern, SEARCH_COUNT_CAP, searchMatches } from '../../lib/sql'

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

const bound = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }

/** The trigger-kept total of users, as a column of the page-1 statement. */
const countersTotal = sql<number>`(select ${userCounts.total} from ${userCounts})`.mapWith(Number)

/** A users search, as the list and the CSV export both apply it. */
export function userSearchWhere(search: string) {
  const pattern = likePattern(search)
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.phoneNumber, pattern),
  )
}

export async function listUsers(db: DbOrTx, query: UserListQuery) {
  const orderBy = (reverse: boolean) => {
    const direction = (query.order === 'asc') !== reverse ? asc : desc
    // The id breaks ties so that pages never overlap or skip rows.
    return [direction(sortColumns[query.sort]), direction(users.id)]
  }
  const shape = `users:${query.sort}:${query.order}`
  if (!query.search) {
    // Page 1: the rows and the total in one prepared statement.
    if (query.page === 1) {
      const firstPage = prepared(db, `${shape}:first`, (name) =>
        db
          .select({ ...columns, total: countersTotal })
          .from(users)
          .orderBy(...orderBy(false))
          .limit(bound.limit)
          .prepare(name),
      )
      const rows = await firstPage.execute({ limit: query.limit })
      const total = rows[0]?.total ?? 0
      return { rows: rows.map(({ total: _, ...row }) => toUser(row)), total, totalCapped: false }
    }
    const [counted] = await db.select({ n: userCounts.total }).from(userCounts)
    const total = counted?.n ?? 0
    const window = pageWindow(total, query.page, query.limit)
    if (window.limit <= 0) return { rows: [], total, totalCapped: false }
    const page = prepared(db, `${shape}:${window.reverse}`, (name) =>
      db
        .select(columns)
        .from(users)
        .orderBy(...orderBy(window.reverse))
        .limit(bound.limit)
        .offset(bound.offset)
        .prepare(name),
    )
    const rows = await page.execute({ limit: window.limit, offset: window.offset })
    if (window.reverse) rows.reverse()
    return { rows: rows.map(toUser), total, totalCapped: false }
  }
  const where = userSearchWhere(query.search)
  // Searches are planned term by term (no prepared statement) and counted up to a cap.
  if (query.page === 1) {
    // The matches (up to the cap), their count and the page in one statement.
    const search = searchMatches(db, users, users.id, where)
    const rows = await db
      .with(search.matches)
      .select({ ...columns, total: search.total })
      .from(users)
      .where(search.isMatch)
      .orderBy(...orderBy(false))
      .limit(query.limit)
    const total = rows[0]?.total ?? 0
    if (!search.capped(total)) {
      return { rows: rows.map(({ total: _, ...row }) => toUser(row)), total, totalCapped: false }
    }
    // More matches than it counts: those rows were any of them, so read the real first page.
    const first = await db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(...orderBy(false))
      .limit(query.limit)
    return { rows: first.map(toUser), total: SEARCH_COUNT_CAP, totalCapped: true }
  }
  const { total, capped } = await cappedCount(db, users, where)
  const window = pageWindow(total, query.page, query.limit)
  if (window.limit <= 0) return { rows: [], total, totalCapped: capped }
  const rows = await db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(...orderBy(window.reverse))
    .limit(window.limit)
    .offset(window.offset)
  if (window.reverse) rows.reverse()
  return { rows: rows.map(toUser), total, totalCapped: capped }
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
