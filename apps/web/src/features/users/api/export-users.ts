import { downloadCsv } from '@/lib/download'
import type { UsersQuery } from './user-keys'

/** Downloads every user of the list as CSV, with the search and sort on screen. */
export function exportUsers(query: Omit<UsersQuery, 'page' | 'limit'>) {
  return downloadCsv('/users/export.csv', query, 'users.csv')
}
