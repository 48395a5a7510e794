import type { Lang } from '@rihla/contract/constants'
import { CSV_LABELS, csvTime } from '@rihla/contract/csv-export'
import type { UserExportQuery } from '@rihla/contract/users'
import { and } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { users } from '../../db/schema'
import { type CsvValue, csvStream } from '../../lib/csv'
import {
  type KeysetCursor,
  keysetAfter,
  keysetBatches,
  keysetKey,
  keysetOrder,
} from '../../lib/keyset'
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

type UserExportRow = Awaited<ReturnType<typeof readUserBatch>>[number]

/** The machine form's columns (`raw=1`): the API's user fields, the picture left out. */
export const USER_CSV_HEADER = [
  'id',
  'username',
  'email',
  'phoneNumber',
  'role',
  'isBlocked',
  'createdAt',
] as const

const rawCells = (u: UserExportRow): CsvValue[] => [
  u.id,
  u.username,
  u.email,
  u.phoneNumber,
  u.role,
  u.isBlocked,
  u.createdAt.toISOString(),
]

/** The human form's header, in the order of `USER_CSV_HEADER`. */
export function userCsvHeader(lang: Lang): string[] {
  const l = CSV_LABELS[lang].users
  return [l.id, l.username, l.email, l.phoneNumber, l.role, l.status, l.createdAt]
}

function humanCells(lang: Lang) {
  const v = CSV_LABELS[lang].values
  return (u: UserExportRow): CsvValue[] => [
    u.id,
    u.username,
    u.email,
    u.phoneNumber,
    v[u.role],
    u.isBlocked ? v.blocked : v.active,
    csvTime(u.createdAt),
  ]
}

/**
 * Every user of the list (search and sort applied) as a CSV stream, read in batches: headers
 * and values in `query.lang`, or field names and codes with `raw=1` (decision 025).
 */
export function exportUsersCsv(
  ctx: Pick<AppContext, 'db'>,
  query: UserExportQuery,
  batchSize = USER_EXPORT_BATCH_SIZE,
) {
  const batches = keysetBatches(
    (after, size) => readUserBatch(ctx.db, query, after, size),
    batchSize,
  )
  if (query.raw === '1') return csvStream(USER_CSV_HEADER, batches, rawCells)
  return csvStream(userCsvHeader(query.lang), batches, humanCells(query.lang))
}
