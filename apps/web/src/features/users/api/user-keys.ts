import type { USER_SORT_KEYS } from '@rihla/contract/users'
import type { SortOrder } from '@/components/ui/sort-header'

export type UserSortKey = (typeof USER_SORT_KEYS)[number]

/** One page of users; search, sort and order apply on the server over the whole table. */
export type UsersQuery = {
  page?: number
  limit: number
  search?: string | undefined
  sort?: UserSortKey
  order?: SortOrder
  /** `exact`: a search's matches counted in full ("Count all"), not up to the cap. */
  count?: 'exact'
}

/** Every query key of the users feature, so invalidating `userKeys.all` reaches them all. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UsersQuery) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  /** The Staff screen's list: under `all`, so whatever reloads users reloads it too. */
  staff: () => [...userKeys.all, 'staff'] as const,
}
