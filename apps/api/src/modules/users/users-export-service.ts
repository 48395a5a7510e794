import type { Lang } from '@rihla/contract/constants'
import { CSV_LABELS, csvTime } from '@rihla/contract/csv-export'
import type { UserExportQuery } from '@rihla/contract/users'
import type { AppContext } from '../../context'
import { type CsvValue, csvStream } from '../../lib/csv'
import { keysetBatches } from '../../lib/keyset'
import {
  readUserBatch,
  USER_EXPORT_BATCH_SIZE,
  type UserExportRow,
} from './users-export-repository'

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
