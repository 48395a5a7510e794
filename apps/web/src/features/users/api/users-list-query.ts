import { PAGE_SIZES } from '@rihla/contract/constants'
import { USER_SORT_KEYS } from '@rihla/contract/users'
import { type ListView, listQuery, parseListView } from '@/hooks/use-list-view'
import type { UserSortKey, UsersQuery } from './user-keys'

const DEFAULT_SORT: UserSortKey = 'id'

/** The users screen's list in the URL: by id, the seed's page size, no filters. */
export const USERS_LIST = {
  sortKeys: USER_SORT_KEYS,
  defaultSort: DEFAULT_SORT,
  options: { defaultLimit: PAGE_SIZES.users, remember: 'users' },
} as const

/** The page of users a view shows. */
export function usersQuery(view: ListView<UserSortKey>): UsersQuery {
  return listQuery(view)
}

/** The page of users the screen at this address asks for (its route loader reads it). */
export function usersQueryAt(params: URLSearchParams): UsersQuery {
  const { sortKeys, defaultSort, options } = USERS_LIST
  return usersQuery(parseListView(params, sortKeys, defaultSort, options))
}
