import type { UserExportQuery } from '@rihla/contract/users'
import { and } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { users } from '../../db/schema'
import { type KeysetCursor, keysetAfter, keysetKey, keysetOrder } from '../../lib/keyset'
import { keysetSortOf, listWhere } from '../../lib/paged-list'
import { userList } from './users-repository'

/** Rows read per query while exporting: memory holds one batch, never the whole list. */
export const USER_EXPORT_BATCH_SIZE = 1000

/** One batch of users in the list's order (its search too), after `after`. */
export function readUserBatch(
  db: DbOrTx,
  query: UserExportQuery,
  after: KeysetCursor | undefined,
  size: number,
) {
  const sort = keysetSortOf(userList, query)
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phoneNumber: users.phoneNumber,
      role: users.role,
      isBlocked: users.isBlocked,
      createdAt: users.createdAt,
      sortKey: keysetKey(sort),
    })
    .from(users)
    .where(and(listWhere(userList, query), keysetAfter(sort, after)))
    .orderBy(...keysetOrder(sort))
    .limit(size)
}

export type UserExportRow = Awaited<ReturnType<typeof readUserBatch>>[number]
