import { type UserListResponse, userListResponseSchema } from '@rihla/contract/users'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { type UsersQuery, userKeys } from './user-keys'

export async function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UserListResponse> {
  return userListResponseSchema.parse(await get('/users', { query, signal }))
}

/** The dashboard's newest accounts (its route loader asks for them too). */
export const RECENT_USERS_QUERY: UsersQuery = { limit: 5, sort: 'createdAt', order: 'desc' }

export function getUsersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
  })
}

/**
 * A page of users. The previous page stays on screen while the next one loads, so paging and
 * sorting do not flash an empty table.
 * @example const users = useUsers({ page: 2, limit: 7, sort: 'username', order: 'asc' })
 */
export function useUsers(query: UsersQuery) {
  return useQuery({ ...getUsersQueryOptions(query), placeholderData: keepPreviousData })
}
