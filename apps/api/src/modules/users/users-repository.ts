import type { User, UserListQuery } from '@rihla/contract/users'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { userCounts, users } from '../../db/schema'
import { type PagedList, readPage } from '../../lib/paged-list'

/** The API's user fields (the contract's `userSchema`). */
export const userColumns = {
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

/** The users list, described for lib/paged-list.ts; the CSV export reads the same. */
export const userList = {
  name: 'users',
  table: users,
  id: users.id,
  columns: userColumns,
  sorts: {
    id: { column: users.id, type: 'integer' },
    username: { column: users.username, type: 'text' },
    email: { column: users.email, type: 'text' },
    role: { column: users.role, type: 'text' },
    isBlocked: { column: users.isBlocked, type: 'boolean' },
    createdAt: { column: users.createdAt, type: 'timestamptz' },
  },
  filters: {},
  search: { doc: users.searchDoc },
  // The trigger-kept total of users.
  counters: { by: [], total: () => sql`(select ${userCounts.total} from ${userCounts})` },
} satisfies PagedList<typeof userColumns, UserListQuery['sort'], never>

export async function listUsers(db: DbOrTx, query: UserListQuery) {
  const page = await readPage(db, userList, query)
  return { rows: page.rows.map(toUser), total: page.total, totalCapped: page.totalCapped }
}

/** One user; `lock` holds the row to the commit (a block, a role change). */
export async function findUser(db: DbOrTx, id: number, lock = false) {
  const query = db.select(userColumns).from(users).where(eq(users.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row ? toUser(row) : undefined
}

export async function setBlocked(db: DbOrTx, id: number, isBlocked: boolean) {
  const [row] = await db
    .update(users)
    .set({ isBlocked, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(userColumns)
  return row ? toUser(row) : undefined
}

export async function setPhoneNumber(db: DbOrTx, id: number, phoneNumber: string) {
  const [row] = await db
    .update(users)
    .set({ phoneNumber, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ ...userColumns, version: users.version })
  if (!row) return undefined
  const { version, ...user } = row
  return { user: toUser(user), version }
}

/** A user with the version a form sends back (If-Match); `lock` holds the row to the commit. */
export async function findVersionedUser(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({ ...userColumns, version: users.version })
    .from(users)
    .where(eq(users.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return undefined
  const { version, ...user } = row
  return { user: toUser(user), version }
}
